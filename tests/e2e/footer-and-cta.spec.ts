import { expect, openEnhanced, test } from './fixtures';

test('the footer lists services, company pages and every contact detail', async ({ page }) => {
  await page.goto('/portfolio');
  const footer = page.locator('footer');
  for (const slug of [
    'website-development',
    'frontend-development',
    'backend-development',
    'seo-digital-marketing',
    'email-marketing',
    'web-hosting',
  ]) {
    await expect(footer.locator(`a[href="/services/${slug}"]`)).toHaveCount(1);
  }
  for (const name of ['About Us', 'Portfolio', 'Contact', 'Privacy Policy', 'Terms of Service']) {
    await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(footer.locator('a[href="mailto:hello@brightwave.example"]')).toBeVisible();
  const tels = await footer
    .locator('a[href^="tel:"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(tels).toEqual(['tel:+13075550142', 'tel:+13075550178']);
  await expect(footer.getByText('India office', { exact: true })).toBeVisible();
  await expect(footer.getByText('USA office', { exact: true })).toBeVisible();
  await expect(footer.getByRole('link', { name: /View on map/ })).toHaveCount(2);
  const social = footer.locator('a[href*="instagram.com"], a[href*="x.com"]');
  await expect(social).toHaveCount(2);
  for (const link of await social.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  await expect(footer).toContainText('© 2025');
});

test('the home page closes with the shared call to action', async ({ page }) => {
  await openEnhanced(page, '/');
  const cta = page.locator('section#contact');
  // Below the fold the card waits, then slides in once when scrolled to.
  await expect(cta.locator('[data-reveal]')).toHaveAttribute('data-reveal', 'pending');
  await cta.scrollIntoViewIfNeeded();
  await expect(
    cta.getByRole('heading', { name: 'Ready to Scale Your Digital Presence?' }),
  ).toBeVisible();
  await expect(cta).toContainText(
    "Let's create something extraordinary together. Your digital transformation starts here.",
  );
  await expect(cta.getByRole('link', { name: 'Start Your Project' })).toHaveAttribute(
    'href',
    '/contact',
  );
  await expect(cta.getByRole('link', { name: /Call Us Now/ })).toHaveAttribute(
    'href',
    'tel:+13075550142',
  );
  await expect(cta.locator('[data-particle]')).toHaveCount(12);
  await expect(cta.locator('[data-particles]')).toHaveAttribute('aria-hidden', 'true');
  await expect(cta.locator('[data-reveal]')).toHaveAttribute('data-reveal', 'shown');
  await expect
    .poll(() => cta.locator('[data-reveal]').evaluate((el) => getComputedStyle(el).opacity))
    .toBe('1');
  await cta.getByRole('link', { name: 'Start Your Project' }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test('the call to action is fully visible without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  const card = page.locator('section#contact > div').first();
  expect(await card.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
  await context.close();
});

test('with reduced motion the call to action is shown at once and its particles stand still', async ({
  browser,
}) => {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  await openEnhanced(page, '/');
  const cta = page.locator('section#contact');
  await cta.scrollIntoViewIfNeeded();
  expect(
    await cta
      .locator('div')
      .first()
      .evaluate((el) => getComputedStyle(el).opacity),
  ).toBe('1');
  const running = await page.evaluate(
    () => document.getAnimations().filter((a) => a.playState === 'running').length,
  );
  expect(running).toBe(0);
  await context.close();
});
