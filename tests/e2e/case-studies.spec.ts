import { expectNoAxeViolations, expectOrderedHeadings } from './a11y-helpers';
import {
  caseStudies,
  caseStudyOf,
  homePage,
  homeProjects,
  portfolioPage,
  projects,
} from './content';
import { expect, openEnhanced, test } from './fixtures';
import { readProjectCards } from './project-cards';
import { caseStudySamples, noPageOfItsOwn, sampleCaseStudies, sampleTitle } from './site-routes';

const { projects: projectsCopy, caseStudy: words } = portfolioPage;

type Node = Record<string, unknown> & { '@type': string };

test('the content has a case study to test', () => {
  expect(caseStudies.length).toBeGreaterThan(0);
});

test('a /portfolio card links to its project’s case study if any, and always to the live site in a new tab', async ({
  page,
}) => {
  await page.goto('/portfolio');
  const cards = page.locator(`#${projectsCopy.id} article`);
  await expect(cards).toHaveCount(projects.length);
  const shown = await readProjectCards(cards);
  for (const [index, project] of projects.entries()) {
    const { links } = shown[index]!;
    const study = caseStudies.find(({ slug }) => slug === project.slug);
    const live = links.find((link) => link.name.includes(projectsCopy.linkLabel));
    expect(live, `${project.name}: its live site`).toMatchObject({
      href: project.url,
      target: '_blank',
      rel: 'noopener noreferrer',
    });
    if (study) {
      const read = links.find((link) => link.name.includes(projectsCopy.caseStudyLabel));
      expect(read, `${project.name}: its case study`).toMatchObject({
        href: study.path,
        target: null,
      });
      // Both name the project, and a screen reader tells them apart.
      for (const { name } of [read!, live!]) expect(name).toContain(project.name);
      expect(read!.name).not.toBe(live!.name);
    } else {
      expect(links, `${project.name}: its one link`).toHaveLength(1);
    }
  }
  const first = caseStudies[0]!;
  await cards
    .filter({ hasText: first.project.name })
    .getByRole('link', { name: projectsCopy.caseStudyLabel })
    .click();
  await expect(page).toHaveURL(new RegExp(`${first.path}/?$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.headline);
});

test('a home page card opens the case study of the project with the same web address, if any, and keeps its site', async ({
  page,
}) => {
  await page.goto('/');
  for (const project of homeProjects) {
    const caseStudy = caseStudyOf(project.link);
    const link = page.locator('#work h3 a', { hasText: project.title });
    await expect(link).toHaveAttribute('href', caseStudy ?? project.link);
    if (caseStudy) await expect(link).not.toHaveAttribute('target', /.*/);
    else await expect(link).toHaveAttribute('target', '_blank');
    const card = link.locator('xpath=ancestor::article');
    await expect(card).toContainText(
      caseStudy ? homePage.portfolio.caseStudyLabel : homePage.portfolio.linkLabel,
    );
    await expect(card.locator(`a[href="${project.link}"]`)).toHaveAttribute('target', '_blank');
  }
});

// The longest case study and the one with the most pictures stand for every case study
// (`caseStudySamples`): each is the same page, made from its entry.
for (const sample of caseStudySamples) {
  const title = sampleTitle(sample, ({ path }) => path);
  test(`${title} shows the challenge, approach, figures, quote and pictures`, async ({ page }) => {
    test.skip(sample.entry === undefined, noPageOfItsOwn(sample));
    const study = sample.entry!;
    await page.goto(study.path);
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(study.headline);
    await expect(main.getByText(study.summary)).toBeVisible();
    await expect(main.getByRole('list', { name: `${study.project.name} tags` })).toBeVisible();

    await expect(main.getByRole('heading', { level: 2, name: words.challengeTitle })).toBeVisible();
    for (const paragraph of study.challenge) await expect(main.getByText(paragraph)).toBeVisible();

    await expect(main.getByRole('heading', { level: 2, name: words.approachTitle })).toBeVisible();
    await expect(main.locator('ol > li h3')).toHaveText(study.approach.map(({ title }) => title));

    await expect(main.getByRole('heading', { level: 2, name: words.resultsTitle })).toBeVisible();
    await expect(main.locator('dl dd')).toHaveText(study.results.map(({ figure }) => figure));
    await expect(main.locator('dl dt')).toHaveText(study.results.map(({ measures }) => measures));

    const quote = main.locator('figure', { has: page.locator('blockquote') });
    await expect(quote.locator('blockquote')).toContainText(study.quote.words);
    await expect(quote.locator('figcaption')).toContainText(study.quote.name);
    await expect(quote.locator('figcaption')).toContainText(study.quote.role);

    await expect(main.getByRole('heading', { level: 2, name: words.picturesTitle })).toBeVisible();
    const pictures = main.locator('figure img');
    await expect(pictures).toHaveCount(study.pictures.length);
    for (const [index, picture] of study.pictures.entries()) {
      const img = pictures.nth(index);
      await img.scrollIntoViewIfNeeded();
      await expect(img).toHaveAttribute('alt', picture.alt);
      await expect
        .poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth))
        .toBeGreaterThan(0);
      if (picture.caption) await expect(main.getByText(picture.caption)).toBeVisible();
    }

    const live = main.getByRole('link', { name: words.liveSiteLabel });
    await expect(live).toHaveAccessibleName(new RegExp(`${study.project.name}.*new tab`));
    await expect(live).toHaveAttribute('href', study.project.url);
    await expect(live).toHaveAttribute('target', '_blank');
    await expect(main.getByRole('link', { name: words.backLabel })).toHaveAttribute(
      'href',
      '/portfolio',
    );
  });

  test(`${title} describes itself as a CreativeWork about the project, under the portfolio`, async ({
    request,
  }) => {
    test.skip(sample.entry === undefined, noPageOfItsOwn(sample));
    const study = sample.entry!;
    const html = await (await request.get(study.path)).text();
    const blocks = [
      ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
    ].map((match) => JSON.parse(match[1]!) as Node);
    const work = blocks.find((block) => block['@type'] === 'CreativeWork');
    expect(work).toMatchObject({
      '@context': 'https://schema.org',
      headline: study.headline,
      description: study.seo.description,
      about: { name: study.project.name, url: study.project.url },
    });
    expect(String(work!.url)).toMatch(new RegExp(`${study.path}$`));
    expect(work!.image).toHaveLength(study.pictures.length);
    const crumbs = blocks.find((block) => block['@type'] === 'BreadcrumbList');
    const items = crumbs!.itemListElement as { name: string; item: string }[];
    expect(items.map(({ item }) => new URL(item).pathname)).toEqual([
      '/',
      '/portfolio',
      study.path,
    ]);
    expect(items.at(-1)!.name).toBe(study.project.name);
    expect(html).toContain(`/og${study.path}.jpg`);
  });
}

for (const width of [390, 1280]) {
  test(`a case study has no axe violations at ${width} px and its headings are in order`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    for (const study of sampleCaseStudies) {
      await openEnhanced(page, study.path);
      await expectNoAxeViolations(page, `${study.path} @${width}`);
      await expectOrderedHeadings(page, study.path);
    }
  });
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('a case study shows everything, and its links and the /portfolio card lead where they say', async ({
    page,
  }) => {
    const study = caseStudies[0]!;
    await page.goto('/portfolio');
    await page
      .locator(`#${projectsCopy.id} article`)
      .filter({ hasText: study.project.name })
      .getByRole('link', { name: projectsCopy.caseStudyLabel })
      .click();
    await expect(page).toHaveURL(new RegExp(`${study.path}/?$`));
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(study.headline);
    for (const { figure } of study.results)
      await expect(main.getByText(figure, { exact: true })).toBeVisible();
    await expect(main.getByText(study.quote.words)).toBeVisible();
    const last = main.locator('figure img').last();
    await last.scrollIntoViewIfNeeded();
    await expect
      .poll(() => last.evaluate((el: HTMLImageElement) => el.naturalWidth))
      .toBeGreaterThan(0);
    await main.getByRole('link', { name: words.backLabel }).click();
    await expect(page).toHaveURL(/\/portfolio\/?$/);
  });
});
