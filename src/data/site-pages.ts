import type { SitePage } from '~/lib/site-page';
import { aboutCopy } from './about';
import { contactCopy } from './contact';
import { legalDocuments } from './legal';
import { homeCopy } from './home';
import { articles, insightsCopy, insightsMeta, topics } from './insights';
import { fill } from '~/lib/fill';
import { pageMeta } from './page-meta';
import { portfolioCopy } from './portfolio';
import { servicePages, services, servicesCopy } from './services';
import { navigation } from './site';

/**
 * Every route of the site map (src/pages/), 404 aside, in the order a reader meets them:
 * the main pages, the services, then the legal pages.
 */
export const sitePages: readonly SitePage[] = [
  {
    group: 'main',
    name: navLabel(pageMeta.home.path),
    meta: pageMeta.home,
    heading: homeCopy.hero,
  },
  {
    group: 'main',
    name: navLabel(pageMeta.about.path),
    meta: pageMeta.about,
    heading: aboutCopy.hero,
  },
  {
    group: 'main',
    name: navLabel(pageMeta.portfolio.path),
    meta: pageMeta.portfolio,
    heading: portfolioCopy.hero,
  },
  {
    group: 'main',
    name: servicesCopy.hero.title,
    meta: pageMeta.services,
    heading: servicesCopy.hero,
  },
  {
    group: 'main',
    name: navLabel(insightsMeta.path),
    meta: insightsMeta,
    heading: insightsCopy.hero,
  },
  {
    group: 'main',
    name: navLabel(pageMeta.contact.path),
    meta: pageMeta.contact,
    heading: contactCopy.hero,
  },
  ...servicePages.map((page): SitePage => ({
    group: 'service',
    name: services.find((service) => service.slug === page.slug)?.title ?? page.hero.title,
    meta: page.meta,
    heading: page.hero,
  })),
  ...articles.map((article): SitePage => ({
    group: 'article',
    name: article.title,
    meta: article.meta,
    heading: { eyebrow: article.topics[0]?.name, title: article.title },
  })),
  ...topics.map((topic): SitePage => {
    const title = fill(insightsCopy.topicPage.title, { topic: topic.name });
    return {
      group: 'topic',
      name: title,
      meta: {
        title,
        description: fill(insightsCopy.topicPage.description, { topic: topic.name }),
        path: topic.href,
      },
      heading: { eyebrow: insightsCopy.hero.eyebrow, title },
    };
  }),
  ...legalDocuments.map((document): SitePage => ({
    group: 'legal',
    name: navLabel(document.meta.path),
    meta: document.meta,
    heading: { eyebrow: document.eyebrow, title: document.meta.title },
  })),
];

/** The page at `path` ('/services/web-hosting'), or undefined for a path that is no listed page. */
export function sitePageAt(path: string): SitePage | undefined {
  return sitePages.find((page) => page.meta.path === path);
}

/** The label of the header or footer link to `href`: the name visitors know the page by. */
function navLabel(href: string): string {
  const link = [...navigation.headerLinks, ...navigation.companyLinks].find(
    (candidate) => candidate.href === href,
  );
  if (!link) throw new Error(`No header or footer link names ${href}`);
  return link.label;
}
