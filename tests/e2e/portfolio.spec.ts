import { caseStudies, portfolioPage, projects, urlEndingIn } from './content';
import { expect, openEnhanced, scrollToRest, sectionHeaded, test } from './fixtures';
import { prerenderedHtml } from './prerendered-html';
import { readProjectCards, sampleCards } from './project-cards';

const { hero, projects: projectsCopy, tagLimit, closing } = portfolioPage;

/** How a card splits a project's tags: the first is its category, then up to `tagLimit`, then '+N More'. */
function cardTags(tags: readonly string[]) {
  const [category = '', ...rest] = tags;
  const more = Math.max(0, rest.length - tagLimit);
  return { category, shown: rest.slice(0, tagLimit), more: more > 0 ? `+${more} More` : undefined };
}

const moreChips = projects.flatMap(({ tags }) => cardTags(tags).more ?? []);

/** The case study a project's card links to beside its live site, if it has one. */
const caseStudyOf = (slug: string) => caseStudies.find((study) => study.slug === slug);

test('the prerendered portfolio page holds the chips, buttons, every project and its tags', async ({
  request,
}) => {
  const html = await prerenderedHtml(request, '/portfolio');
  for (const text of [
    hero.title,
    ...hero.actions.map(({ label }) => label),
    projectsCopy.title,
    ...(projects.length > 0 ? [projectsCopy.linkLabel] : []),
    ...(caseStudies.length > 0 ? [projectsCopy.caseStudyLabel] : []),
    ...hero.chips,
    ...projects.flatMap(({ name, tags }) => [name, ...tags.slice(0, tagLimit + 1)]),
    ...moreChips,
  ]) {
    expect(html, text).toContain(text);
  }
  expect(html).toContain('data-particles="30"');
  expect(html.match(/>\+\d+ More</g) ?? []).toHaveLength(moreChips.length);
});

test('the portfolio page shows its h1, chips and 30 hero particles', async ({ page }) => {
  await openEnhanced(page, '/portfolio');
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toContainText(hero.title);
  expect(await h1.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
  const heroSection = page.locator('main > section').first();
  await expect(
    heroSection.getByRole('list', { name: hero.chipsLabel }).getByRole('listitem'),
  ).toHaveText(hero.chips);
  await expect(heroSection.locator('[data-particles="30"] [data-particle]')).toHaveCount(30);
});

test('the hero buttons lead where the page says', async ({ page }) => {
  await page.goto('/portfolio');
  const heroSection = page.locator('main > section').first();
  for (const { label, href } of hero.actions)
    await expect(heroSection.getByRole('link', { name: label, exact: true })).toHaveAttribute(
      'href',
      href,
    );
  const last = hero.actions.at(-1)!;
  await heroSection.getByRole('link', { name: last.label, exact: true }).click();
  await expect(page).toHaveURL(urlEndingIn(last.href));
});

test('every project card shows an image, category, description, tags, a link to its case study if it has one, and its live site in a new tab', async ({
  page,
}) => {
  await page.goto('/portfolio');
  const cards = page.locator(`#${projectsCopy.id} article`);
  await expect(cards).toHaveCount(projects.length);
  await expect(cards.locator('h3')).toHaveText(projects.map(({ name }) => name));
  const shown = await readProjectCards(cards);
  for (const [index, { slug, name, url, tags }] of projects.entries()) {
    const card = shown[index]!;
    const { category, shown: chips, more } = cardTags(tags);
    expect(card.alt, `${name}: its picture's alt text`).toMatch(/.+/);
    expect(card.category, `${name}: its category`).toBe(`Category: ${category}`);
    expect(card.tags, `${name}: its tags`).toEqual(more ? [...chips, more] : chips);
    const study = caseStudyOf(slug);
    expect(card.links, `${name}: its links`).toHaveLength(study ? 2 : 1);
    const live = card.links.find((link) => link.name.includes(projectsCopy.linkLabel));
    expect(live, `${name}: its live site`).toMatchObject({
      href: url,
      target: '_blank',
      rel: 'noopener noreferrer',
    });
    if (study) {
      const read = card.links.find((link) => link.name.includes(projectsCopy.caseStudyLabel));
      expect(read?.href, `${name}: its case study`).toBe(study.path);
    }
  }
  // What only a browser can tell, on the cards that stand for all (project-cards.ts).
  for (const index of sampleCards(projects.length, (at) => !!caseStudyOf(projects[at]!.slug))) {
    const { slug, name } = projects[index]!;
    const card = cards.nth(index);
    await card.scrollIntoViewIfNeeded();
    await expect(card.locator('img')).toBeVisible();
    await expect(card.getByRole('link', { name: projectsCopy.linkLabel })).toHaveAccessibleName(
      `${projectsCopy.linkLabel} (${name}, opens in a new tab)`,
    );
    if (caseStudyOf(slug))
      await expect(
        card.getByRole('link', { name: projectsCopy.caseStudyLabel }),
      ).toHaveAccessibleName(`${projectsCopy.caseStudyLabel} (${name})`);
  }
});

test('the page closes with a call to action to its page', async ({ page }) => {
  await openEnhanced(page, '/portfolio');
  const section = sectionHeaded(page, closing.title);
  await scrollToRest(section);
  await expect(section.locator('[data-particle]')).toHaveCount(12);
  await section.getByRole('link', { name: closing.primary.label, exact: true }).click();
  await expect(page).toHaveURL(urlEndingIn(closing.primary.href));
});

test('every external link on the portfolio page opens in a new tab without an opener', async ({
  page,
}) => {
  await page.goto('/portfolio');
  const external = page.locator('main a[href^="http"]');
  expect(await external.count()).toBe(projects.length);
  for (const link of await external.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
});
