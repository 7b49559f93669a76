import { expect, test } from './fixtures';

test.describe('header at 1280 px', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
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
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(
      `#${await button.getAttribute('aria-controls')}`.replace(/:/g, '\\:'),
    );
    await expect(panel.getByText('Innovative solutions for a digital-first world')).toBeVisible();
    await expect(panel.getByRole('link')).toHaveCount(6);
    expect(await panel.evaluate((el) => getComputedStyle(el).maxHeight)).toBe('500px');
    expect(await panel.evaluate((el) => getComputedStyle(el).overflowY)).toBe('auto');

    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();

    await button.click();
    await page.locator('main h1').click();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('a service link navigates, closes the dropdown and marks the page as current', async ({
    page,
  }) => {
    const button = page.getByRole('button', { name: 'Our Services' });
    await button.click();
    await page
      .getByRole('link', { name: /Web Hosting & Domain Registration/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/services\/web-hosting$/);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    await expect(page.locator('header [aria-current="page"]:visible')).toHaveAttribute(
      'href',
      '/services/web-hosting',
    );
  });
});
