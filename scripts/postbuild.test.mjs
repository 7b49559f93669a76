import { describe, expect, it } from 'vitest';
import { deferHydration, inlineScriptHashes, sitemapXml } from './postbuild.mjs';

const built = `<head><link rel="modulepreload" href="/assets/a.js"/><link rel="modulepreload" href="/assets/b.js"/></head>
<body><script>window.__reactRouterContext = {};</script><script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-1.js";
import * as route1 from "/assets/home-1.js";

  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-1.js");</script><script type="application/ld+json">{"@type":"WebSite"}</script></body>`;

describe('deferHydration', () => {
  const html = deferHydration(built);

  it('drops the head preloads and starts the same imports after load, or on the first input', () => {
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('async=""');
    expect(html).toContain('requestAnimationFrame(() => setTimeout(start, 0))');
    expect(html).toContain('document.querySelectorAll("img[fetchpriority=high]")');
    expect(html).toContain('image.decode()');
    expect(html).toContain('addEventListener("load", afterPaint, { once: true });');
    expect(html).toContain('for (const type of ["pointerdown", "keydown", "touchstart"])');
    // Every chunk the head preloaded is still preloaded, only later.
    expect(html).toContain('"/assets/a.js","/assets/b.js"');
    for (const url of [
      '/assets/manifest-1.js',
      '/assets/root-1.js',
      '/assets/home-1.js',
      '/assets/entry.client-1.js',
    ]) {
      expect(html).toContain(url);
    }
    expect(html).toContain(
      'window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};',
    );
    expect(html.indexOf('__reactRouterRouteModules =')).toBeLessThan(
      html.indexOf('await import("/assets/entry.client-1.js")'),
    );
  });

  it('refuses a bootstrap it does not recognise instead of shipping a page that never hydrates', () => {
    expect(() => deferHydration('<html><body>no scripts</body></html>')).toThrow(/bootstrap/);
  });
});

describe('inlineScriptHashes', () => {
  it('hashes executable inline scripts and skips JSON-LD and external scripts', () => {
    const hashes = inlineScriptHashes(
      '<script>a()</script><script src="/x.js"></script><script type="application/ld+json">{}</script>',
    );
    expect(hashes).toHaveLength(1);
    expect(hashes[0]).toMatch(/^sha256-[A-Za-z0-9+/]+=*$/);
  });
});

describe('sitemapXml', () => {
  it('lists each URL once in a urlset', () => {
    const xml = sitemapXml(['https://example.test/', 'https://example.test/contact']);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml.match(/<loc>/g)).toHaveLength(2);
  });
});
