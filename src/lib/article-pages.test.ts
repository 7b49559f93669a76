import { describe, expect, it } from 'vitest';
import { listBreadcrumb } from './article-json-ld';
import { articlesPerPage, listPageMeta, listPagePaths, pageLinks } from './article-pages';

describe('the pages of a list of articles', () => {
  it('is one page up to nine articles, then a page for every nine more', () => {
    expect(listPagePaths('/insights', 0)).toEqual(['/insights']);
    expect(listPagePaths('/insights', articlesPerPage)).toEqual(['/insights']);
    expect(listPagePaths('/insights', articlesPerPage + 1)).toEqual(['/insights', '/insights/2']);
  });

  it('keeps the first page’s head, and names the page number after the title from page 2', () => {
    const meta = { title: 'Insights', description: 'Articles.', path: '/insights' };
    const first = {
      currentPage: 1,
      lastPage: 2,
      url: { current: '/insights', next: '/insights/2' },
    };
    const second = {
      currentPage: 2,
      lastPage: 2,
      url: { current: '/insights/2', prev: '/insights' },
    };
    expect(listPageMeta(meta, first, 'Page {page} of {pages}')).toBe(meta);
    expect(listPageMeta(meta, second, 'Page {page} of {pages}')).toEqual({
      ...meta,
      title: 'Insights (Page 2 of 2)',
      description: `${meta.description} (Page 2 of 2)`,
      path: '/insights/2',
      cardOf: '/insights',
    });
    expect(pageLinks(second)).toEqual({ page: 2, pages: 2, newer: '/insights', older: undefined });
  });
});

describe('a list’s breadcrumb', () => {
  it('is Home › the list › the page, for a topic or a later page, and none for /insights', () => {
    const topic = {
      title: 'Articles on Hosting',
      description: 'd',
      path: '/insights/topics/hosting',
    };
    const [trail] = listBreadcrumb(topic, 'Insights');
    expect((trail!.itemListElement as { name: string }[]).map((crumb) => crumb.name)).toEqual([
      'Home',
      'Insights',
      'Articles on Hosting',
    ]);
    expect(listBreadcrumb({ ...topic, path: '/insights' }, 'Insights')).toEqual([]);
  });
});
