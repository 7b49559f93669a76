import { describe, expect, it } from 'vitest';
import {
  alternatives,
  firstScreenRules,
  importedModules,
  pageMarkup,
  pruneCustomProperties,
  rangeCovers,
  reachable,
  reducePageStyles,
  selectorNeeds,
  splitAtFirstScreen,
  typedFacesFile,
  unescapeCss,
  withoutAbsentFieldParts,
} from './page-css.mjs';

describe('what a selector needs on the page', () => {
  it('reads classes with their escapes undone, ids, attribute names and tags', () => {
    expect(
      selectorNeeds('.sm\\:grid-cols-\\[1\\.1fr_1fr\\] > li#plans[data-category=hosting]'),
    ).toEqual({
      classes: ['sm:grid-cols-[1.1fr_1fr]'],
      ids: ['plans'],
      attributes: ['data-category'],
      tags: ['li'],
    });
    expect(unescapeCss('\\32 xl\\:flex')).toBe('2xl:flex');
  });

  it('never needs what is inside :not(), nor a state or pseudo-element', () => {
    expect(selectorNeeds('[data-particles]:not([data-floating])>*')).toEqual({
      classes: [],
      ids: [],
      attributes: ['data-particles'],
      tags: [],
    });
    expect(
      selectorNeeds(
        ':is(.menu-toggle:not(:has(+:popover-open)) .menu-toggle-close,.menu-toggle:has(+:popover-open) .menu-toggle-open)',
      ).classes,
    ).toEqual(['menu-toggle', 'menu-toggle-close', 'menu-toggle', 'menu-toggle-open']);
    expect(selectorNeeds('.placeholder\\:text-slate-500::placeholder').classes).toEqual([
      'placeholder:text-slate-500',
    ]);
    expect(selectorNeeds('::placeholder')).toEqual({
      classes: [],
      ids: [],
      attributes: [],
      tags: [],
    });
  });
});

describe('whether a page can reach a rule', () => {
  const markup = pageMarkup(
    '<html><body><details class="group"><summary class="group-open:rotate-180">More</summary></details><div class="reveal" data-module="reveal"></div><form class="in-data-queued:hidden"></form></body></html>',
  );
  const code =
    'e.dataset.reveal=`pending`;t.className="flex items-start gap-2 text-emerald-700";n.dataset.queued=""';

  it('when its classes are on the page, or spelt out by a script the page runs', () => {
    expect(
      reachable('.group-open\\:rotate-180:is(:where(.group):is([open]) *)', markup, code),
    ).toBe(true);
    expect(reachable('.text-emerald-700', markup, code)).toBe(true);
    expect(reachable('.text-emerald-800', markup, code)).toBe(false);
    // A whole word only: "gap-2" does not make "gap-20" reachable.
    expect(reachable('.gap-20', markup, code)).toBe(false);
  });

  it('when its attributes are on the page, set by a script, or set by the browser', () => {
    expect(reachable('[data-reveal=pending]', markup, code)).toBe(true);
    expect(reachable(':where([data-queued]) .in-data-queued\\:hidden', markup, code)).toBe(true);
    expect(reachable('[data-playing]', markup, code)).toBe(false);
    // The browser opens a <details>, and this page has one.
    expect(reachable('details[open]>summary', markup, code)).toBe(true);
    expect(reachable('[open] .x', pageMarkup('<p class="x"></p>'), '')).toBe(false);
  });

  it('leaves selectors of tags alone to Beasties, and keeps those that apply to anything', () => {
    expect(reachable('h1', markup, code)).toBe(false);
    expect(reachable('*', markup, code)).toBe(true);
    expect(reachable('::backdrop', markup, code)).toBe(true);
  });

  it('reads the modules a built script imports', () => {
    expect(
      importedModules(
        'import{a as b}from"./react.js";import"./x.js";const m=()=>import(`./es.js`)',
      ),
    ).toEqual(['./es.js', './react.js', './x.js']);
  });
});

describe('parts of form fields', () => {
  const css =
    '::placeholder{opacity:1}::-webkit-datetime-edit{padding:0}::-webkit-inner-spin-button{height:auto}' +
    '@supports (color:red){::placeholder{color:red}}p{margin:0}';

  it('go from a page with no field, and their rules with them', () => {
    const kept = withoutAbsentFieldParts(css, pageMarkup('<p>Text</p>'));
    expect(kept).not.toContain('placeholder');
    expect(kept).not.toContain('datetime-edit');
    expect(kept).not.toContain('spin-button');
    expect(kept).toContain('p{margin:0}');
  });

  it('stay where the page has the field that has them', () => {
    const withTextarea = withoutAbsentFieldParts(css, pageMarkup('<textarea></textarea>'));
    expect(withTextarea).toContain('::placeholder{opacity:1}');
    expect(withTextarea).not.toContain('datetime-edit');
    const withEmail = withoutAbsentFieldParts(css, pageMarkup('<input type="email" name="a">'));
    expect(withEmail).toContain('::placeholder{opacity:1}');
    expect(withEmail).not.toContain('datetime-edit');
    expect(withEmail).not.toContain('spin-button');
    expect(withoutAbsentFieldParts(css, pageMarkup('<input type="date" name="a">'))).toBe(css);
  });
});

describe('fonts and variables', () => {
  it('knows which characters a face covers', () => {
    const chars = new Set([...'é∞'].map((char) => char.codePointAt(0) ?? 0));
    expect(rangeCovers('U+0-22,U+24-29', chars)).toBe(false);
    expect(rangeCovers('U+B8-FF', chars)).toBe(true);
    expect(rangeCovers('U+22??', chars)).toBe(true);
  });

  it('drops the variables nothing reads, following one variable to another', () => {
    const css =
      ':root,:host{--color-a:red;--color-b:blue;--font-sans:Jakarta;--font-display:var(--font-sans);--unused:1px}' +
      '.a{color:var(--color-a);font-family:var(--font-display)}@property --tw-shadow{syntax:"*";inherits:false}' +
      '@property --tw-leading{syntax:"*";inherits:false}.leading-6{--tw-leading:1.5rem}';
    const pruned = pruneCustomProperties(css, '<p style="color:var(--color-b)"></p>');
    expect(pruned).toContain('--color-a:red');
    expect(pruned).toContain('--color-b:blue');
    expect(pruned).toContain('--font-sans:Jakarta');
    expect(pruned).not.toContain('--unused');
    // Set by a rule, but never read: its registration can go, the rule stays.
    expect(pruned).not.toContain('@property --tw-leading');
    expect(pruned).not.toContain('@property --tw-shadow');
    expect(pruned).toContain('.leading-6{--tw-leading:1.5rem}');
  });

  it("drops registrations nothing gives a value, and Tailwind's starting values for browsers that cannot register", () => {
    const css =
      '@layer properties{@supports (-moz-orient:inline){*,:before,:after{--tw-blur:initial;--tw-translate-x:0}}}' +
      '.blur{--tw-backdrop-blur:blur(12px);backdrop-filter:var(--tw-backdrop-blur,) var(--tw-backdrop-invert,) var(--tw-backdrop-sepia,)}' +
      '.up{translate:var(--tw-translate-x) var(--tw-translate-y)}' +
      '@property --tw-backdrop-blur{syntax:"*";inherits:false}@property --tw-backdrop-invert{syntax:"*";inherits:false}' +
      '@property --tw-backdrop-sepia{syntax:"*";inherits:false}' +
      '@property --tw-translate-x{syntax:"*";inherits:false;initial-value:0}@property --tw-translate-y{syntax:"*";inherits:false;initial-value:0}';
    const pruned = pruneCustomProperties(css, '<p style="--tw-backdrop-sepia:sepia(1)"></p>');
    expect(pruned).not.toContain('@layer properties');
    expect(pruned).not.toContain('--tw-blur');
    // Given a value by a rule, or by an attribute of the page: registered as before.
    expect(pruned).toContain('@property --tw-backdrop-blur{');
    expect(pruned).toContain('@property --tw-backdrop-sepia{');
    // Read but never given a value, with no starting value: it reads as nothing either way.
    expect(pruned).not.toContain('@property --tw-backdrop-invert');
    // Read with a starting value: the registration gives the value, so it stays.
    expect(pruned).toContain('@property --tw-translate-x{');
    expect(pruned).toContain('@property --tw-translate-y{');
  });

  it('drops a colour mixed with an alpha that nothing on the page sets', () => {
    const css =
      '.shadow-brand{--tw-shadow-color:#4f46e540}' +
      '@supports (color:color-mix(in lab, red, red)){.shadow-brand{--tw-shadow-color:color-mix(in oklab, oklab(51% .03 -.23/.25) var(--tw-shadow-alpha), transparent)}}' +
      '@supports (color:color-mix(in lab, red, red)){::placeholder{color:color-mix(in oklab, currentcolor 50%, transparent)}}' +
      '.s{box-shadow:0 0 4px var(--tw-shadow-color)}@property --tw-shadow-alpha{syntax:"<percentage>";inherits:false;initial-value:100%}';
    const pruned = pruneCustomProperties(css, '');
    expect(pruned).toContain('.shadow-brand{--tw-shadow-color:#4f46e540}');
    expect(pruned).not.toContain('var(--tw-shadow-alpha)');
    expect(pruned).toContain('currentcolor 50%');
    // Where a rule sets the alpha (`shadow-lg/50`), the mix is what it asks for.
    expect(pruneCustomProperties(`${css}.half{--tw-shadow-alpha:50%}`, '')).toContain(
      'var(--tw-shadow-alpha), transparent)',
    );
  });
});

describe('a page reduced to the CSS it can use', () => {
  const css =
    '@font-face{font-family:Core;src:url(/core.woff2);unicode-range:U+0-7F}' +
    '@font-face{font-family:Core;src:url(/more.woff2);unicode-range:U+80-FF}' +
    '@layer theme{:root,:host{--color-ok:green;--color-unused:red}}' +
    '@layer utilities{.shown{color:var(--color-ok)}.never{color:red}.success{color:green}.animate-spin{animation:var(--animate-spin)}}' +
    '@media (prefers-reduced-motion:no-preference){[data-reveal=pending]{opacity:0}}' +
    '@keyframes spin{to{rotate:360deg}}';
  const scripts = new Map([
    ['/assets/island.js', 'import"./chunk.js";export const f=()=>"success"'],
    ['/assets/chunk.js', 'e.dataset.reveal="pending";c="animate-spin"'],
  ]);
  const readScript = async (path) => {
    const text = scripts.get(path);
    if (text === undefined) throw new Error(`no ${path}`);
    return text;
  };

  it('keeps the rules its HTML and its scripts use, and leaves the rest of the page as it was', async () => {
    const html = `<!DOCTYPE html><html><head><style>${css}</style></head><body><p class="shown">Hi</p><astro-island component-url="/assets/island.js"></astro-island></body></html>`;
    const reduced = await reducePageStyles(html, readScript);
    const style = /<style>([\s\S]*)<\/style>/.exec(reduced)?.[1] ?? '';
    expect(style).toContain('.shown{');
    expect(style).toContain('.success{');
    expect(style).toContain('[data-reveal=pending]');
    expect(style).toContain('prefers-reduced-motion');
    expect(style).toContain('.animate-spin{');
    expect(style).toContain('@keyframes spin');
    expect(style).not.toContain('.never');
    expect(style).not.toContain('--color-unused');
    expect(style).toContain('--color-ok');
    // The face of characters the page does not show goes; the page has no field to type in.
    expect(style).toContain('/core.woff2');
    expect(style).not.toContain('/more.woff2');
    expect(reduced.replace(style, '')).toBe(html.replace(css, ''));
  });

  it('keeps every face on a page where a visitor types', async () => {
    const html = `<html><head><style>${css}</style></head><body><input class="shown"></body></html>`;
    expect(await reducePageStyles(html, readScript)).toContain('/more.woff2');
  });

  it('sends the faces only typing needs in a file its template brings after the paint', async () => {
    const html = `<html><head><style>${css}</style></head><body><p>Hi</p><input class="shown"><template data-enhancements><script type="module" src="/assets/chunk.js"></script></template></body></html>`;
    /** @type {Map<string, string>} */
    const written = new Map();
    const reduced = await reducePageStyles(html, readScript, new Map(), (path, text) =>
      written.set(path, text),
    );
    const [[path, faces] = []] = [...written];
    expect(path).toBe(typedFacesFile(faces ?? ''));
    expect(faces).toContain('/more.woff2');
    expect(faces).not.toContain('/core.woff2');
    const style = /<style>([\s\S]*)<\/style>/.exec(reduced)?.[1] ?? '';
    expect(style).toContain('/core.woff2');
    expect(style).not.toContain('/more.woff2');
    expect(reduced).toContain(
      `<script type="module" src="/assets/chunk.js"></script><link rel="stylesheet" href="${path}"></template>`,
    );
  });

  it('stops when a script the page runs cannot be read', async () => {
    const html = `<html><head><style>${css}</style></head><body><script type="module" src="/assets/gone.js"></script></body></html>`;
    await expect(reducePageStyles(html, readScript)).rejects.toThrow(/gone\.js/);
  });
});

describe('the first screen’s own rules', () => {
  it('reads a minifier’s :is() list as the selectors it joins', () => {
    expect(alternatives(':is(.a:not(:has(.menu:popover-open)) .b,.c:has(.menu) .d)')).toEqual([
      '.a:not(:has(.menu:popover-open)) .b',
      '.c:has(.menu) .d',
    ]);
    expect(alternatives(':where(.x,.y)>:is(p,.z)')).toEqual(['.x>p', '.x>.z', '.y>p', '.y>.z']);
    expect(alternatives('.a:not(:is(.b,.c))')).toEqual(['.a:not(:is(.b,.c))']);
    // A tag cannot follow a class in one compound, so such a list stays as it is.
    expect(alternatives('.a:is(p,.b)')).toEqual(['.a:is(p,.b)']);
  });

  const face = '@font-face{font-family:Brand;src:url(/brand.woff2)format("woff2")}';
  const css = [
    face,
    '@layer theme,base,utilities;',
    '@layer base{h1{margin:0}footer{padding:0}}',
    '@layer utilities{.hero{color:red}.card{color:blue}',
    '@media (min-width:40rem){.hero{color:green}.card{color:navy}}',
    '@media (min-width:64rem){.card{color:black}}',
    ':is(.menu-closed:not(:has(.menu:popover-open)) .icon,.menu:popover-open .other){display:none}',
    '.spin{animation:turn 1s}.fade{animation:fade 1s}}',
    '@keyframes turn{to{rotate:1turn}}@keyframes fade{to{opacity:0}}',
  ].join('');
  const firstScreen =
    '<html><head></head><body><header class="menu-closed"><span class="icon"></span></header><main><section class="hero spin"><h1>Hi</h1></section>';

  it('keeps what the first screen uses, in order and inside its at-rules, and nothing else', () => {
    const kept = firstScreenRules(css, firstScreen);
    expect(kept).toContain('@layer theme,base,utilities;');
    expect(kept).toContain('h1{margin:0}');
    expect(kept).toMatch(
      /\.hero\{color:red\}.*@media \(min-width:40rem\)\{\.hero\{color:green\}\}/,
    );
    expect(kept).toContain('.menu-closed:not(:has(.menu:popover-open)) .icon');
    expect(kept).toContain('@keyframes turn');
    for (const gone of ['footer', '.card', '64rem', '@keyframes fade', '.fade'])
      expect(kept).not.toContain(gone);
  });

  it('puts the first screen’s rules in the head and the whole stylesheet after the first screen', () => {
    const html = `<!doctype html><html><head><style>${css}</style></head><body><header class="menu-closed"><span class="icon"></span></header><main><section class="hero spin"><h1>Hi</h1></section><section class="card">More</section></main><footer>End</footer></body></html>`;
    const split = splitAtFirstScreen(html);
    const styles = [...split.matchAll(/<style>([\s\S]*?)<\/style>/g)];
    expect(styles).toHaveLength(2);
    expect(styles[0]?.[1]).toBe(
      firstScreenRules(css, html.slice(0, html.indexOf('<section class="card">'))),
    );
    // The font's face once, in the head: declared twice, the browser would hold two faces.
    expect(styles[0]?.[1]).toContain(face);
    expect(styles[1]?.[1]).toBe(css.replace(face, ''));
    expect(split).toContain(
      `<h1>Hi</h1></section><style>${css.replace(face, '')}</style><section class="card">`,
    );
    expect(split.replace(/<style>[\s\S]*?<\/style>/g, '')).toBe(
      html.replace(/<style>[\s\S]*?<\/style>/g, ''),
    );
  });

  it('leaves one stylesheet on a page without a first screen of its own', () => {
    const html = `<!doctype html><html><head><style>${css}</style></head><body><p class="card">Only this</p></body></html>`;
    expect(splitAtFirstScreen(html)).toBe(html);
  });
});
