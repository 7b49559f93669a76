import type { BrowserContext, Page } from '@playwright/test';

/** How long scripts are held back: a slow phone's network, as the issue that asked for this measured. */
export const scriptDelayMs = 3000;

/**
 * Holds every JavaScript response back for `scriptDelayMs`, so a test can use a page that is
 * painted while its scripts are still on their way. Returns a probe that tells whether any
 * script has run yet, so the test can prove it acted before them.
 */
export async function holdBackScripts(target: Page | BrowserContext) {
  await target.route(/\.js(\?|$)/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, scriptDelayMs));
    await route.continue();
  });
}

/** True once the enhancement script (or React, on /contact) has run on the page. */
export function scriptsHaveRun(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const { enhanced, hydrated } = document.documentElement.dataset;
    return enhanced === 'true' || hydrated === 'true';
  });
}

/** Opens `path` and returns as soon as the page has painted its HTML, scripts or not. */
export async function openPainted(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'commit' });
  await page.locator('footer').waitFor({ state: 'attached' });
}

/**
 * On /services with the scripts held back: choose `category` before they arrive, wait for the
 * enhancement modules to run, and return what the page then shows, so a test can prove the
 * visitor's choice outlived their arrival and the URL followed it.
 */
export async function chooseCategoryBeforeScripts(page: Page, category: string) {
  await openPainted(page, '/services');
  await page.getByRole('radio', { name: category, exact: true }).check();
  const choseBeforeScripts = !(await scriptsHaveRun(page));
  await page.waitForFunction(
    () => document.documentElement.dataset.enhanced === 'true',
    undefined,
    {
      timeout: scriptDelayMs + 10_000,
    },
  );
  return {
    choseBeforeScripts,
    checked: page.getByRole('radio', { checked: true }),
    visibleCards: page.locator('#service-cards > li:visible'),
  };
}
