import { test as base, expect } from '@playwright/test';

/**
 * Pages are complete HTML whose controls work before any script runs. What script there is
 * comes after the first paint: the enhancement script (motion, the filter's URL) on every
 * page, and React on /contact only. Tests that look at those need them in place, so
 * `page.goto` here also waits until the enhancement script has run and, on a page that
 * hydrates, until React is attached. Tests of the first paint use @playwright/test directly.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await page.waitForFunction(
        () => {
          const { enhanced, hydrated } = document.documentElement.dataset;
          const hydrates = '__reactRouterContext' in window;
          return enhanced === 'true' && (!hydrates || hydrated === 'true');
        },
        undefined,
        { timeout: 10_000 },
      );
      return response;
    };
    await use(page);
  },
});

export { expect };
