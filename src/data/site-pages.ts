import { legalDocuments } from '~/data/legal';
import type { PageMeta } from '~/content/types';
import { aboutHero } from './about';
import { contactHero } from './contact';
import { homeHero } from './home';
import { pageMeta } from './page-meta';
import { portfolioHero } from './portfolio';
import { servicePages, services, servicesOverview } from './services';
import { companyLinks, headerLinks } from './site';

/** Where a page belongs when the site is listed: the main pages, a service, or the legal small print. */
export type SitePageGroup = 'main' | 'service' | 'legal';

/**
 * What a page says about itself wherever it is listed or shared: its llms.txt line and its
 * social card. Read from the same content the page renders, so neither can drift.
 */
export interface SitePage {
  group: SitePageGroup;
  /** The page's name in a list of pages: the label the site's navigation gives it. */
  name: string;
  meta: PageMeta;
  /** The page's h1 as its hero sets it: the small label above it, the heading and its second line. */
  heading: { eyebrow?: string; title: string; highlight?: string };
}

/**
 * Every route of the site map (src/pages/), 404 aside, in the order a reader meets them:
 * the main pages, the services, then the legal pages.
 */
export const sitePages: readonly SitePage[] = [
  { group: 'main', name: navLabel(pageMeta.home.path), meta: pageMeta.home, heading: homeHero },
  { group: 'main', name: navLabel(pageMeta.about.path), meta: pageMeta.about, heading: aboutHero },
  {
    group: 'main',
    name: navLabel(pageMeta.portfolio.path),
    meta: pageMeta.portfolio,
    heading: portfolioHero,
  },
  {
    group: 'main',
    name: servicesOverview.hero.title,
    meta: pageMeta.services,
    heading: servicesOverview.hero,
  },
  {
    group: 'main',
    name: navLabel(pageMeta.contact.path),
    meta: pageMeta.contact,
    heading: contactHero,
  },
  ...servicePages.map((page): SitePage => ({
    group: 'service',
    name: services.find((service) => service.slug === page.slug)?.title ?? page.hero.title,
    meta: page.meta,
    heading: page.hero,
  })),
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
  const link = [...headerLinks, ...companyLinks].find((candidate) => candidate.href === href);
  if (!link) throw new Error(`No header or footer link names ${href}`);
  return link.label;
}
