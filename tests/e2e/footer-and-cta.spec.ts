import {
  business,
  closingCta,
  literally,
  navigation,
  primaryPhone,
  services,
  telHref,
  urlEndingIn,
} from './content';
import { expect, openEnhanced, sectionHeaded, test } from './fixtures';

test('the footer lists services, company pages and every contact detail', async ({ page }) => {
  await page.goto('/portfolio');
  const footer = page.locator('footer');
  for (const { slug, title } of services) {
    const link = footer.locator(`a[href="/services/${slug}"]`);
    await expect(link).toHaveCount(1);
    await expect(link).toHaveText(title);
  }
  for (const { label, href } of navigation.companyLinks) {
    const link = footer.getByRole('link', { name: label, exact: true });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', href);
  }
  await expect(footer.locator(`a[href="mailto:${business.email}"]`)).toBeVisible();
  const tels = await footer
    .locator('a[href^="tel:"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(tels).toEqual(business.phones.map(telHref));
  for (const { label } of business.addresses)
    await expect(footer.getByText(label, { exact: true })).toBeVisible();
  await expect(footer.getByRole('link', { name: /View on map/ })).toHaveCount(
    business.addresses.length,
  );
  // The social profiles: the new-tab links drawn as a logo.
  const social = footer.locator('a[target="_blank"]').filter({ has: page.locator('img') });
  expect(await social.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(
    business.social.map(({ url }) => url),
  );
  for (const link of await social.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  await expect(footer).toContainText(`© ${business.copyrightYear} ${business.name}`);
});

test('the home page closes with the shared call to action', async ({ page }) => {
  await openEnhanced(page, '/');
  const cta = sectionHeaded(page, closingCta.title);
  // Below the fold the card waits, then slides in once when scrolled to.
  await expect(cta.locator('[data-reveal]')).toHaveAttribute('data-reveal', 'pending');
  await cta.scrollIntoViewIfNeeded();
  await expect(cta.getByRole('heading', { name: closingCta.title, exact: true })).toBeVisible();
  await expect(cta).toContainText(closingCta.text);
  await expect(
    cta.getByRole('link', { name: closingCta.primary.label, exact: true }),
  ).toHaveAttribute('href', closingCta.primary.href);
  await expect(
    // Its name is the words shown, then the number, read after them.
    cta.getByRole('link', {
      name: new RegExp(
        `^${literally(closingCta.callLabel).source}\\s*:\\s*${literally(primaryPhone.display).source}$`,
      ),
    }),
  ).toHaveAttribute('href', telHref(primaryPhone));
  await expect(cta.locator('[data-particle]')).toHaveCount(12);
  await expect(cta.locator('[data-particles]')).toHaveAttribute('aria-hidden', 'true');
  await expect(cta.locator('[data-reveal]')).toHaveAttribute('data-reveal', 'shown');
  await expect
    .poll(() => cta.locator('[data-reveal]').evaluate((el) => getComputedStyle(el).opacity))
    .toBe('1');
  await cta.getByRole('link', { name: closingCta.primary.label, exact: true }).click();
  await expect(page).toHaveURL(urlEndingIn(closingCta.primary.href));
});

test('the call to action is fully visible without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  const card = sectionHeaded(page, closingCta.title).locator('> div').first();
  expect(await card.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
  await context.close();
});

test('with reduced motion the call to action is shown at once and its particles stand still', async ({
  browser,
}) => {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  await openEnhanced(page, '/');
  const cta = sectionHeaded(page, closingCta.title);
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
