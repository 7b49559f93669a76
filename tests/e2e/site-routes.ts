import { globSync } from 'node:fs';
import { listPagePaths } from '../../src/lib/article-pages';
import {
  articles,
  articlesIn,
  articleTopics,
  caseStudies,
  servicePages,
  type ArticleFile,
} from './content';

/**
 * The paths each dynamic route of src/pages/ builds, from the content that makes them: the
 * service pages' entries, the case studies (named after a project), the published articles
 * and their topics.
 */
const dynamicRoutes: Record<string, () => string[]> = {
  'services/[slug]': () => servicePages.map(({ slug }) => `/services/${slug}`),
  'portfolio/[slug]': () => caseStudies.map(({ slug }) => `/portfolio/${slug}`),
  'insights/[slug]': () => articles.map((article) => article.href),
  'insights/[...page]': () => listPagePaths('/insights', articles.length),
  'insights/topics/[topic]/[...page]': () =>
    articleTopics.flatMap((topic) => listPagePaths(topic.href, articlesIn(topic.name).length)),
};

/**
 * Each later page of a list (/insights/2, /insights/topics/hosting/2) and the list's first
 * page, whose social card it shares (`listPageMeta` in src/lib/article-pages.ts).
 */
const listFirstPages = new Map(
  [
    { base: '/insights', count: articles.length },
    ...articleTopics.map((topic) => ({ base: topic.href, count: articlesIn(topic.name).length })),
  ].flatMap(({ base, count }) =>
    listPagePaths(base, count)
      .slice(1)
      .map((path) => [path, base] as const),
  ),
);

/** The page whose social card `path` shows: itself, or its list's first page. */
export const cardOwner = (path: string): string => listFirstPages.get(path) ?? path;

/**
 * Every public path of the site, read from the pages folder (src/pages/) and, for a dynamic
 * route, from its content (`dynamicRoutes`), so a new page is tested automatically.
 * Only `.astro` files are pages: the endpoints beside them (robots.txt.ts, llms.txt.ts and the
 * social cards, og/[...card].jpg.ts) are files the pages point to, not routes of the site map.
 */
export const sitePaths: string[] = globSync('**/*.astro', { cwd: 'src/pages' })
  .map((file) => file.replace(/\.astro$/, '').replace(/(^|\/)index$/, ''))
  .filter((route) => route !== '404')
  .flatMap((route) => {
    if (!route.includes('[')) return [`/${route}`];
    const paths = dynamicRoutes[route];
    if (!paths)
      throw new Error(`tests/e2e/site-routes.ts: say which paths src/pages/${route} builds`);
    return paths();
  })
  .sort();

/**
 * The timeout of a test that loads `pages` pages in a browser: 15 s each, room for one page
 * to load, run its scripts and be checked on a day when the machine runs at half speed.
 */
export const timeoutForPages = (pages: number) => 15_000 * pages;

/**
 * The entries that stand for their kind of page in the browser tests: for each measure (the
 * length, the number of pictures), the entry that measures most, each entry once. A browser test visits these, never every
 * entry, so adding articles or case studies adds no browser test; what only reads the built
 * files of every page is checked by the whole-site pass (tests/site/).
 */
function representatives<T>(entries: T[], ...measures: ((entry: T) => number)[]): T[] {
  const most = (measure: (entry: T) => number) =>
    entries.reduce<T | undefined>(
      (best, entry) => (best === undefined || measure(entry) > measure(best) ? entry : best),
      undefined,
    );
  return [...new Set(measures.map(most))].filter((entry): entry is T => entry !== undefined);
}

/** The pictures an article's text shows: `![alt](file)` lines. */
export const picturesInText = (article: ArticleFile) =>
  [...article.body.matchAll(/^!\[([^\]]+)\]\(([^)]+)\)$/gm)].map((match) => match[1]!);

/** The articles the browser tests read: the longest, and the one with the most pictures. */
export const sampleArticles = representatives(
  articles,
  (article) => article.body.length,
  (article) => picturesInText(article).length,
);

/** The case studies the browser tests read: the longest, and the one with the most pictures. */
export const sampleCaseStudies = representatives(
  caseStudies,
  (study) => JSON.stringify(study).length,
  (study) => study.pictures.length,
);

/** The service pages the browser tests read: the longest, and the one with the most sections. */
export const sampleServicePages = representatives(
  servicePages,
  (servicePage) => JSON.stringify(servicePage).length,
  (servicePage) => servicePage.sections.length,
);

/** The topic with the most articles: its first page stands for every topic page. */
const busiestTopic = representatives(articleTopics, (topic) => articlesIn(topic.name).length)[0];

/**
 * The paths a browser test visits for a check that holds on every kind of page: each page of
 * src/pages/ with a file of its own, and for each dynamic route its representative entries
 * (`sampleArticles`, `sampleCaseStudies`, `sampleServicePages`, the busiest topic, the
 * list's first and last page). Its length depends on the kinds of page, not on the content.
 */
export const templatePaths: string[] = [
  ...new Set([
    ...sitePaths.filter((path) => !/^\/(services|portfolio|insights)\/./.test(path)),
    ...sampleServicePages.map(({ path }) => path),
    ...sampleCaseStudies.map(({ path }) => path),
    ...sampleArticles.map(({ href }) => href),
    ...listPagePaths('/insights', articles.length).slice(-1),
    ...(busiestTopic ? [busiestTopic.href] : []),
  ]),
].sort();
