import { globSync } from 'node:fs';
import { caseStudies, servicePages } from './content';

/**
 * The slugs of each dynamic route's folder: the service pages (one entry each in
 * src/content/service-pages/, named after a service) and the case studies (named after a project).
 */
const slugsOf: Record<string, string[]> = {
  services: servicePages.map(({ slug }) => slug),
  portfolio: caseStudies.map(({ slug }) => slug),
};

/**
 * Every public path of the site, read from the pages folder (src/pages/) and, for the dynamic
 * routes, the entries they are built from, so a new page is tested automatically.
 * Only `.astro` files are pages: the endpoints beside them (robots.txt.ts, llms.txt.ts and the
 * social cards, og/[...card].jpg.ts) are files the pages point to, not routes of the site map.
 */
export const sitePaths: string[] = globSync('**/*.astro', { cwd: 'src/pages' })
  .map((file) => file.replace(/\.astro$/, '').replace(/(^|\/)index$/, ''))
  .filter((route) => route !== '404')
  .flatMap((route) =>
    route.includes('[slug]')
      ? slugsFor(route).map((slug) => `/${route.replace('[slug]', slug)}`)
      : [`/${route}`],
  )
  .sort();

function slugsFor(route: string): string[] {
  const slugs = slugsOf[route.replace(/\/\[slug\]$/, '')];
  if (!slugs) throw new Error(`tests/e2e/site-routes.ts does not know the entries of ${route}`);
  return slugs;
}

/**
 * The timeout of a test that loads `pages` pages in a browser: 15 s each, room for one page
 * to load, run its scripts and be checked on a day when the machine runs at half speed.
 */
export const timeoutForPages = (pages: number) => 15_000 * pages;
