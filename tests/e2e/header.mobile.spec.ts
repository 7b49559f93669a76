import { expect, test } from './fixtures';

test.describe('header at 390 px', () => {
  test('the menu opens behind Open menu, expands services on its own, locks the page and closes on navigation', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('header nav[aria-label="Main"]').first()).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
      'hidden',
    );

    const menu = page.getByRole('navigation', { name: 'Main' });
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
    const sub = menu.getByRole('button', { name: 'Our Services' });
    await expect(sub).toHaveAttribute('aria-expanded', 'false');
    await sub.click();
    await expect(sub).toHaveAttribute('aria-expanded', 'true');
    const serviceLinks = page.locator(`[id="${await sub.getAttribute('aria-controls')}"] a`);
    await expect(serviceLinks).toHaveCount(6);
    await expect(serviceLinks.first()).toHaveText('Website & Web Application Development');

    await menu.getByRole('link', { name: 'Portfolio' }).click();
    await expect(page).toHaveURL(/\/portfolio$/);
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe(
      'hidden',
    );
  });

  test('Escape closes the menu and returns focus to its button', async ({ page }) => {
    await page.goto('/about-us');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.keyboard.press('Escape');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('the home page does not overflow sideways', async ({ page }) => {
    await page.goto('/');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  });
});
