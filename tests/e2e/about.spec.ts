import { basename, extname } from 'node:path';
import { aboutPage, literally, statText, team, urlEndingIn } from './content';
import { expect, openEnhanced, scrollToRest, sectionHeaded, test } from './fixtures';
import { prerenderedHtml } from './prerendered-html';

const about = aboutPage;
const values = about.coreValues.map(({ title }) => title);

/** The page's section headings, in page order, as src/content/pages/about-us.yaml names them. */
const sectionHeadings = [
  about.story.title,
  about.missionVision.title,
  about.coreValuesIntro.title,
  about.teamIntro.title,
  about.cultureIntro.title,
  about.awardsIntro.title,
  about.closing.title,
];

/** The hero's link into the page: the action that points at the story's anchor. */
const storyLink = about.hero.actions.find(({ href }) => href === `#${about.story.id}`);

test('the prerendered about page holds the figures, story, values, team, culture, awards and claims', async ({
  request,
}) => {
  const html = await prerenderedHtml(request, '/about-us');
  for (const text of [
    about.hero.title,
    ...about.stats.flatMap((stat) => [`>${statText(stat)}<`, stat.label]),
    ...about.hero.actions.map(({ href }) => `href="${href}"`),
    `id="${about.story.id}"`,
    ...about.story.paragraphs,
    ...about.timeline.map(({ title }) => title),
    ...about.missionVision.items.map(({ title }) => title),
    ...about.cultureCards.map(({ title }) => title),
    ...about.awards.map(({ title }) => title),
    ...about.closing.claims.flatMap(({ value, label, spokenValue }) => [
      value,
      label,
      ...(spokenValue ? [`aria-label="${spokenValue}"`] : []),
    ]),
    ...values,
    ...team.flatMap(({ name, role }) => [name, role]),
    ...sectionHeadings,
  ]) {
    expect(html, text).toContain(text);
  }
  for (const { year } of about.timeline) expect(html).toMatch(new RegExp(`>${year}</span>`));
  // The hero poster is in the HTML, loaded eagerly with high priority; the video is added only after load.
  const poster = literally(basename(about.poster, extname(about.poster))).source;
  expect(html).toMatch(new RegExp(`<img[^>]+src="[^"]*/assets/${poster}\\.[\\w.-]+\\.jpg"[^>]*>`));
  expect(html.match(new RegExp(`<img[^>]+/assets/${poster}\\.[^>]*>`))?.[0]).toMatch(
    /fetchpriority="high"/i,
  );
});

test('the about page shows its h1 and every section', async ({ page }) => {
  await openEnhanced(page, '/about-us');
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toContainText(about.hero.title);
  expect(await h1.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
  for (const name of sectionHeadings) {
    const heading = page.getByRole('heading', { level: 2, name, exact: true });
    await heading.scrollIntoViewIfNeeded();
    await expect(heading).toBeVisible();
  }
  await expect(page.locator('#values h3')).toHaveText(values);
  await expect(page.locator('#culture article')).toHaveCount(about.cultureCards.length);
  await expect(page.locator('#awards article')).toHaveCount(about.awards.length);
});

test('the hero shows its figures over a background poster', async ({ page }) => {
  await openEnhanced(page, '/about-us');
  const hero = page.locator('main > section').first();
  await expect(hero.locator('dd')).toHaveText(about.stats.map(statText));
  await expect(hero.locator('img, video').first()).toBeAttached();
});

test('the story link scrolls to the story and its timeline', async ({ page }) => {
  expect(storyLink, `a hero action links to #${about.story.id}`).toBeDefined();
  await page.goto('/about-us');
  await page.getByRole('link', { name: storyLink!.label, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`#${about.story.id}$`));
  await expect(
    page.getByRole('heading', { level: 2, name: about.story.title, exact: true }),
  ).toBeInViewport();
  const milestones = page.locator(`#${about.story.id} ol > li`);
  await expect(milestones).toHaveCount(about.timeline.length);
  await expect(milestones.locator('> span')).toHaveText(about.timeline.map(({ year }) => year));
});

test('the team shows every member in order, each with a portrait and a LinkedIn profile opening in a new tab', async ({
  page,
}) => {
  await page.goto('/about-us');
  const cards = page.locator(`#${about.teamIntro.id} article`);
  await expect(cards).toHaveCount(team.length);
  for (const [index, { name, role, linkedin }] of team.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(name);
    await expect(card).toContainText(role);
    await expect(card.locator('img')).toHaveAttribute('alt', /.+/);
    const link = card.getByRole('link', { name: `${name} on LinkedIn (opens in a new tab)` });
    await expect(link).toHaveAttribute('href', linkedin!);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
});

test('the closing section offers its two links and states its claims', async ({ page }) => {
  const { closing } = about;
  await openEnhanced(page, '/about-us');
  const section = sectionHeaded(page, closing.title);
  await scrollToRest(section);
  await expect(section.locator('[data-particle]')).toHaveCount(12);
  for (const { value, spokenValue } of closing.claims)
    if (spokenValue)
      await expect(section.getByRole('img', { name: spokenValue })).toHaveText(value);
  await expect(section.locator('li')).toHaveText(
    closing.claims.map(
      ({ value, label }) =>
        new RegExp(`^${literally(value).source}\\s*${literally(label).source}$`),
    ),
  );
  expect(closing.secondary, 'the closing has a second link').toBeDefined();
  await expect(section.getByRole('link', { name: closing.secondary!.label })).toHaveAttribute(
    'href',
    closing.secondary!.href,
  );
  await section.getByRole('link', { name: closing.primary.label }).click();
  await expect(page).toHaveURL(urlEndingIn(closing.primary.href));
});

test('every external link on the about page opens in a new tab without an opener', async ({
  page,
}) => {
  await page.goto('/about-us');
  const external = page.locator('main a[href^="http"]');
  // At least every team member's LinkedIn profile.
  expect(await external.count()).toBeGreaterThanOrEqual(team.length);
  expect(team.length).toBeGreaterThan(0);
  for (const link of await external.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
});
