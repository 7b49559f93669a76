import { describe, expect, it } from 'vitest';
import { siteConfig } from '~/config/site';
import { companyLinks, headerLinks } from './navigation';
import { pageMeta } from './page-meta';
import { services } from './services';
import { servicePages } from './service-pages';

import { hasNotFoundPage, sitePaths as routePaths } from './site-paths.test-support';

describe('site map and content integrity', () => {
  it('lists the 13 routes of SPEC §2 and a not-found fallback', () => {
    expect(routePaths.size).toBe(13);
    expect(hasNotFoundPage).toBe(true);
  });

  it('has exactly six services with unique slugs, each linking to a route', () => {
    expect(services).toHaveLength(6);
    expect(new Set(services.map((s) => s.slug)).size).toBe(6);
    for (const service of services) {
      expect(service.href).toBe(`/services/${service.slug}`);
      expect(routePaths.has(service.href)).toBe(true);
    }
  });

  it('gives every page a title and a description short enough for a search result', () => {
    const metas = [...Object.values(pageMeta), ...Object.values(servicePages).map((p) => p.meta)];
    expect(metas).toHaveLength(14); // 13 routes and the not-found page
    for (const meta of metas) {
      expect(meta.title.length, meta.title).toBeLessThanOrEqual(70);
      expect(meta.description.length, meta.description).toBeGreaterThanOrEqual(70);
      expect(meta.description.length, meta.description).toBeLessThanOrEqual(160);
    }
  });

  it('links header, footer and page metadata only to routes that exist', () => {
    for (const link of [...headerLinks, ...companyLinks])
      expect(routePaths.has(link.href)).toBe(true);
    for (const [key, meta] of Object.entries(pageMeta)) {
      if (key !== 'notFound') expect(routePaths.has(meta.path)).toBe(true);
    }
  });

  it('keeps phone links in E.164 and the e-mail on a reserved example domain', () => {
    for (const phone of siteConfig.phones) expect(phone.e164).toMatch(/^\+1307555\d{4}$/);
    expect(siteConfig.email).toMatch(/@[a-z-]+\.example$/);
    expect(siteConfig.addresses.map((a) => a.country)).toEqual(['India', 'USA']);
    expect(siteConfig.copyrightYear).toBe(2025);
  });
});
