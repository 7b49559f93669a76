import {
  filterStatus,
  headingPattern,
  services,
  servicesIn,
  servicesPage,
  urlEndingIn,
} from './content';
import {
  expect,
  openEnhanced,
  sectionHeaded,
  test,
  waitUntilEnhanced,
  type Page,
} from './fixtures';
import { prerenderedHtml } from './prerendered-html';

const { hero, filters, cards: cardsCopy, process, closing } = servicesPage;

/** The cards a visitor sees: every card is in the HTML, and CSS hides the other categories. */
const cards = (page: Page) => page.locator('#service-cards > li:visible');
/** The chosen filter, as assistive technology reads it: the checked radio's label. */
const chosen = (page: Page) => page.getByRole('radio', { checked: true });
const filter = (page: Page, label: string) => page.getByRole('radio', { name: label, exact: true });

const allFilter = filters.find(({ value }) => value === 'all')!;
/** The category filters, in the order the page offers them. */
const categoryFilters = filters.filter(({ value }) => value !== 'all');
/** A category with services in it, for the tests that choose one. */
const someCategory = categoryFilters.find(({ value }) => servicesIn(value).length > 0)!;

test('the content names an "all" filter and a category with services', () => {
  expect(allFilter).toBeDefined();
  expect(someCategory).toBeDefined();
});

test('the prerendered /services page holds every card, price, filter and step', async ({
  request,
}) => {
  const html = await prerenderedHtml(request, '/services');
  for (const text of [
    hero.title,
    ...(hero.highlight ? [hero.highlight] : []),
    ...filters.map(({ label }) => label),
    cardsCopy.includesLabel,
    ...process.steps.map(({ title }) => title),
    closing.action.label,
    filterStatus('all'),
    ...services.map(({ card }) => card.title),
  ]) {
    expect(html, text).toContain(text);
  }
  for (const { card } of services) {
    // Every price names its currency and amount.
    const amount = card.price.match(/\$[\d,]+(?:\.\d+)?/)?.[0];
    expect(amount, `${card.title}: ${card.price}`).toBeDefined();
    expect(html, card.price).toContain(amount!);
  }
  expect(html.match(/href="\/contact\?service=/g)).toHaveLength(services.length);
  // A radio group: one checked from the start, no script needed to change it.
  expect(html.match(/type="radio"/g)).toHaveLength(filters.length);
  expect(html.match(/type="radio"[^>]*checked=""|checked=""[^>]*type="radio"/g)).toHaveLength(1);
});

test('hero actions go to the contact page and to the service cards', async ({ page }) => {
  const toPage = hero.actions.find(({ href }) => href.startsWith('/'));
  const inPage = hero.actions.find(({ href }) => href.startsWith('#'));
  expect(toPage && inPage, 'one action leads to a page, one into this page').toBeTruthy();
  await page.goto('/services');
  const heroSection = page.locator('main > section').first();
  await expect(heroSection.getByRole('heading', { level: 1 })).toHaveText(headingPattern(hero));
  await expect(heroSection.getByRole('link', { name: toPage!.label, exact: true })).toHaveAttribute(
    'href',
    toPage!.href,
  );
  await heroSection.getByRole('link', { name: inPage!.label, exact: true }).click();
  await expect(page).toHaveURL(urlEndingIn(inPage!.href));
  await expect(page.locator(inPage!.href)).toBeInViewport();
  await heroSection.getByRole('link', { name: toPage!.label, exact: true }).click();
  await expect(page).toHaveURL(urlEndingIn(toPage!.href));
});

test('the filter shows each category’s cards, keeps the choice in the URL and the back button restores it', async ({
  page,
}) => {
  await openEnhanced(page, '/services');
  await expect(cards(page)).toHaveCount(services.length);
  await expect(chosen(page)).toHaveAccessibleName(allFilter.label);

  for (const { label, value: category } of categoryFilters) {
    const radio = filter(page, label);
    await radio.check();
    await expect(cards(page)).toHaveCount(servicesIn(category).length);
    // Filtering is not a new page: focus stays on the choice just made.
    await expect(radio).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`/services\\?category=${category}$`));
    await expect(chosen(page)).toHaveAccessibleName(label);
    // Every status line is in the HTML; the one shown (and read out) is the chosen filter's.
    await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toHaveText(
      filterStatus(category),
      { useInnerText: true },
    );
    for (const card of await cards(page).locator('article').all()) {
      await expect(card).toHaveAttribute('data-category', category);
    }
  }

  // Back through the choices, newest first.
  for (const { label, value: category } of categoryFilters.slice(0, -1).reverse()) {
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`category=${category}$`));
    await expect(chosen(page)).toHaveAccessibleName(label);
    await expect(cards(page)).toHaveCount(servicesIn(category).length);
  }

  await filter(page, allFilter.label).check();
  await expect(page).toHaveURL(/\/services$/);
  await expect(cards(page)).toHaveCount(services.length);
});

test('choosing a filter does not scroll the page away', async ({ page }) => {
  const last = categoryFilters.at(-1)!;
  await openEnhanced(page, `/services#${cardsCopy.id}`);
  const before = await page.evaluate(() => window.scrollY);
  await filter(page, last.label).check();
  await expect(cards(page)).toHaveCount(servicesIn(last.value).length);
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThan(5);
});

test('a shared link opens on its category; an unknown category shows every service', async ({
  page,
}) => {
  const { label, value } = someCategory;
  await openEnhanced(page, `/services?category=${value}`);
  await expect(chosen(page)).toHaveAccessibleName(label);
  await expect(cards(page)).toHaveCount(servicesIn(value).length);
  // A reload keeps it.
  await page.reload();
  await waitUntilEnhanced(page);
  await expect(chosen(page)).toHaveAccessibleName(label);
  await expect(cards(page)).toHaveCount(servicesIn(value).length);

  await openEnhanced(page, '/services?category=nonsense');
  await expect(chosen(page)).toHaveAccessibleName(allFilter.label);
  await expect(cards(page)).toHaveCount(services.length);
});

test('each card shows its price and its link names the service and opens the contact form', async ({
  page,
}) => {
  const { actionLabel } = cardsCopy;
  await page.goto('/services');
  const links = page.locator('#service-cards a[href^="/contact?service="]');
  await expect(links).toHaveCount(services.length);
  expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(
    services.map(({ slug }) => `/contact?service=${slug}`),
  );
  for (const [index, link] of (await links.all()).entries()) {
    await expect(link).toHaveAccessibleName(`${actionLabel} with ${services[index]!.card.title}`);
    const visible = await link.evaluate((a) =>
      [...a.childNodes]
        // Leaves out the words only a screen reader gets: a 1 px box, taken out of the flow.
        .filter(
          (node) =>
            !(
              node instanceof Element &&
              getComputedStyle(node).position === 'absolute' &&
              node.getBoundingClientRect().width <= 1
            ),
        )
        .map((node) => node.textContent)
        .join('')
        .trim(),
    );
    expect(visible).toBe(actionLabel);
  }
  // The price as the visitor reads it, its lead, amount and period on their own lines.
  const prices = await page
    .locator('#service-cards article')
    .evaluateAll((articles) =>
      articles.map((a) => (a as HTMLElement).innerText.replace(/\s+/g, ' ')),
    );
  expect(prices).toHaveLength(services.length);
  for (const [index, { card }] of services.entries())
    expect(prices[index], card.title).toContain(card.price);

  const last = services.at(-1)!;
  await page.getByRole('link', { name: `${actionLabel} with ${last.card.title}` }).click();
  await expect(page).toHaveURL(urlEndingIn(`/contact?service=${last.slug}`));
});

test('the process steps are numbered in order and the page closes with its call to action', async ({
  page,
}) => {
  await page.goto('/services');
  const steps = page.locator(`#${process.id} ol > li`);
  await expect(steps).toHaveCount(process.steps.length);
  await expect(steps.locator('h3')).toHaveText(process.steps.map(({ title }) => title));
  for (const [index, step] of (await steps.all()).entries()) {
    await expect(step).toContainText(process.steps[index]!.step);
  }
  const cta = sectionHeaded(page, closing.title);
  await cta.scrollIntoViewIfNeeded();
  const start = cta.getByRole('link', { name: closing.action.label, exact: true });
  await expect(start).toHaveAttribute('href', closing.action.href);
  await start.click();
  await expect(page).toHaveURL(urlEndingIn(closing.action.href));
});
