import { test as base, expect } from '@playwright/test';

/**
 * Pages are complete HTML whose controls work before any script runs. What script there is
 * comes after the first paint: the enhancement script (motion, the filter's URL) on every
 * page, and it starts the page's islands (React for the contact form). Tests that look at
 * those need them in place, so `page.goto` here also waits until the enhancement script has
 * run and every island is hydrated. Tests of the first paint use @playwright/test directly.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await page.waitForFunction(
        () => {
          const { enhanced, hydrated } = document.documentElement.dataset;
          const hasIsland = document.querySelector('astro-island') !== null;
          return enhanced === 'true' && (!hasIsland || hydrated === 'true');
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
