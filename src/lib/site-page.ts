import type { PageMeta } from '~/content/types';

/**
 * Where a page belongs when the site is listed: the main pages, a service, an article, a topic's
 * list of articles, or the legal small print.
 */
export type SitePageGroup = 'main' | 'service' | 'article' | 'topic' | 'legal';

/**
 * What a page says about itself wherever it is listed or shared: its llms.txt line and its
 * social card. `src/data/site-pages.ts` reads it from the same content the page renders, so
 * neither can drift.
 */
export interface SitePage {
  group: SitePageGroup;
  /** The page's name in a list of pages: the label the site's navigation gives it. */
  name: string;
  meta: PageMeta;
  /** The page's h1 as its hero sets it: the small label above it, the heading and its second line. */
  heading: { eyebrow?: string; title: string; highlight?: string };
}
