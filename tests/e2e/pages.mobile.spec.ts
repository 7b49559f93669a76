import { expect, test } from './fixtures';

for (const path of ['/', '/about-us', '/portfolio']) {
  test(`${path} fits a 390px screen without horizontal scrolling`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Scroll through the page so every entrance animation has run.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y <= height; y += 600) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(50);
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
