import { describe, expect, it } from 'vitest';
import { siteConfig } from '~/data/site';
import { companyLinks, headerLinks } from '~/data/site';
import { pageMeta } from '~/data/page-meta';
import { services } from '~/data/services';
import { servicePages } from '~/data/services';

import { hasNotFoundPage, sitePaths as routePaths } from './site-paths.test-support';
import { dialNumber } from '~/lib/phone';

describe('site map and content integrity', () => {
  // Pinned to SPEC §2: the thirteen routes.
  it('lists the 13 routes of SPEC §2 and a not-found fallback', () => {
    expect(routePaths.size).toBe(13);
    expect(hasNotFoundPage).toBe(true);
  });

  // Pinned to SPEC §3: six services in the header and home grid.
  it('has exactly six services with unique slugs, each linking to a route', () => {
    expect(services).toHaveLength(6);
    expect(new Set(services.map((s) => s.slug)).size).toBe(services.length);
    for (const service of services) {
      expect(service.href).toBe(`/services/${service.slug}`);
      expect(routePaths.has(service.href)).toBe(true);
    }
  });

  it('gives every page a title and a description short enough for a search result', () => {
    const metas = [...Object.values(pageMeta), ...Object.values(servicePages).map((p) => p.meta)];
    // One for each route, and one for the not-found page.
    expect(metas).toHaveLength(routePaths.size + 1);
    expect(new Set(metas.map((meta) => meta.path))).toEqual(
      new Set([...routePaths, pageMeta.notFound.path]),
    );
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
    for (const phone of siteConfig.phones) {
      // The number shown (which the call link dials), in the range kept for fiction (555-0100 to 555-0199).
      expect(dialNumber(phone.display)).toMatch(/^\+1\d{3}55501\d{2}$/);
    }
    expect(siteConfig.email).toMatch(/@[a-z-]+\.example$/);
  });

  // Pinned to SPEC §2 Footer and §9: India and USA addresses, copyright year 2025.
  it('has the offices and copyright year of the specification', () => {
    expect(siteConfig.addresses.map((a) => a.country)).toEqual(['India', 'USA']);
    expect(siteConfig.copyrightYear).toBe(2025);
  });
});
