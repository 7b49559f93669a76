import { globSync } from 'node:fs';
import { listPagePaths } from '../../src/lib/article-pages';
import { articles, articlesIn, articleTopics, servicePages } from './content';

/**
 * The paths each dynamic route of src/pages/ builds, from the content that makes them: the
 * service pages' entries, the published articles and their topics.
 */
const dynamicRoutes: Record<string, () => string[]> = {
  'services/[slug]': () => servicePages.map(({ slug }) => `/services/${slug}`),
  'insights/[slug]': () => articles.map((article) => article.href),
  'insights/[...page]': () => listPagePaths('/insights', articles.length),
  'insights/topics/[topic]/[...page]': () =>
    articleTopics.flatMap((topic) => listPagePaths(topic.href, articlesIn(topic.name).length)),
};

/**
 * Every public path of the site, read from the pages folder (src/pages/) and, for a dynamic
 * route, from its content (`dynamicRoutes`), so a new page is tested automatically.
 * Only `.astro` files are pages: the endpoints beside them (robots.txt.ts, llms.txt.ts and the
 * social cards, og/[...card].jpg.ts) are files the pages point to, not routes of the site map.
 */
export const sitePaths: string[] = globSync('**/*.astro', { cwd: 'src/pages' })
  .map((file) => file.replace(/\.astro$/, '').replace(/(^|\/)index$/, ''))
  .filter((route) => route !== '404')
  .flatMap((route) => {
    if (!route.includes('[')) return [`/${route}`];
    const paths = dynamicRoutes[route];
    if (!paths)
      throw new Error(`tests/e2e/site-routes.ts: say which paths src/pages/${route} builds`);
    return paths();
  })
  .sort();

/**
 * The timeout of a test that loads `pages` pages in a browser: 15 s each, room for one page
 * to load, run its scripts and be checked on a day when the machine runs at half speed.
 */
export const timeoutForPages = (pages: number) => 15_000 * pages;
