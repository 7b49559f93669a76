import { navigation, services, urlEndingIn } from './content';
import { expect, openEnhanced, test } from './fixtures';

const { headerLinks, getStartedLink, servicesDropdown, menuToggleLabels } = navigation;
/** The menu's links: Home, the header's other links, then the call to get started. */
const menuLinks = ['Home', ...headerLinks.slice(1).map(({ label }) => label), getStartedLink.label];
/** A page of the menu other than home, to navigate to. */
const detour = headerLinks.slice(1).find(({ href }) => href !== '/')!;

test.describe('header at 390 px', () => {
  test('the menu opens behind its button, expands services on its own, locks the page and closes on navigation', async ({
    page,
  }) => {
    await openEnhanced(page, '/');
    const menu = page.getByRole('navigation', { name: 'Main' });
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: menuToggleLabels.open, exact: true }).click();
    await expect(menu).toBeVisible();
    await expect(
      page.getByRole('button', { name: menuToggleLabels.close, exact: true }),
    ).toBeVisible();
    await expect(
      page.getByRole('button', { name: menuToggleLabels.open, exact: true }),
    ).toHaveCount(0);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
      'hidden',
    );

    // The panel covers the screen below the header, with nothing of the page drawn over it.
    const box = await menu.boundingBox();
    expect(box?.y).toBeGreaterThan(60);
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeGreaterThanOrEqual(844 - 1);
    for (const name of menuLinks) {
      const link = menu.getByRole('link', { name, exact: true });
      const linkBox = await link.boundingBox();
      const topmost = await page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest('a')?.textContent?.trim(),
        { x: (linkBox?.x ?? 0) + 10, y: (linkBox?.y ?? 0) + (linkBox?.height ?? 0) / 2 },
      );
      expect(topmost, `${name} is drawn on top`).toBe(name);
    }
    const serviceList = menu.locator('details');
    const serviceLinks = serviceList.getByRole('link');
    await expect(serviceLinks.first()).toBeHidden();
    await serviceList.locator('summary', { hasText: servicesDropdown.title }).click();
    await expect(serviceList).toHaveAttribute('open', '');
    await expect(serviceLinks).toHaveText(services.map(({ title }) => title));
    await expect(serviceLinks.first()).toBeVisible();

    await menu.getByRole('link', { name: detour.label, exact: true }).click();
    await expect(page).toHaveURL(urlEndingIn(detour.href));
    await expect(menu).toBeHidden();
    await expect(
      page.getByRole('button', { name: menuToggleLabels.open, exact: true }),
    ).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe(
      'hidden',
    );
  });

  test('Escape closes the menu and returns focus to its button', async ({ page }) => {
    await openEnhanced(page, '/about-us');
    await page.getByRole('button', { name: menuToggleLabels.open, exact: true }).click();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(
      page.getByRole('button', { name: menuToggleLabels.open, exact: true }),
    ).toBeFocused();
  });

  test('the home page does not overflow sideways', async ({ page }) => {
    await openEnhanced(page, '/');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  });
});
