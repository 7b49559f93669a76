import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

let scans = 0;

/** Runs axe with the WCAG 2.2 A/AA rules and fails on any violation, listing them readably. */
export async function expectNoAxeViolations(page: Page, label: string) {
  // Entrance animations would make axe read half-faded colours: show everything first.
  await page.evaluate(() =>
    document
      .querySelectorAll('[data-reveal]')
      .forEach((el) => ((el as HTMLElement).dataset.reveal = 'shown')),
  );
  await page.waitForTimeout(900);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  scans++;
  const summary = results.violations.map(
    (v) =>
      `${label}: ${v.id} (${v.impact}) ${v.help} → ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 4)
        .join(' | ')}`,
  );
  expect(summary).toEqual([]);
}

export const axeScanCount = () => scans;

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
