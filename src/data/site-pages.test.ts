import { describe, expect, it } from 'vitest';
import { pageMeta } from '~/data/page-meta';
import { servicePages, services } from '~/data/services';
import { navigation } from '~/data/site';
import { sitePageAt, sitePages } from './site-pages';
import { sitePaths } from './site-paths.test-support';

describe('sitePages: what every page says about itself in llms.txt and on its card', () => {
  it('lists each route of src/pages/ once, and not the 404 page', () => {
    const paths = sitePages.map((page) => page.meta.path);
    expect(new Set(paths).size).toBe(paths.length);
    // The further pages of a list of articles (/insights/2) are listed as their first page.
    expect(new Set(paths)).toEqual(new Set([...sitePaths].filter((path) => !/\/\d+$/.test(path))));
    expect(sitePageAt(pageMeta.notFound.path)).toBeUndefined();
  });

  it('heads each service page with its service name, as the page’s h1 does', () => {
    for (const page of Object.values(servicePages)) {
      const listed = sitePageAt(page.meta.path);
      expect(listed?.group).toBe('service');
      expect(listed?.heading.title).toBe(page.hero.title);
      expect(listed?.meta).toBe(page.meta);
    }
  });

  it('names each page as the header and footer links do, and each service page by its service', () => {
    const links = [...navigation.headerLinks, ...navigation.companyLinks];
    const navigated = sitePages.filter(
      (candidate) => candidate.group === 'main' || candidate.group === 'legal',
    );
    for (const page of navigated) {
      // /services is named by its hero's title, as site-pages.ts says.
      if (page.meta.path === pageMeta.services.path) continue;
      expect(page.name).toBe(links.find((link) => link.href === page.meta.path)?.label);
    }
    for (const service of services) expect(sitePageAt(service.href)?.name).toBe(service.title);
    const names = sitePages.map((page) => page.name);
    expect(new Set(names).size).toBe(names.length);
  });
});
