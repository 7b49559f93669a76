import { expect, openEnhanced, test } from './fixtures';
import { prerenderedHtml } from './prerendered-html';

const team = [
  ['Aarav Mehta', 'Founder & CEO'],
  ['Sarah Mitchell', 'Creative Director'],
  ['Rohan Iyer', 'Head of Engineering'],
  ['Emily Carter', 'SEO & Growth Lead'],
  ['Priya Nair', 'Lead UI/UX Designer'],
  ['Daniel Brooks', 'Email Marketing Strategist'],
  ['Kavya Reddy', 'Cloud & Hosting Engineer'],
] as const;

const values = ['Innovation', 'Excellence', 'Integrity', 'Collaboration', 'Growth', 'Impact'];

const sectionHeadings = [
  'From a two-person studio to a global team',
  'Mission and vision',
  'What guides every project',
  'Meet the leadership team',
  'How we work together',
  'Awards and recognition',
  'Let’s Write Your Next Chapter Together',
];

test('the prerendered about page holds the figures, story, values, team, culture, awards and claims', async ({
  request,
}) => {
  const html = await prerenderedHtml(request, '/about-us');
  for (const text of [
    'The people behind',
    '>2015<',
    'Founded',
    '>500+<',
    'Campaigns launched',
    '>50+<',
    'Team members',
    '>98%<',
    'Client satisfaction',
    'href="#our-story"',
    'id="our-story"',
    'A team of 15+',
    '200+ campaigns delivered',
    'Serving global clients',
    'Our Mission',
    'Our Vision',
    'Always learning',
    'One team, two time zones',
    'Craft over shortcuts',
    'Hosting Partner of the Year',
    '100%',
    'satisfaction',
    '24/7',
    'support',
    'aria-label="Infinite"',
    'possibilities',
    ...values,
    ...team.flat(),
    ...sectionHeadings,
  ]) {
    expect(html, text).toContain(text);
  }
  for (const year of ['2015', '2017', '2020', '2023'])
    expect(html).toMatch(new RegExp(`>${year}</span>`));
  // The hero poster is in the HTML, loaded eagerly with high priority; the video is added only after load.
  expect(html).toMatch(/<img[^>]+src="[^"]*\/assets\/about-us\.[\w-]+\.jpg"[^>]*>/);
  expect(html.match(/<img[^>]+\/assets\/about-us\.[^>]*>/)?.[0]).toMatch(/fetchpriority="high"/i);
});

test('the about page shows its h1 and every section', async ({ page }) => {
  await openEnhanced(page, '/about-us');
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toContainText('The people behind');
  expect(await h1.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
  for (const name of sectionHeadings) {
    const heading = page.getByRole('heading', { level: 2, name });
    await heading.scrollIntoViewIfNeeded();
    await expect(heading).toBeVisible();
  }
  await expect(page.locator('#values h3')).toHaveText(values);
  await expect(page.locator('#culture article')).toHaveCount(3);
  await expect(page.locator('#awards article')).toHaveCount(4);
});

test('the hero shows the founding year, campaigns, team and satisfaction over a background poster', async ({
  page,
}) => {
  await openEnhanced(page, '/about-us');
  const hero = page.locator('main > section').first();
  await expect(hero.locator('dd')).toHaveText(['2015', '500+', '50+', '98%']);
  await expect(hero.locator('img, video').first()).toBeAttached();
});

test('the story link scrolls to the story and its timeline', async ({ page }) => {
  await page.goto('/about-us');
  await page.getByRole('link', { name: 'Discover Our Story' }).click();
  await expect(page).toHaveURL(/#our-story$/);
  await expect(
    page.getByRole('heading', { level: 2, name: 'From a two-person studio to a global team' }),
  ).toBeInViewport();
  await expect(page.locator('#our-story ol > li')).toHaveCount(4);
  await expect(page.locator('#our-story ol > li > span')).toHaveText([
    '2015',
    '2017',
    '2020',
    '2023',
  ]);
});

test('the team shows seven portraits, each with a LinkedIn profile opening in a new tab', async ({
  page,
}) => {
  await page.goto('/about-us');
  const cards = page.locator('#team article');
  await expect(cards).toHaveCount(7);
  for (const [index, [name, role]] of team.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(name);
    await expect(card).toContainText(role);
    await expect(card.locator('img')).toHaveAttribute('alt', /.+/);
    const link = card.getByRole('link', { name: `${name} on LinkedIn (opens in a new tab)` });
    await expect(link).toHaveAttribute('href', /^https:\/\/www\.linkedin\.com\/in\//);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
});

test('the closing section offers /contact and /portfolio and states its three claims', async ({
  page,
}) => {
  await page.goto('/about-us');
  const closing = page.locator('section#work-with-us');
  await closing.scrollIntoViewIfNeeded();
  await expect(closing.locator('[data-particle]')).toHaveCount(12);
  await expect(closing.getByRole('img', { name: 'Infinite' })).toHaveText('∞');
  await expect(closing.locator('li')).toHaveText([
    /100%\s*satisfaction/i,
    /24\/7\s*support/i,
    /∞\s*possibilities/i,
  ]);
  await expect(closing.getByRole('link', { name: 'See Our Work' })).toHaveAttribute(
    'href',
    '/portfolio',
  );
  await closing.getByRole('link', { name: 'Start Your Project' }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test('every external link on the about page opens in a new tab without an opener', async ({
  page,
}) => {
  await page.goto('/about-us');
  const external = page.locator('main a[href^="http"]');
  expect(await external.count()).toBe(7);
  for (const link of await external.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
});
