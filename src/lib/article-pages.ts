/**
 * What a page of a list of articles (/insights/2, /insights/topics/hosting) says about itself:
 * its head, with the page number after the list's title from page 2, and its links to the
 * newer and older pages. Pure: it reads Astro's page of the list.
 */
import type { PageMeta } from '~/content/types';
import { fill } from './fill';

/** How many articles a page of a list shows before it links to the next. */
export const articlesPerPage = 9;

/** The addresses of a list of `count` articles at `path`: '/insights', '/insights/2', … */
export function listPagePaths(path: string, count: number): string[] {
  const pages = Math.max(1, Math.ceil(count / articlesPerPage));
  return Array.from({ length: pages }, (_, index) => (index === 0 ? path : `${path}/${index + 1}`));
}

/** What these read of Astro's `paginate()` page. */
export interface ListPage {
  currentPage: number;
  lastPage: number;
  url: { current: string; prev?: string; next?: string };
}

/**
 * A later page of a list says which page it is in its title and its description, so no two
 * pages of the site share either, and shares the first page's social card (`cardOf`): one card
 * a list, however long it grows.
 */
export function listPageMeta(
  meta: PageMeta,
  page: ListPage,
  pageWords: string,
): PageMeta & { cardOf?: string } {
  if (page.currentPage === 1) return meta;
  const where = fill(pageWords, { page: page.currentPage, pages: page.lastPage });
  return {
    ...meta,
    title: `${meta.title} (${where})`,
    description: `${meta.description} (${where})`,
    path: page.url.current,
    cardOf: meta.path,
  };
}

export function pageLinks(page: ListPage) {
  return {
    page: page.currentPage,
    pages: page.lastPage,
    newer: page.url.prev,
    older: page.url.next,
  };
}
