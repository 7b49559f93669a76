/**
 * The files search engines read to find every page: robots.txt, the site map index and its
 * site maps, each well-formed XML by a strict parser and listing every page once.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { sitePaths } from '../e2e/site-routes';
import { clientDir, siteUrl } from './built-site';

const read = (file: string) => readFileSync(join(clientDir, file), 'utf8');
const locs = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!));

describe('the site map', () => {
  it('is named by robots.txt and lists every page by its canonical address, once', () => {
    // @astrojs/sitemap writes an index of site map files; robots.txt names the index.
    expect(read('robots.txt')).toContain(`Sitemap: ${siteUrl}/sitemap-index.xml`);
    const index = read('sitemap-index.xml');
    expect(XMLValidator.validate(index)).toBe(true);
    const files = locs(index);
    expect(files.length).toBeGreaterThan(0);
    const listed: string[] = [];
    for (const file of files) {
      expect(file.origin).toBe(siteUrl);
      const sitemap = read(file.pathname.slice(1));
      expect(XMLValidator.validate(sitemap), file.pathname).toBe(true);
      for (const url of locs(sitemap)) {
        expect(url.origin).toBe(siteUrl);
        listed.push(url.pathname.replace(/(.)\/$/, '$1'));
      }
    }
    expect(listed.sort()).toEqual([...sitePaths].sort());
  });
});
