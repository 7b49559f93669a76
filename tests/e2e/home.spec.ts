import {
  caseStudyOf,
  closingCta,
  homePage,
  homeProjects,
  services,
  statText,
  urlEndingIn,
} from './content';
import { expect, openEnhanced, test } from './fixtures';
import { prerenderedHtml } from './prerendered-html';

const home = homePage;
const [mainAction, secondAction] = home.hero.actions;

/** The page's section headings, in page order: its own, then the shared call to action. */
const sectionHeadings = [
  home.services.title,
  home.about.title,
  home.portfolio.title,
  home.testimonials.title,
  closingCta.title,
];

test('the prerendered home page holds the hero, final figures, services, about, teaser and testimonials', async ({
  request,
}) => {
  const html = await prerenderedHtml(request, '/');
  for (const text of [
    home.hero.title,
    ...home.hero.actions.map(({ label }) => label),
    ...[...home.heroStats, ...home.about.stats].flatMap((stat) => [
      `>${statText(stat)}<`,
      stat.label,
    ]),
    ...home.about.paragraphs,
    ...home.about.highlights,
    home.portfolio.viewAll.label,
    ...homeProjects.map(({ title }) => title),
    ...home.testimonials.items.map(({ name }) => name),
    ...services.map(({ title }) => title),
    ...sectionHeadings,
  ]) {
    expect(html, text).toContain(text);
  }
  expect(html).toContain('data-particles="40"');
  expect(html.match(/<figure/g)).toHaveLength(home.testimonials.items.length);
});

test('the home page shows its h1 and every section, and the headline is never hidden', async ({
  page,
}) => {
  await openEnhanced(page, '/');
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toContainText(home.hero.title);
  expect(await h1.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
  for (const name of sectionHeadings) {
    const heading = page.getByRole('heading', { level: 2, name, exact: true });
    await heading.scrollIntoViewIfNeeded();
    await expect(heading).toBeVisible();
  }
  await expect(page.locator('#testimonials figure')).toHaveCount(home.testimonials.items.length);
});

test('the hero has 40 particles and its counters settle on the figures of the page', async ({
  page,
}) => {
  await openEnhanced(page, '/');
  const hero = page.locator('main > section').first();
  await expect(hero.locator('[data-particles="40"] [data-particle]')).toHaveCount(40);
  await expect(hero.locator('[data-particles]')).toHaveAttribute('aria-hidden', 'true');
  const counters = hero.locator('[data-count-up]');
  await counters.first().scrollIntoViewIfNeeded();
  await expect
    .poll(() => counters.allTextContents(), { timeout: 5000 })
    .toEqual(home.heroStats.map(statText));
  await expect(hero.locator('dl')).toContainText(statText(home.heroStats[0]!));
});

test('with reduced motion the counters show their final figures at once', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  const figures = [...home.heroStats, ...home.about.stats].map(statText);
  // Once the enhancement script has run, it has had its chance to reset them.
  await openEnhanced(page, '/');
  const counters = page.locator('[data-count-up]');
  expect(await counters.allTextContents()).toEqual(figures);
  await page.locator('#about').scrollIntoViewIfNeeded();
  expect(await counters.allTextContents()).toEqual(figures);
  await context.close();
});

test('the about figures count up once scrolled into view', async ({ page }) => {
  await openEnhanced(page, '/');
  const counters = page.locator('#about [data-count-up]');
  await counters.first().scrollIntoViewIfNeeded();
  await expect
    .poll(() => counters.allTextContents(), { timeout: 5000 })
    .toEqual(home.about.stats.map(statText));
});

test('the hero buttons lead where the page says', async ({ page }) => {
  await page.goto('/');
  const hero = page.locator('main > section').first();
  await expect(hero.getByRole('link', { name: mainAction!.label, exact: true })).toHaveAttribute(
    'href',
    mainAction!.href,
  );
  await hero.getByRole('link', { name: secondAction!.label, exact: true }).click();
  await expect(page).toHaveURL(urlEndingIn(secondAction!.href));
  await page.goBack();
  await page
    .locator('main > section')
    .first()
    .getByRole('link', { name: mainAction!.label, exact: true })
    .click();
  await expect(page).toHaveURL(urlEndingIn(mainAction!.href));
});

test('each service card links to its service page, and a card opens it', async ({ page }) => {
  await page.goto('/');
  const card = (title: string) =>
    page
      .locator('#services article')
      .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  for (const { title, slug } of services)
    await expect(card(title).getByRole('link'), title).toHaveAttribute('href', `/services/${slug}`);
  const { title, slug } = services.at(-1)!;
  await card(title).click();
  await expect(page).toHaveURL(urlEndingIn(`/services/${slug}`));
});

test('the about section links to its page and the portfolio teaser to the portfolio', async ({
  page,
}) => {
  const { link } = home.about;
  const { viewAll } = home.portfolio;
  await page.goto('/');
  await page.locator('#about').getByRole('link', { name: link.label, exact: true }).click();
  await expect(page).toHaveURL(urlEndingIn(link.href));
  await page.goto('/');
  await page.getByRole('link', { name: viewAll.label, exact: true }).click();
  await expect(page).toHaveURL(urlEndingIn(viewAll.href));
});

test('the portfolio teaser cards open their case study if any, and always their client site in a new tab', async ({
  page,
}) => {
  await page.goto('/');
  const links = page.locator('#work article a');
  const expected = homeProjects.flatMap(({ title, link }) => {
    const study = caseStudyOf(link);
    const live = { href: link, name: `${title} (opens in a new tab)` };
    return study
      ? [
          { href: study, name: title },
          {
            href: link,
            name: `${homePage.portfolio.linkLabel} (${title}, opens in a new tab)`,
          },
        ]
      : [live];
  });
  expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(
    expected.map(({ href }) => href),
  );
  await expect(page.locator('#work article img')).toHaveCount(homeProjects.length);
  for (const [index, { name }] of expected.entries())
    await expect(links.nth(index)).toHaveAccessibleName(name);
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
