import { expect, openEnhanced, test } from './fixtures';
import { prerenderedHtml } from './prerendered-html';

const serviceCards = [
  ['Website & Web Application Development', '/services/website-development'],
  ['Frontend Development', '/services/frontend-development'],
  ['Backend Development', '/services/backend-development'],
  ['SEO & Digital Marketing Services', '/services/seo-digital-marketing'],
  ['Email Marketing', '/services/email-marketing'],
  ['Web Hosting & Domain Registration', '/services/web-hosting'],
] as const;

const sectionHeadings = [
  'Everything your business needs to win online',
  'A partner that treats your growth like our own',
  'Websites that earn their keep',
  'What our clients say',
  'Ready to Scale Your Digital Presence?',
];

test('the prerendered home page holds the hero, final figures, services, about, teaser and testimonials', async ({
  request,
}) => {
  const html = await prerenderedHtml(request, '/');
  for (const text of [
    'Digital growth, engineered',
    'Get Started',
    'Our Projects',
    '>200+<',
    '>99%<',
    '>10<',
    'Projects completed',
    'Years of experience',
    '>150+<',
    'Projects delivered',
    '>98%<',
    'Client satisfaction',
    'View Full Portfolio',
    'Orbit Fitness',
    'Harbor Legal',
    'Verde Market',
    'Meera Kapoor',
    'James Whitfield',
    'Ananya Desai',
    'Carlos Mendes',
    'Hannah Lee',
    'Ready to Scale Your Digital Presence?',
    ...serviceCards.map(([title]) => title),
    ...sectionHeadings,
  ]) {
    expect(html, text).toContain(text);
  }
  expect(html).toContain('data-particles="40"');
  expect(html.match(/<figure/g)).toHaveLength(5);
});

test('the home page shows its h1 and every section, and the headline is never hidden', async ({
  page,
}) => {
  await openEnhanced(page, '/');
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toContainText('Digital growth, engineered');
  expect(await h1.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
  for (const name of sectionHeadings) {
    const heading = page.getByRole('heading', { level: 2, name });
    await heading.scrollIntoViewIfNeeded();
    await expect(heading).toBeVisible();
  }
  await expect(page.locator('#testimonials figure')).toHaveCount(5);
});

test('the hero has 40 particles and its counters settle on 200+, 99% and 10', async ({ page }) => {
  await openEnhanced(page, '/');
  const hero = page.locator('main > section').first();
  await expect(hero.locator('[data-particles="40"] [data-particle]')).toHaveCount(40);
  await expect(hero.locator('[data-particles]')).toHaveAttribute('aria-hidden', 'true');
  const counters = hero.locator('[data-count-up]');
  await counters.first().scrollIntoViewIfNeeded();
  await expect
    .poll(() => counters.allTextContents(), { timeout: 5000 })
    .toEqual(['200+', '99%', '10']);
  await expect(hero.locator('dl')).toContainText('200+');
});

test('with reduced motion the counters show their final figures at once', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  // Once the enhancement script has run, it has had its chance to reset them.
  await openEnhanced(page, '/');
  const counters = page.locator('[data-count-up]');
  expect(await counters.allTextContents()).toEqual(['200+', '99%', '10', '150+', '98%']);
  await page.locator('#about').scrollIntoViewIfNeeded();
  expect(await counters.allTextContents()).toEqual(['200+', '99%', '10', '150+', '98%']);
  await context.close();
});

test('the about figures count up to 150+ and 98% once scrolled into view', async ({ page }) => {
  await openEnhanced(page, '/');
  const counters = page.locator('#about [data-count-up]');
  await counters.first().scrollIntoViewIfNeeded();
  await expect.poll(() => counters.allTextContents(), { timeout: 5000 }).toEqual(['150+', '98%']);
});

test('the hero buttons lead to /contact and /portfolio', async ({ page }) => {
  await page.goto('/');
  const hero = page.locator('main > section').first();
  await expect(hero.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/contact');
  await hero.getByRole('link', { name: 'Our Projects' }).click();
  await expect(page).toHaveURL(/\/portfolio$/);
  await page.goBack();
  await page.locator('main > section').first().getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

for (const [title, href] of serviceCards) {
  test(`the "${title}" card opens ${href}`, async ({ page }) => {
    await page.goto('/');
    const card = page
      .locator('#services article')
      .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
    await expect(card.getByRole('link')).toHaveAttribute('href', href);
    await card.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });
}

test('the about section links to /about-us and "View Full Portfolio" to /portfolio', async ({
  page,
}) => {
  await page.goto('/');
  await page.locator('#about').getByRole('link', { name: 'More About Us' }).click();
  await expect(page).toHaveURL(/\/about-us$/);
  await page.goto('/');
  await page.getByRole('link', { name: 'View Full Portfolio' }).click();
  await expect(page).toHaveURL(/\/portfolio$/);
});

test('the portfolio teaser cards open three client sites in a new tab', async ({ page }) => {
  await page.goto('/');
  const links = page.locator('#work article a');
  await expect(links).toHaveCount(3);
  expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([
    'https://orbitfitness.example',
    'https://harborlegal.example',
    'https://verdemarket.example',
  ]);
  await expect(page.locator('#work article img')).toHaveCount(3);
  await expect(links.first()).toHaveAccessibleName('Orbit Fitness (opens in a new tab)');
});

test('every external link on the home page opens in a new tab without an opener', async ({
  page,
}) => {
  await page.goto('/');
  const external = page.locator('main a[href^="http"]');
  expect(await external.count()).toBeGreaterThan(0);
  for (const link of await external.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
});
