import { expect, openEnhanced, test } from './fixtures';
import { prerenderedHtml } from './prerendered-html';

const projects = ['Lumina Health', 'Northpeak Outfitters', 'Ledgerly', 'Atelier Nord', 'Routewise'];
const chips = ['Web Design', 'SaaS Platforms', 'E-commerce', 'Healthcare Tech'];

test('the prerendered portfolio page holds the chips, buttons, five projects and the +3 More tag', async ({
  request,
}) => {
  const html = await prerenderedHtml(request, '/portfolio');
  for (const text of [
    'Work that moves',
    'Start Your Project',
    'Discuss Your Idea',
    'Recent client work',
    '+3 More',
    'Visit live site',
    ...chips,
    ...projects,
  ]) {
    expect(html, text).toContain(text);
  }
  expect(html).toContain('data-particles="30"');
  expect(html.match(/\+3 More/g)).toHaveLength(1);
});

test('the portfolio page shows its h1, chips and 30 hero particles', async ({ page }) => {
  await openEnhanced(page, '/portfolio');
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toContainText('Work that moves');
  expect(await h1.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
  const hero = page.locator('main > section').first();
  await expect(hero.getByRole('list', { name: 'What we build' }).getByRole('listitem')).toHaveText(
    chips,
  );
  await expect(hero.locator('[data-particles="30"] [data-particle]')).toHaveCount(30);
});

test('both hero buttons lead to /contact', async ({ page }) => {
  await page.goto('/portfolio');
  const hero = page.locator('main > section').first();
  await expect(hero.getByRole('link', { name: 'Start Your Project' })).toHaveAttribute(
    'href',
    '/contact',
  );
  await expect(hero.getByRole('link', { name: 'Discuss Your Idea' })).toHaveAttribute(
    'href',
    '/contact',
  );
  await hero.getByRole('link', { name: 'Discuss Your Idea' }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test('five project cards each show an image, category, description, tags and a live-site link in a new tab', async ({
  page,
}) => {
  await page.goto('/portfolio');
  const cards = page.locator('#projects article');
  await expect(cards).toHaveCount(5);
  await expect(cards.locator('h3')).toHaveText(projects);
  for (const card of await cards.all()) {
    await card.scrollIntoViewIfNeeded();
    await expect(card.locator('img')).toBeVisible();
    await expect(card.locator('img')).toHaveAttribute('alt', /.+/);
    await expect(card.locator('p', { hasText: 'Category:' })).toBeVisible();
    await expect(card.getByRole('list').getByRole('listitem').first()).toBeVisible();
    const link = card.getByRole('link', { name: /Visit live site/ });
    await expect(link).toHaveAttribute('href', /^https:\/\/[a-z-]+\.example$/);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  await expect(cards.nth(0).locator('p', { hasText: 'Category:' })).toHaveText(
    'Category: Healthcare Tech',
  );
  await expect(page.getByText('+3 More', { exact: true })).toHaveCount(1);
  await expect(cards.filter({ hasText: '+3 More' }).locator('h3')).toHaveText('Ledgerly');
});

test('the page closes with a call to action to /contact', async ({ page }) => {
  await page.goto('/portfolio');
  const closing = page.locator('section#contact');
  await closing.scrollIntoViewIfNeeded();
  await expect(closing.locator('[data-particle]')).toHaveCount(12);
  await closing.getByRole('link', { name: 'Start Your Project' }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test('every external link on the portfolio page opens in a new tab without an opener', async ({
  page,
}) => {
  await page.goto('/portfolio');
  const external = page.locator('main a[href^="http"]');
  expect(await external.count()).toBe(5);
  for (const link of await external.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
});
