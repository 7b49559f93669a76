import { basename, extname } from 'node:path';
import {
  filled,
  headingPattern,
  hostingPlans,
  literally,
  lowestPlanPrice,
  sectionWords,
  servicePages,
  servicePagesWithVideo,
  services,
  urlEndingIn,
  type ServicePage,
  type ServicePageSection,
} from './content';
import { expect, openEnhanced, sectionHeaded, test, type Page } from './fixtures';
import { prerenderedHtml } from './prerendered-html';
import { noPageOfItsOwn, sampleTitle, servicePageSamples } from './site-routes';

const hero = (page: Page) => page.locator('main > section').first();

/** The price chip under a page's hero: its own words, or its service's starting price. */
function priceChip({ slug, hero: { priceFact } }: ServicePage): string {
  if (priceFact) return filled(priceFact, { 'lowest plan price': lowestPlanPrice() });
  return services.find((service) => service.slug === slug)!.card.price;
}

const sectionsOf = (kind: string) =>
  servicePages.flatMap((page) =>
    page.sections
      .filter((section) => section.discriminant === kind)
      .map((section) => ({ page, section: section.value })),
  );

test('every service has its page', () => {
  expect(servicePages.map(({ slug }) => slug)).toEqual(services.map(({ slug }) => slug));
});

// A page of each shape in the browser (`servicePageSamples`): the same template draws them all.
for (const sample of servicePageSamples) {
  test(`${sampleTitle(sample, ({ path }) => path)}: hero, actions, anchors, process steps and closing call to action`, async ({
    page,
  }) => {
    test.skip(sample.entry === undefined, noPageOfItsOwn(sample));
    const { path, hero: heroCopy, closing, sections } = sample.entry!;
    const process = sections.find(({ discriminant }) => discriminant === 'process')?.value;
    await page.goto(path);
    await expect(hero(page).getByRole('heading', { level: 1 })).toHaveText(
      headingPattern(heroCopy),
    );
    for (const { label, href } of heroCopy.actions) {
      const link = hero(page).getByRole('link', { name: label, exact: true });
      await expect(link).toHaveAttribute('href', href);
      if (href.startsWith('#')) await expect(page.locator(href)).toHaveCount(1);
    }

    if (process) {
      const steps = page.locator(`#${process.id} ol > li`);
      await expect(steps).toHaveCount(process.steps!.length);
      for (const [index, step] of (await steps.all()).entries())
        await expect(step).toContainText(process.steps![index]!.step);
    }

    const cta = sectionHeaded(page, closing.title);
    await expect(
      cta.getByRole('link', { name: closing.action.label, exact: true }),
    ).toHaveAttribute('href', closing.action.href);

    const inPage = heroCopy.actions.find(({ href }) => href.startsWith('#'));
    if (inPage) {
      await hero(page).getByRole('link', { name: inPage.label, exact: true }).click();
      await expect(page).toHaveURL(urlEndingIn(inPage.href));
      await expect(page.locator(inPage.href)).toBeInViewport();
      await page.goto(path);
    }
    const toPage = heroCopy.actions.find(({ href }) => href.startsWith('/'));
    expect(toPage, 'a hero action leads to another page').toBeDefined();
    await hero(page).getByRole('link', { name: toPage!.label, exact: true }).click();
    await expect(page).toHaveURL(urlEndingIn(toPage!.href));
  });
}

// Every page's words, read from its prerendered HTML: one request a page, no browser.
test("every service page's prerendered HTML holds the page's copy and its price", async ({
  request,
}) => {
  for (const servicePage of servicePages) {
    const { path, hero: heroCopy, closing, sections } = servicePage;
    const html = await prerenderedHtml(request, path);
    const plans = sections.some(({ discriminant }) => discriminant === 'plans')
      ? hostingPlans.flatMap(({ name, price, period, features }) => [
          name,
          price,
          period,
          ...features,
        ])
      : [];
    for (const text of [
      heroCopy.title,
      ...(heroCopy.highlight ? [heroCopy.highlight] : []),
      ...heroCopy.highlights,
      priceChip(servicePage),
      ...sections.flatMap((section: ServicePageSection) => sectionWords(section)),
      ...plans,
      closing.title,
      closing.text,
      closing.action.label,
    ])
      expect(html, `${path}: ${text}`).toContain(text);
    expect(html, path).not.toMatch(/<script[^>]+src="https?:\/\//);
  }
});

test('a service page hero fills at least 90% of the viewport behind a poster and a muted, looping video', async ({
  page,
}) => {
  const [servicePage] = servicePagesWithVideo;
  expect(servicePage, 'a service page has a video').toBeDefined();
  const { path, poster, videoWebm } = servicePage!;
  await openEnhanced(page, path);
  const box = await hero(page).boundingBox();
  const viewport = page.viewportSize()!;
  expect(box!.height).toBeGreaterThanOrEqual(viewport.height * 0.9 - 1);
  const backdrop = hero(page).locator('[aria-hidden="true"]').first();
  const posterName = literally(basename(poster, extname(poster))).source;
  await expect(backdrop.locator('img')).toHaveAttribute(
    'src',
    new RegExp(`/assets/${posterName}\\.[\\w.-]+\\.jpg$`),
  );
  const video = hero(page).locator('video');
  await expect(video).toHaveCount(1, { timeout: 10_000 });
  expect(await video.evaluate((v: HTMLVideoElement) => [v.muted, v.loop, v.autoplay])).toEqual([
    true,
    true,
    true,
  ]);
  await expect(video.locator('source')).toHaveCount(2);
  await expect(video.locator('source').first()).toHaveAttribute(
    'src',
    new RegExp(`/assets/${literally(basename(videoWebm!, '.webm')).source}\\.[\\w-]+\\.webm$`),
  );
});

test('technologies show their logos from simple-icons, and frameworks their benefits, with no off-site script', async ({
  page,
}) => {
  const [technologies] = sectionsOf('technologies');
  expect(technologies, 'a service page lists technologies').toBeDefined();
  const { page: servicePage, section } = technologies!;
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await openEnhanced(page, servicePage.path);
  const shown = page.locator(`#${section.id} [data-technology]`);
  const listed = section.technologies!;
  await expect(shown).toHaveCount(listed.length);
  await expect(shown.locator('h3')).toHaveText(listed.map(({ name }) => name));
  const logos = shown.locator('img[src$=".svg"]');
  await expect(logos).toHaveCount(listed.filter(({ logo }) => logo).length);
  // Every logo file is served from the site itself and actually decodes.
  for (const logo of await logos.all()) {
    await logo.scrollIntoViewIfNeeded();
    await expect
      .poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
  }
  for (const [index, { description }] of listed.entries())
    if (description) await expect(shown.nth(index).locator('p')).toHaveText(description);
  const offSite = await page
    .locator('script[src]')
    .evaluateAll((list) =>
      list
        .map((s) => (s as HTMLScriptElement).src)
        .filter((src) => new URL(src).origin !== location.origin),
    );
  expect(offSite).toEqual([]);
  const origin = new URL(page.url()).origin;
  expect(scripts.filter((url) => new URL(url).origin !== origin)).toEqual([]);

  for (const { page: withFrameworks, section: frameworks } of sectionsOf('frameworks')) {
    if (withFrameworks.path !== servicePage.path) await page.goto(withFrameworks.path);
    const articles = page.locator(`#${frameworks.id} article`);
    await expect(articles).toHaveCount(frameworks.frameworks!.length);
    for (const [index, { benefits }] of frameworks.frameworks!.entries())
      await expect(articles.nth(index).locator('li')).toHaveText(benefits);
  }
});

test('hosting plans: each price per period, one recommended with the badge, each button opens the contact form with its plan', async ({
  page,
}) => {
  const [withPlans] = sectionsOf('plans');
  expect(withPlans, 'a service page shows the hosting plans').toBeDefined();
  const { page: servicePage, section } = withPlans!;
  const { badge, actionLabel } = section;
  await page.goto(servicePage.path);
  const plans = page.locator(`#${section.id} [data-plan]`);
  await expect(plans).toHaveCount(hostingPlans.length);
  await expect(plans.locator('h3')).toHaveText(hostingPlans.map(({ name }) => name));
  const recommended = hostingPlans.filter((plan) => plan.recommended);
  expect(recommended).toHaveLength(1);
  await expect(page.locator(`#${section.id}`).getByText(badge!, { exact: true })).toHaveCount(1);
  await expect(page.locator(`#${section.id} [data-plan="${recommended[0]!.name}"]`)).toContainText(
    badge!,
  );
  for (const { name, price, period, features } of hostingPlans) {
    const plan = page.locator(`#${section.id} [data-plan="${name}"]`);
    await expect(plan).toContainText(`${price}${period}`);
    await expect(plan.locator('li')).toHaveText(features);
    await expect(
      plan.getByRole('link', { name: `${actionLabel} with the ${name} plan` }),
    ).toHaveAttribute('href', `/contact?plan=${name.toLowerCase()}`);
  }
  await page
    .locator(`#${section.id} [data-plan="${recommended[0]!.name}"]`)
    .getByRole('link')
    .click();
  await expect(page).toHaveURL(urlEndingIn(`/contact?plan=${recommended[0]!.name.toLowerCase()}`));
});

test('cards list their bullets, and card grids step from one column up to their widest', async ({
  page,
}) => {
  const withBullets = sectionsOf('cards').find(({ section }) =>
    section.cards!.some(({ bullets }) => bullets?.length),
  );
  expect(withBullets, 'a service page has cards with bullets').toBeDefined();
  const { page: servicePage, section } = withBullets!;
  await page.goto(servicePage.path);
  const cards = page.locator(`#${section.id} article`);
  await expect(cards).toHaveCount(section.cards!.length);
  for (const [index, { bullets = [] }] of section.cards!.entries())
    await expect(cards.nth(index).locator('li')).toHaveText(bullets);
  const columns = () =>
    page
      .locator(`#${section.id} > div > ul`)
      .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length);
  // Two or four cards stay in pairs, three sit side by side, others fill rows of three.
  const count = section.cards!.length;
  const pairs = count === 2 || count === 4;
  expect(await columns()).toBe(pairs ? 2 : 3);
  await page.setViewportSize({ width: 800, height: 900 });
  expect(await columns()).toBe(count === 3 ? 3 : 2);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await columns()).toBe(1);
});
