import { servicePages } from './service-pages';

const notFoundFile = '/src/pages/404.astro';
/** Every page file of src/pages/: the site map as Astro builds it. */
const pageFiles = Object.keys(import.meta.glob('/src/pages/**/*.astro'));

/** True when the site has its not-found page (written as 404.html). */
export const hasNotFoundPage = pageFiles.includes(notFoundFile);

/**
 * Every public path the pages folder builds, the dynamic service route expanded over the
 * service-page registry its `getStaticPaths` reads.
 */
export const sitePaths: ReadonlySet<string> = new Set(
  pageFiles
    .filter((file) => file !== notFoundFile)
    .flatMap((file) => {
      const route = file.replace(/^\/src\/pages/, '').replace(/(\/index)?\.astro$/, '') || '/';
      return route.includes('[slug]')
        ? Object.keys(servicePages).map((slug) => route.replace('[slug]', slug))
        : [route];
    }),
);
