import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';

/**
 * Budget for one full-page scan on a slow day. One scan of / took 3 to 12 s on this 2-core
 * machine with the rest of the suite running beside it; a machine half as fast doubles that.
 */
const scanBudgetMs = 60_000;

const skipAttribute = 'data-axe-skip';

/** Runs axe with the WCAG 2.2 A/AA rules and fails on any violation, listing them readably. */
export async function expectNoAxeViolations(page: Page, label: string) {
  // Each scan brings its own time budget, so a test that scans twice gets twice the room.
  const info = test.info();
  info.setTimeout(info.timeout + scanBudgetMs);
  await showPageAtRest(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .exclude(`[${skipAttribute}]`)
    .analyze();
  const summary = results.violations.map(
    (v) =>
      `${label}: ${v.id} (${v.impact}) ${v.help} → ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 4)
        .join(' | ')}`,
  );
  expect(summary).toEqual([]);
}

/**
 * Puts the page in the state axe should read: nothing moving, everything shown.
 *
 * - Reduced motion stops the particles, the reveal transitions and the hero video (app.css),
 *   so no frame repaints the page while axe computes colour contrast, and held-back content
 *   is shown at once instead of fading in over 0.8 s (axe would read half-faded colours).
 * - Decorative layers (particles, glows, video backdrops) are marked so the scan leaves them
 *   out. That is safe because only layers that are `aria-hidden`, hold no text and contain
 *   nothing focusable are marked: assistive technology never meets them, they have no text
 *   whose contrast could fail, and `aria-hidden-focus`, the one rule about such content,
 *   cannot fail on a subtree with nothing focusable in it. A layer holding visible text (a
 *   stat figure, say) stays in the scan for its contrast.
 * - Every band is laid out: the browser skips a band off screen until it nears it
 *   (`content-visibility: auto`, app.css), and axe would read a skipped band's colours as
 *   missing. A visitor's browser lays each out before it shows it, so nothing is hidden from
 *   the scan that a visitor sees.
 */
async function showPageAtRest(page: Page) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.evaluate((attribute) => {
    document
      .querySelectorAll<HTMLElement>('[data-reveal]')
      .forEach((element) => (element.dataset.reveal = 'shown'));
    for (const band of document.querySelectorAll<HTMLElement>('main *, body > footer'))
      if (getComputedStyle(band).contentVisibility === 'auto')
        band.style.contentVisibility = 'visible';
    const focusable =
      'a[href], button, input, select, textarea, iframe, [tabindex], [contenteditable]';
    for (const layer of document.querySelectorAll('[aria-hidden="true"]')) {
      if (layer.parentElement?.closest('[aria-hidden="true"]')) continue;
      if (layer.textContent?.trim() || layer.querySelector(focusable)) continue;
      layer.setAttribute(attribute, '');
    }
  }, skipAttribute);
}

/** Headings never skip a level going down, and there is exactly one h1. */
export async function expectOrderedHeadings(page: Page, label: string) {
  const levels = await page
    .locator('main h1, main h2, main h3, main h4, main h5, main h6')
    .evaluateAll((hs) =>
      hs
        .filter(
          (h) =>
            (h as HTMLElement).offsetParent !== null || getComputedStyle(h).position === 'fixed',
        )
        .map((h) => Number(h.tagName[1])),
    );
  expect(
    levels.filter((l) => l === 1),
    `${label} h1 count`,
  ).toHaveLength(1);
  levels.forEach((level, index) => {
    if (index > 0)
      expect(
        level - levels[index - 1]!,
        `${label}: h${levels[index - 1]} → h${level}`,
      ).toBeLessThanOrEqual(1);
  });
}
