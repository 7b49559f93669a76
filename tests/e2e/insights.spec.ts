import { XMLParser } from 'fast-xml-parser';
import { xmlProblem } from '../../src/lib/well-formed-xml.test-support';
import { articlesPerPage } from '../../src/lib/article-pages';
import { feedItems } from '../../src/lib/feed';
import {
  articleTopics,
  articles,
  articlesIn,
  filled,
  insightsPage,
  urlEndingIn,
  everyone,
  type ArticleFile,
} from './content';
import { expect, openEnhanced, test, type Page } from './fixtures';
import { picturesInText, sampleArticles } from './site-routes';

const { article: words } = insightsPage;

const authorOf = (article: ArticleFile) =>
  everyone.find((member) => member.slug === article.author)!;
const dayLabel = (day: Date) =>
  day.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
/** The headings of an article's text, as its Markdown writes them. */
const textHeadings = (article: ArticleFile) =>
  [...article.body.matchAll(/^#{2,3} (.+)$/gm)].map((match) => match[1]!.trim());

/** The titles of the article cards on the page, in order. */
const cardTitles = (page: Page) =>
  page.locator('main article h2 a, main article h3 a').allTextContents();

test('/insights lists the published articles newest first, each card opening its article', async ({
  page,
}) => {
  await openEnhanced(page, '/insights');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(insightsPage.hero.title);
  const shown = articles.slice(0, articlesPerPage);
  expect(await cardTitles(page)).toEqual(shown.map((article) => article.title));
  for (const article of shown) {
    const card = page.locator('main article').filter({ hasText: article.title });
    await expect(card).toContainText(article.description);
    await expect(card).toContainText(authorOf(article).name);
    await expect(card.locator('time')).toHaveAttribute(
      'datetime',
      article.pubDate.toISOString().slice(0, 10),
    );
    await expect(card.getByRole('link')).toHaveAttribute('href', article.href);
  }
  const first = articles[0]!;
  await page.getByRole('link', { name: first.title, exact: true }).click();
  await expect(page).toHaveURL(urlEndingIn(first.href));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title);
});

test('the list runs to a second page only past nine articles, and the topics link their pages', async ({
  page,
}) => {
  await page.goto('/insights');
  const pageLinks = page.getByRole('navigation', { name: insightsPage.pagination.label });
  if (articles.length > articlesPerPage) {
    await pageLinks.getByRole('link', { name: insightsPage.pagination.older }).click();
    await expect(page).toHaveURL(/\/insights\/2$/);
    expect(await cardTitles(page)).toEqual(
      articles.slice(articlesPerPage, 2 * articlesPerPage).map((article) => article.title),
    );
  } else {
    await expect(pageLinks).toHaveCount(0);
  }
  await page.goto('/insights');
  const topics = page.getByRole('navigation', { name: insightsPage.topics.label });
  await expect(topics.getByRole('link')).toHaveText([
    insightsPage.topics.all,
    ...articleTopics.map((topic) => topic.name),
  ]);
  await expect(topics.getByRole('link', { name: insightsPage.topics.all })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('a topic’s page lists exactly its articles, newest first, and marks the topic', async ({
  page,
}) => {
  for (const topic of articleTopics) {
    await page.goto(topic.href);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      filled(insightsPage.topicPage.title, { topic: topic.name }),
    );
    expect(await cardTitles(page)).toEqual(
      articlesIn(topic.name)
        .slice(0, articlesPerPage)
        .map((article) => article.title),
    );
    const nav = page.getByRole('navigation', { name: insightsPage.topics.label });
    await expect(nav.getByRole('link', { name: topic.name, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  }
});

// The longest article and the one with the most pictures stand for every article
// (`sampleArticles`): each is the same page, made from its entry.
test('an article shows its author, dates, reading time, topics, text, related articles and closing', async ({
  page,
}) => {
  for (const article of sampleArticles) {
    await openEnhanced(page, article.href);
    const author = authorOf(article);
    const header = page.locator('main article header');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
    await expect(header).toContainText(article.description);
    await expect(header).toContainText(`${words.writtenBy} ${author.name}, ${author.role}`);
    await expect(header).toContainText(dayLabel(article.pubDate));
    const minutes = filled(words.readingTime, { minutes: '(\\d+)' });
    await expect(header).toContainText(new RegExp(minutes));
    for (const heading of textHeadings(article))
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    for (const alt of picturesInText(article))
      await expect(page.getByRole('img', { name: alt, exact: true })).toBeVisible();
    const footer = page.locator('main article footer');
    await expect(footer).toContainText(`${words.published}${dayLabel(article.pubDate)}`);
    if (article.updatedDate)
      await expect(footer).toContainText(`${words.updated}${dayLabel(article.updatedDate)}`);
    for (const topic of article.tags)
      await expect(footer.getByRole('link', { name: topic, exact: true })).toHaveAttribute(
        'href',
        articleTopics.find((candidate) => candidate.name === topic)!.href,
      );
    const related = page.locator('section').filter({
      has: page.getByRole('heading', { name: words.related, exact: true }),
    });
    const relatedTitles = await related.locator('article h3 a').allTextContents();
    expect(relatedTitles).toHaveLength(Math.min(3, articles.length - 1));
    expect(relatedTitles).not.toContain(article.title);
    await expect(
      page.getByRole('heading', { name: insightsPage.closing.title, exact: true }),
    ).toBeVisible();
  }
});

test('an article’s head shares it as an article, with BlogPosting and breadcrumb data', async ({
  request,
}) => {
  for (const article of sampleArticles) {
    const html = await (await request.get(article.href)).text();
    expect(html).toContain('<meta property="og:type" content="article"');
    const blocks = [
      ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
    ].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);
    const posting = blocks.find((block) => block['@type'] === 'BlogPosting')!;
    expect(posting).toMatchObject({
      headline: article.title,
      description: article.description,
      datePublished: article.pubDate.toISOString().slice(0, 10),
      author: { '@type': 'Person', name: authorOf(article).name },
    });
    // Someone who has left the agency keeps the byline, not the agency as employer.
    expect('worksFor' in (posting.author as object)).toBe(!authorOf(article).hasLeft);
    const breadcrumb = blocks.find((block) => block['@type'] === 'BreadcrumbList')!;
    const trail = breadcrumb.itemListElement as { name: string; item: string }[];
    expect(trail.map((crumb) => crumb.name)).toEqual(['Home', words.breadcrumb, article.title]);
  }
});

test('the RSS feed is XML that lists the latest published articles', async ({ request }) => {
  const response = await request.get('/rss.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/xml/);
  const xml = await response.text();
  // Well-formed for a strict reader, as feed readers are: no control character, no stray '&'.
  expect(xmlProblem(xml)).toBeUndefined();
  const feed = new XMLParser({ ignoreAttributes: false }).parse(xml, true) as {
    rss: {
      '@_version': string;
      channel: {
        title: string;
        link: string;
        'atom:link': Record<string, string>;
        item?: Record<string, unknown> | Record<string, unknown>[];
      };
    };
  };
  expect(feed.rss['@_version']).toBe('2.0');
  expect(feed.rss.channel['atom:link']).toMatchObject({
    '@_rel': 'self',
    '@_type': 'application/rss+xml',
  });
  expect(new URL(feed.rss.channel['atom:link']['@_href']!).pathname).toBe('/rss.xml');
  const items = [feed.rss.channel.item ?? []].flat() as {
    title: string;
    link: string;
    guid: { '#text': string };
    pubDate: string;
    category: string | string[];
  }[];
  // The latest `feedItems` articles, newest first.
  expect(items.map((item) => item.title)).toEqual(
    articles.slice(0, feedItems).map((article) => article.title),
  );
  for (const [index, item] of items.entries()) {
    const article = articles[index]!;
    expect(new URL(item.link).pathname).toBe(article.href);
    expect(item.guid['#text']).toBe(item.link);
    expect(new Date(item.pubDate).toISOString().slice(0, 10)).toBe(
      article.pubDate.toISOString().slice(0, 10),
    );
    expect([item.category].flat()).toEqual(article.tags);
  }
  // Each item's page is built, and every page links the feed: the whole-site pass reads both.
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the list, a topic and an article read and link as with it', async ({ page }) => {
    await page.goto('/insights');
    expect(await cardTitles(page)).toEqual(
      articles.slice(0, articlesPerPage).map((article) => article.title),
    );
    const topic = articleTopics[0]!;
    await page
      .getByRole('navigation', { name: insightsPage.topics.label })
      .getByRole('link', { name: topic.name, exact: true })
      .click();
    await expect(page).toHaveURL(urlEndingIn(topic.href));
    const article = articlesIn(topic.name)[0]!;
    await page.getByRole('link', { name: article.title, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
    for (const heading of textHeadings(article))
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  });
});
