import { describe, expect, it } from 'vitest';
import { collections, singletons } from '../content';
import { onLiveSite } from './addresses';

describe('the live editor’s preview links', () => {
  it('open the live site’s page for each entry, keeping Keystatic’s {slug}', () => {
    const site = 'https://www.brightwave-digital.com';
    const live = onLiveSite(collections, site);
    expect(live.team.previewUrl).toBe(`${site}/about-us`);
    expect(live.servicePages.previewUrl).toBe(`${site}/services/{slug}`);
    expect(onLiveSite(singletons, site).business.previewUrl).toBe(`${site}/contact`);
    for (const [name, entry] of Object.entries({ ...collections, ...singletons }))
      expect(entry.previewUrl, name).toMatch(/^\/(?!\/)/);
  });

  it('leave the local editor’s links as they were', () => {
    onLiveSite(collections, 'https://www.brightwave-digital.com');
    expect(collections.team.previewUrl).toBe('/about-us');
  });
});
