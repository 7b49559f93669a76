import routes from '../../app/routes';

/** Every public path of the site, read from app/routes.ts so a new page is tested automatically. */
export const sitePaths: string[] = routes.flatMap((entry) =>
  entry.index ? ['/'] : entry.path && entry.path !== '*' ? [`/${entry.path}`] : [],
);

/**
 * The timeout of a test that loads `pages` pages in a browser: 15 s each, room for one page
 * to load, run its scripts and be checked on a day when the machine runs at half speed.
 */
export const timeoutForPages = (pages: number) => 15_000 * pages;
