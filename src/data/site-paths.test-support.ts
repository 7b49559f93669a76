import { existsSync } from 'node:fs';
import { sitePaths as paths } from '../../tests/e2e/site-routes';

/** True when the site has its not-found page (written as 404.html). */
export const hasNotFoundPage = existsSync('src/pages/404.astro');

/**
 * Every public path the pages folder builds, read the one way the end-to-end tests read it
 * (tests/e2e/site-routes.ts), so the unit and end-to-end suites agree on the site map.
 */
export const sitePaths: ReadonlySet<string> = new Set(paths);
