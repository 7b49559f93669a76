import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { astroIslandScript } from './foreign-content.mjs';
import {
  afterPaintDirectiveScript,
  runtimeAfterPaint,
  runtimeAfterPaintOnSite,
  runtimeFile,
} from './island-runtime-after-paint.mjs';

const runtime = '(()=>{customElements.define("astro-island",class extends HTMLElement{})})();';
const page = (body) =>
  `<!DOCTYPE html><html><head><title>t</title></head><body>${body}<template data-enhancements><script type="module" src="/assets/enhancements.js"></script></template></body></html>`;

describe('the island runtime', () => {
  it('is named by its content, under /assets/', () => {
    expect(runtimeFile(runtime)).toMatch(/^\/assets\/astro-island\.[0-9a-f]{10}\.js$/);
    expect(runtimeFile(runtime)).toBe(runtimeFile(runtime));
    expect(runtimeFile(`${runtime} `)).not.toBe(runtimeFile(runtime));
  });

  it('leaves the page, and waits in its template for the largest paint', () => {
    const html = page(
      `<script>(()=>{(self.Astro||(self.Astro={})).afterpaint=1})();</script><script>${runtime}</script><astro-island client="afterpaint"><form></form></astro-island>`,
    );
    expect(runtimeAfterPaint(html, runtime, '/assets/astro-island.x.js')).toBe(
      page(
        '<script>(()=>{(self.Astro||(self.Astro={})).afterpaint=1})();</script><astro-island client="afterpaint"><form></form></astro-island>',
      ).replace(
        '</script></template>',
        '</script><script src="/assets/astro-island.x.js"></script></template>',
      ),
    );
  });

  it("takes the directive's registration and Astro's island style with it", () => {
    const directive = '(()=>{(self.Astro||(self.Astro={})).afterpaint=1})();';
    const html = page(
      `<style>p{margin:0}</style><style>astro-island{display:contents}</style><script>${directive}</script><script>${runtime}</script><astro-island client="afterpaint"></astro-island>`,
    );
    expect(afterPaintDirectiveScript([html, html])).toBe(directive);
    expect(afterPaintDirectiveScript([html, html.replace('=1', '=2')])).toBeUndefined();
    expect(runtimeAfterPaint(html, runtime, '/assets/astro-island.x.js', directive)).toBe(
      page(
        '<style>p{margin:0}astro-island{display:contents}</style><astro-island client="afterpaint"></astro-island>',
      ).replace(
        '</script></template>',
        '</script><script src="/assets/astro-island.x.js"></script></template>',
      ),
    );
  });

  it('stays in a page with an island that must start before the largest paint', () => {
    const html = page(
      `<script>${runtime}</script><astro-island client="afterpaint"></astro-island><astro-island client="load"></astro-island>`,
    );
    expect(runtimeAfterPaint(html, runtime, '/a.js')).toBeUndefined();
  });

  it('leaves a page without it as it is, and refuses one with no template to load it', () => {
    expect(runtimeAfterPaint(page('<p>Hi</p>'), runtime, '/a.js')).toBeUndefined();
    expect(() =>
      runtimeAfterPaint(`<html><body><script>${runtime}</script></body></html>`, runtime, '/a.js'),
    ).toThrow(/template data-enhancements/);
  });

  it('is written once for the site, with the pages that need it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'island-runtime-'));
    try {
      await writeFile(join(dir, 'index.html'), page('<p>Home</p>'));
      await writeFile(join(dir, 'contact.html'), page(`<script>${runtime}</script>`));
      await mkdir(join(dir, 'assets'));
      expect(await runtimeAfterPaintOnSite(dir, runtime)).toEqual(['contact.html']);
      expect(await readFile(join(dir, runtimeFile(runtime)), 'utf8')).toBe(runtime);
      expect(await readFile(join(dir, 'contact.html'), 'utf8')).toContain(
        `<script src="${runtimeFile(runtime)}"></script></template>`,
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("is Astro's own, as the build finds it", async () => {
    expect(await astroIslandScript()).toContain('astro-island');
  });
});
