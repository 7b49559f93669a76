import { expect, openEnhanced, test } from './fixtures';

test.describe('header at 1280 px', () => {
  test.beforeEach(async ({ page }) => {
    await openEnhanced(page, '/');
  });

  test('shows the brand mark and the main links, and stays at the top when scrolling', async ({
    page,
  }) => {
    const header = page.locator('header');
    const brand = header.getByRole('link', { name: /Brightwave Digital\s*MARKETING SOLUTIONS/ });
    await expect(brand).toHaveAttribute('href', '/');
    const nav = header.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Portfolio' })).toHaveAttribute(
      'href',
      '/portfolio',
    );
    await expect(nav.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about-us');
    await expect(nav.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => header.evaluate((el) => el.getBoundingClientRect().top)).toBe(0);
  });

  test('the services dropdown opens, lists six services, and closes on Escape and outside click', async ({
    page,
  }) => {
    const button = page.getByRole('button', { name: 'Our Services' });
    const panel = page.locator(`#${await button.getAttribute('popovertarget')}`);
    await button.click();
    await expect(panel.getByText('Our Services', { exact: true })).toBeVisible();
    await expect(panel.getByText('Innovative solutions for a digital-first world')).toBeVisible();
    await expect(panel.getByRole('link')).toHaveCount(6);
    expect(await panel.evaluate((el) => getComputedStyle(el).maxHeight)).toBe('500px');
    expect(await panel.evaluate((el) => getComputedStyle(el).overflowY)).toBe('auto');
    // 80 units of Tailwind's 0.25 rem spacing: 20 rem, 320 px.
    expect((await panel.boundingBox())?.width).toBe(320);
    // It hangs under its button, inside the window.
    const [buttonBox, panelBox] = [await button.boundingBox(), await panel.boundingBox()];
    expect(panelBox!.y).toBeGreaterThanOrEqual(buttonBox!.y + buttonBox!.height);
    expect(panelBox!.x + panelBox!.width).toBeLessThanOrEqual(1280);

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();

    await button.click();
    await expect(panel).toBeVisible();
    await page.locator('main h1').click();
    await expect(panel).toBeHidden();
  });

  test('a service link navigates and marks the page as current, and the menu is closed there', async ({
    page,
  }) => {
    const button = page.getByRole('button', { name: 'Our Services' });
    await button.click();
    await page
      .locator('#services-menu')
      .getByRole('link', { name: /Web Hosting & Domain Registration/ })
      .click();
    await expect(page).toHaveURL(/\/services\/web-hosting$/);
    await expect(page.locator('#services-menu')).toBeHidden();
    await button.click();
    await expect(page.locator('header [aria-current="page"]:visible')).toHaveAttribute(
      'href',
      '/services/web-hosting',
    );
  });
});
