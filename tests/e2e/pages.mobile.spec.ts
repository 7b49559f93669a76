import { expect, openEnhanced, test } from './fixtures';
import { legalPages } from './content';
import { sampleArticles } from './site-routes';

for (const path of ['/', '/about-us', '/portfolio']) {
  test(`${path} fits a 390px screen without horizontal scrolling`, async ({ page }) => {
    await openEnhanced(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Scroll through the page so every entrance animation has run: at each stop, wait until
    // every reveal held back below the fold that is now in view has been shown.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y <= height; y += 600) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForFunction(revealsInViewShown);
    }
    const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? Infinity);
    expect(width).toBeLessThanOrEqual(390);
    for (const heading of await page.locator('main h2').all()) {
      const box = await heading.boundingBox();
      expect(
        box && box.x >= 0 && box.x + box.width <= 390,
        (await heading.textContent()) ?? '',
      ).toBe(true);
    }
  });
}

/**
 * True when no entrance reveal in view is still held back. src/scripts/reveal.ts shows a
 * `data-reveal="pending"` element once it enters the viewport less its bottom 10%; one that
 * only touches that edge may stay pending, so 2 px of it must be inside first.
 */
function revealsInViewShown(): boolean {
  const bottom = window.innerHeight * 0.9;
  return [...document.querySelectorAll('[data-reveal="pending"]')].every((element) => {
    const box = element.getBoundingClientRect();
    return box.top > bottom - 2 || box.bottom < 2;
  });
}

/** A 150-character address, as a marketer pastes one from a browser's bar. */
const longAddress = `https://www.example.com/reports/${'web-performance-and-conversion-'.repeat(4)}2026?utm_source=newsletter`;

// The marketers' texts, on the two pages that show them as prose: an article and a legal page.
for (const path of [sampleArticles[0]!.href, legalPages[0]!.path]) {
  test(`${path}: a long pasted address in the text wraps within a 390px screen`, async ({
    page,
  }) => {
    await openEnhanced(page, path);
    const paragraph = page.locator('main p:not(:has(*))').last();
    await paragraph.evaluate((element, address) => {
      const link = document.createElement('a');
      link.href = address;
      link.textContent = address;
      element.append(` ${address} `, link);
    }, longAddress);
    await paragraph.scrollIntoViewIfNeeded();
    const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? Infinity);
    expect(width).toBeLessThanOrEqual(390);
    const box = await paragraph.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  });
}
