import { test as base, expect } from '@playwright/test';

/**
 * Pages are complete HTML before any script runs, and hydration starts one
 * frame after the first paint (scripts/postbuild.mjs). Tests that click
 * buttons need React attached, so `page.goto` here also waits until the root
 * component has marked the document as hydrated.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await page.waitForFunction(
        () => document.documentElement.dataset.hydrated === 'true',
        undefined,
        { timeout: 10_000 },
      );
      return response;
    };
    await use(page);
  },
});

export { expect };
