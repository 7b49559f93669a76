import { expect, openEnhanced, test, waitUntilEnhanced, type Page } from './fixtures';
import { prerenderedHtml } from './prerendered-html';

const slugs = [
  'website-development',
  'frontend-development',
  'backend-development',
  'seo-digital-marketing',
  'email-marketing',
  'web-hosting',
];

/** The cards a visitor sees: every card is in the HTML, and CSS hides the other categories. */
const cards = (page: Page) => page.locator('#service-cards > li:visible');
/** The chosen filter, as assistive technology reads it: the checked radio's label. */
const chosen = (page: Page) => page.getByRole('radio', { checked: true });
const filter = (page: Page, label: string) => page.getByRole('radio', { name: label, exact: true });

test('the prerendered /services page holds every card, price, filter and step', async ({
  request,
}) => {
  const html = await prerenderedHtml(request, '/services');
  for (const text of [
    'Our Services',
    'Excellence in Digital Solutions',
    'All Services',
    'Development',
    'Marketing',
    'Hosting',
    'Includes',
    'Consultation',
    'Design',
    'Launch',
    'Start Your Project Today',
    'Showing all 6 services',
  ]) {
    expect(html, text).toContain(text);
  }
  for (const price of ['$1,499', '$999', '$1,299', '$499', '$299', '$9.99'])
    expect(html, price).toContain(price);
  expect(html.match(/href="\/contact\?service=/g)).toHaveLength(6);
  // A radio group: one checked from the start, no script needed to change it.
  expect(html.match(/type="radio"/g)).toHaveLength(4);
  expect(html.match(/type="radio"[^>]*checked=""|checked=""[^>]*type="radio"/g)).toHaveLength(1);
});

test('hero actions go to the contact page and to the service cards', async ({ page }) => {
  await page.goto('/services');
  const hero = page.locator('main > section').first();
  await expect(hero.getByRole('heading', { level: 1 })).toHaveText(
    /Our Services\s*Excellence in Digital Solutions/,
  );
  await expect(hero.getByRole('link', { name: 'Start Your Project' })).toHaveAttribute(
    'href',
    '/contact',
  );
  await hero.getByRole('link', { name: 'Explore Services' }).click();
  await expect(page).toHaveURL(/#services$/);
  await expect(page.locator('#services')).toBeInViewport();
  await hero.getByRole('link', { name: 'Start Your Project' }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test('the filter shows 6, 3, 2 or 1 cards, keeps the choice in the URL and the back button restores it', async ({
  page,
}) => {
  await openEnhanced(page, '/services');
  await expect(cards(page)).toHaveCount(6);
  await expect(chosen(page)).toHaveAccessibleName('All Services');

  const steps = [
    ['Development', 3, 'development'],
    ['Marketing', 2, 'marketing'],
    ['Hosting', 1, 'hosting'],
  ] as const;
  for (const [label, count, category] of steps) {
    const radio = filter(page, label);
    await radio.check();
    await expect(cards(page)).toHaveCount(count);
    // Filtering is not a new page: focus stays on the choice just made.
    await expect(radio).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`/services\\?category=${category}$`));
    await expect(chosen(page)).toHaveAccessibleName(label);
    // Every status line is in the HTML; the one shown (and read out) is the chosen filter's.
    await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toHaveText(
      `Showing ${count} ${category} service${count === 1 ? '' : 's'}`,
      { useInnerText: true },
    );
    for (const card of await cards(page).locator('article').all()) {
      await expect(card).toHaveAttribute('data-category', category);
    }
  }

  await page.goBack();
  await expect(page).toHaveURL(/category=marketing$/);
  await expect(chosen(page)).toHaveAccessibleName('Marketing');
  await expect(cards(page)).toHaveCount(2);
  await page.goBack();
  await expect(chosen(page)).toHaveAccessibleName('Development');
  await expect(cards(page)).toHaveCount(3);

  await filter(page, 'All Services').check();
  await expect(page).toHaveURL(/\/services$/);
  await expect(cards(page)).toHaveCount(6);
});

test('choosing a filter does not scroll the page away', async ({ page }) => {
  await openEnhanced(page, '/services#services');
  const before = await page.evaluate(() => window.scrollY);
  await filter(page, 'Hosting').check();
  await expect(cards(page)).toHaveCount(1);
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThan(5);
});

test('a shared link opens on its category; an unknown category shows all six', async ({ page }) => {
  await openEnhanced(page, '/services?category=marketing');
  await expect(chosen(page)).toHaveAccessibleName('Marketing');
  await expect(cards(page)).toHaveCount(2);
  // A reload keeps it.
  await page.reload();
  await waitUntilEnhanced(page);
  await expect(chosen(page)).toHaveAccessibleName('Marketing');
  await expect(cards(page)).toHaveCount(2);

  await openEnhanced(page, '/services?category=nonsense');
  await expect(chosen(page)).toHaveAccessibleName('All Services');
  await expect(cards(page)).toHaveCount(6);
});

test('each card shows its price and its Get Started link names the service and opens the contact form', async ({
  page,
}) => {
  await page.goto('/services');
  const links = page.locator('#service-cards a[href^="/contact?service="]');
  await expect(links).toHaveCount(6);
  expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(
    slugs.map((slug) => `/contact?service=${slug}`),
  );
  for (const link of await links.all()) {
    await expect(link).toHaveAccessibleName(/^Get Started with .+/);
    const visible = await link.evaluate((a) =>
      [...a.childNodes]
        .filter((node) => !(node instanceof Element && node.classList.contains('sr-only')))
        .map((node) => node.textContent)
        .join('')
        .trim(),
    );
    expect(visible).toBe('Get Started');
  }
  const prices = await page
    .locator('#service-cards article')
    .evaluateAll((articles) =>
      articles.map((a) => (a as HTMLElement).innerText.match(/\$[\d,.]+(\/month)?/)?.[0]),
    );
  expect(prices).toEqual(['$1,499', '$999', '$1,299', '$499/month', '$299/month', '$9.99/month']);

  await page.getByRole('link', { name: 'Get Started with Email Marketing' }).click();
  await expect(page).toHaveURL(/\/contact\?service=email-marketing$/);
});

test('the four steps are numbered 01 to 04 and the page closes with Start Your Project Today', async ({
  page,
}) => {
  await page.goto('/services');
  const steps = page.locator('#process ol > li');
  await expect(steps).toHaveCount(4);
  await expect(steps.locator('h3')).toHaveText(['Consultation', 'Design', 'Development', 'Launch']);
  for (const [index, step] of (await steps.all()).entries()) {
    await expect(step).toContainText(`0${index + 1}`);
  }
  const cta = page.locator('section#contact');
  await cta.scrollIntoViewIfNeeded();
  const start = cta.getByRole('link', { name: 'Start Your Project Today' });
  await expect(start).toHaveAttribute('href', '/contact');
  await start.click();
  await expect(page).toHaveURL(/\/contact$/);
});
