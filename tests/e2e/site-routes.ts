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
 * An entry that stands for its kind of page in the browser tests, and which kind: the entry that
 * measures most by one measure (the longest, the one with the most pictures), or none, when an
 * earlier measure chose the same entry or there is no entry. A browser test visits these, never
 * every entry, so adding articles or case studies adds no browser test; what only reads the
 * built files of every page is checked by the whole-site pass (tests/site/).
 */
export interface Sample<T> {
  kind: string;
  entry: T | undefined;
}

/** One sample per measure, always: how many does not depend on the content. */
function samples<T>(entries: T[], ...measures: [kind: string, measure: (entry: T) => number][]) {
  const chosen = new Set<T>();
  return measures.map(([kind, measure]): Sample<T> => {
    const most = entries.reduce<T | undefined>(
      (best, entry) => (best === undefined || measure(entry) > measure(best) ? entry : best),
      undefined,
    );
    if (most === undefined || chosen.has(most)) return { kind, entry: undefined };
    chosen.add(most);
    return { kind, entry: most };
  });
}

/** The entries the samples hold, each once. */
const sampled = <T>(list: Sample<T>[]): T[] =>
  list.flatMap(({ entry }) => (entry === undefined ? [] : [entry]));

/** The pictures an article's text shows: `![alt](file)` lines. */
export const picturesInText = (article: ArticleFile) =>
  [...article.body.matchAll(/^!\[([^\]]+)\]\(([^)]+)\)$/gm)].map((match) => match[1]!);

/** The articles the browser tests read: the longest, and the one with the most pictures. */
export const articleSamples = samples(
  articles,
  ['the longest article', (article) => article.body.length],
  ['the article with the most pictures', (article) => picturesInText(article).length],
);
export const sampleArticles = sampled(articleSamples);

/** The case studies the browser tests read: the longest, and the one with the most pictures. */
export const caseStudySamples = samples(
  caseStudies,
  ['the longest case study', (study) => JSON.stringify(study).length],
  ['the case study with the most pictures', (study) => study.pictures.length],
);
export const sampleCaseStudies = sampled(caseStudySamples);

/** The service pages the browser tests read: the longest, and the one with the most sections. */
export const servicePageSamples = samples(
  servicePages,
  ['the longest service page', (servicePage) => JSON.stringify(servicePage).length],
  ['the service page with the most sections', (servicePage) => servicePage.sections.length],
);
export const sampleServicePages = sampled(servicePageSamples);

/** The topic with the most articles: its first page stands for every topic page. */
const busiestTopic = sampled(
  samples(articleTopics, ['the busiest topic', (topic) => articlesIn(topic.name).length]),
)[0];

/**
 * A kind of page a browser test visits for a check that holds on every kind, and the page that
 * stands for it: each page of src/pages/ with a file of its own, and for each dynamic route its
 * samples (`articleSamples`, `caseStudySamples`, `servicePageSamples`, the busiest topic, the
 * articles list's last page). A kind whose page the content does not have, or whose page an
 * earlier kind already stands for, has none: its test is skipped, saying so. So the number of
 * kinds, and of the tests made from them, does not change with the content.
 */
export interface TemplateSlot {
  kind: string;
  path: string | undefined;
}

export const templateSlots: TemplateSlot[] = (() => {
  const slots: TemplateSlot[] = [
    ...sitePaths
      .filter((path) => !/^\/(services|portfolio|insights)\/./.test(path))
      .map((path) => ({ kind: path, path })),
    ...servicePageSamples.map(({ kind, entry }) => ({ kind, path: entry?.path })),
    ...caseStudySamples.map(({ kind, entry }) => ({ kind, path: entry?.path })),
    ...articleSamples.map(({ kind, entry }) => ({ kind, path: entry?.href })),
    {
      kind: 'the last page of the articles list',
      path: listPagePaths('/insights', articles.length).at(-1),
    },
    { kind: 'the page of the busiest topic', path: busiestTopic?.href },
  ];
  const seen = new Set<string>();
  return slots.map(({ kind, path }) => {
    if (path === undefined || seen.has(path)) return { kind, path: undefined };
    seen.add(path);
    return { kind, path };
  });
})();

/** The pages of `templateSlots`, each once: for a test that visits them all in one go. */
export const templatePaths: string[] = templateSlots
  .flatMap(({ path }) => (path === undefined ? [] : [path]))
  .sort();

/** A test's title for `slot`: its page, or its kind when no page stands for it. */
export const slotTitle = ({ kind, path }: TemplateSlot) => path ?? `(${kind}: no page of its own)`;

/** A test's title for a sample: the page of its entry, or its kind when it has none. */
export const sampleTitle = <T>({ kind, entry }: Sample<T>, pathOf: (entry: T) => string) =>
  slotTitle({ kind, path: entry === undefined ? undefined : pathOf(entry) });

/** Why a slot's test is skipped: no page of its own in this content. */
export const noPageOfItsOwn = ({ kind }: TemplateSlot | Sample<unknown>) =>
  `${kind}: the content has no such page, or it is the same page as another kind's`;
