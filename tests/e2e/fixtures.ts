import {
  test,
  expect,
  type BrowserContext,
  type Locator,
  type Page,
  type Response,
} from '@playwright/test';

/**
 * The one module the specs import Playwright from: `test` and `expect` are Playwright's own,
 * unchanged, and so is `page.goto`. How a page is opened says what the test waits for:
 *
 * - `page.goto(path)`: Playwright's own, until the load event. The page is complete HTML and
 *   its controls work, but its scripts come after the largest paint and may not have run yet.
 *   For tests of the prerendered page and its plain links, which work with or without them.
 * - `openEnhanced(page, path)`: navigates, then waits until the enhancement modules have run
 *   (motion, the filter's URL, the menus' extras) and any island on the page is live (React for
 *   the contact form). For tests of what the scripts add, and of the page a visitor ends up
 *   with. After a reload, a click or the back button, `waitUntilEnhanced(page)` waits the same.
 * - `openPainted(page, path)`: returns once the HTML has painted, scripts or not. For tests of
 *   the first paint, usually with `holdBackScripts` so they can prove they acted before them.
 *
 * Tests of a page with JavaScript turned off use `page.goto`: nothing there ever runs.
 */
export { test, expect };
export type {
  APIRequestContext,
  APIResponse,
  BrowserContext,
  Locator,
  Page,
  Request,
  Response,
  TestInfo,
} from '@playwright/test';

/**
 * The part of the page a visitor finds under the heading `title`: the innermost section that
 * holds that heading (its ancestors come first in document order, so it is the last match).
 */
export function sectionHeaded(page: Page, title: string, level = 2): Locator {
  return page
    .locator('section')
    .filter({ has: page.getByRole('heading', { level, name: title, exact: true }) })
    .last();
}

/**
 * Scrolls `section` of an enhanced page (`openEnhanced`) into view and waits until what fades
 * in there has come to rest: no `data-reveal` element in it still held back, and none moving.
 * A click on a link whose reveal is still to start could land where the link was before it
 * slid up, on a machine busy enough to run the reveal's observer after Playwright has judged
 * the link still.
 */
export async function scrollToRest(section: Locator) {
  await section.scrollIntoViewIfNeeded();
  for (const reveal of await section.locator('[data-reveal]').all()) {
    await expect(reveal).not.toHaveAttribute('data-reveal', 'pending');
    await expect.poll(() => reveal.evaluate((element) => element.getAnimations().length)).toBe(0);
  }
}

/** How long `waitUntilEnhanced` gives the page's scripts after it has loaded. */
const enhancedTimeoutMs = 10_000;

/** Navigates to `path` with Playwright's `page.goto`, then waits as `waitUntilEnhanced` does. */
export async function openEnhanced(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path);
  await waitUntilEnhanced(page);
  return response;
}

/**
 * Waits until the enhancement modules have run on the current page (`html[data-enhanced="true"]`,
 * set after every module has started, src/scripts/enhance.ts) and, on a page with an
 * `astro-island`, until it is live (`html[data-hydrated="true"]`, set by the contact form once
 * React has mounted it).
 */
export async function waitUntilEnhanced(page: Page, { timeout = enhancedTimeoutMs } = {}) {
  await page.waitForFunction(
    () => {
      const { enhanced, hydrated } = document.documentElement.dataset;
      const hasIsland = document.querySelector('astro-island') !== null;
      return enhanced === 'true' && (!hasIsland || hydrated === 'true');
    },
    undefined,
    { timeout },
  );
}

/** Opens `path` and returns as soon as the page has painted its HTML, scripts or not. */
export async function openPainted(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'commit' });
  await page.locator('footer').waitFor({ state: 'attached' });
}

/** True once the enhancement script (or React, on /contact) has run on the page. */
export function scriptsHaveRun(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const { enhanced, hydrated } = document.documentElement.dataset;
    return enhanced === 'true' || hydrated === 'true';
  });
}

/** The release of each page's (or context's) held scripts: see `holdBackScripts`. */
const heldScripts = new WeakMap<Page | BrowserContext, () => void>();

/**
 * Holds the page's JavaScript back until the test calls `releaseScripts`, so a test can use a
 * page that is painted while its scripts are still on their way, however long a busy machine
 * takes over it; `scriptsHaveRun` then tells whether any has run yet, so the test can prove it
 * acted before them. Released, every script asked for arrives, and the modules they import come
 * straight after, as on a line that is slow to start. A page closed with its scripts held lets
 * them go, so nothing waits on it.
 */
export async function holdBackScripts(target: Page | BrowserContext) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  heldScripts.set(target, release);
  // A page and a context both say when they close, in events TypeScript keeps apart.
  if ('mainFrame' in target) target.once('close', () => release());
  else target.once('close', () => release());
  await target.route(/\.js(\?|$)/, async (route) => {
    await released;
    // The page may have closed while its scripts were held.
    await route.continue().catch(() => undefined);
  });
}

/** Lets the scripts `holdBackScripts` held arrive: those already asked for, and all later. */
export function releaseScripts(target: Page | BrowserContext) {
  const release = heldScripts.get(target);
  if (!release) throw new Error('releaseScripts: this page’s scripts were not held back');
  release();
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
  releaseScripts(page);
  await waitUntilEnhanced(page, { timeout: enhancedTimeoutMs });
  return {
    choseBeforeScripts,
    checked: page.getByRole('radio', { checked: true }),
    visibleCards: page.locator('#service-cards > li:visible'),
  };
}
