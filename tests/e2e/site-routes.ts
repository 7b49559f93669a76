import { globSync } from 'node:fs';
import { servicePages } from './content';

/** The service pages' slugs: one entry each in src/content/service-pages/, named after a service. */
const serviceSlugs = servicePages.map(({ slug }) => slug);

/**
 * Every public path of the site, read from the pages folder (src/pages/) and, for the one
 * dynamic route, the service pages' entries, so a new page is tested automatically.
 * Only `.astro` files are pages: the endpoints beside them (robots.txt.ts, llms.txt.ts and the
 * social cards, og/[...card].jpg.ts) are files the pages point to, not routes of the site map.
 */
export const sitePaths: string[] = globSync('**/*.astro', { cwd: 'src/pages' })
  .map((file) => file.replace(/\.astro$/, '').replace(/(^|\/)index$/, ''))
  .filter((route) => route !== '404')
  .flatMap((route) =>
    route.includes('[slug]')
      ? serviceSlugs.map((slug) => `/${route.replace('[slug]', slug)}`)
      : [`/${route}`],
  )
  .sort();

/**
 * The timeout of a test that loads `pages` pages in a browser: 15 s each, room for one page
 * to load, run its scripts and be checked on a day when the machine runs at half speed.
 */
export const timeoutForPages = (pages: number) => 15_000 * pages;
