import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, sitemapXml } from './postbuild.mjs';

describe('inlineScriptHashes', () => {
  it('hashes executable inline scripts and speculation rules, and skips JSON-LD and external scripts', () => {
    const hashes = inlineScriptHashes(
      '<script>a()</script><script src="/x.js"></script><script type="application/ld+json">{}</script><script type="speculationrules">{"prerender":[]}</script>',
    );
    expect(hashes).toHaveLength(2);
    for (const hash of hashes) expect(hash).toMatch(/^sha256-[A-Za-z0-9+/]+=*$/);
  });
});

describe('sitemapXml', () => {
  it('lists each URL once in a urlset', () => {
    const xml = sitemapXml(['https://example.test/', 'https://example.test/contact']);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml.match(/<loc>/g)).toHaveLength(2);
  });
});
