import { expect, openEnhanced, test } from './fixtures';

test.describe('header at 390 px', () => {
  test('the menu opens behind Open menu, expands services on its own, locks the page and closes on navigation', async ({
    page,
  }) => {
    await openEnhanced(page, '/');
    const menu = page.getByRole('navigation', { name: 'Main' });
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
      'hidden',
    );

    // The panel covers the screen below the header, with nothing of the page drawn over it.
    const box = await menu.boundingBox();
    expect(box?.y).toBeGreaterThan(60);
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeGreaterThanOrEqual(844 - 1);
    for (const name of ['Home', 'Portfolio', 'About Us', 'Get Started']) {
      const link = menu.getByRole('link', { name, exact: true });
      const linkBox = await link.boundingBox();
      const topmost = await page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest('a')?.textContent?.trim(),
        { x: (linkBox?.x ?? 0) + 10, y: (linkBox?.y ?? 0) + (linkBox?.height ?? 0) / 2 },
      );
      expect(topmost, `${name} is drawn on top`).toBe(name);
    }
    const services = menu.locator('details');
    const serviceLinks = services.getByRole('link');
    await expect(serviceLinks.first()).toBeHidden();
    await services.locator('summary', { hasText: 'Our Services' }).click();
    await expect(services).toHaveAttribute('open', '');
    await expect(serviceLinks).toHaveCount(6);
    await expect(serviceLinks.first()).toHaveText('Website & Web Application Development');
    await expect(serviceLinks.first()).toBeVisible();

    await menu.getByRole('link', { name: 'Portfolio' }).click();
    await expect(page).toHaveURL(/\/portfolio$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe(
      'hidden',
    );
  });

  test('Escape closes the menu and returns focus to its button', async ({ page }) => {
    await openEnhanced(page, '/about-us');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  test('the home page does not overflow sideways', async ({ page }) => {
    await openEnhanced(page, '/');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  });
});
