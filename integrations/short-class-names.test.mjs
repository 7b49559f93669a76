import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  renameSelectorClasses,
  selectorClasses,
  shortName,
  shortNames,
  shortenPageClassNames,
  shortenSiteClassNames,
} from './short-class-names.mjs';

describe('short names', () => {
  it('are CSS identifiers as they are: a letter first, then letters, digits, _ and -', () => {
    const names = Array.from({ length: 5000 }, (_, index) => shortName(index));
    expect(names.slice(0, 3)).toEqual(['a', 'b', 'c']);
    expect(names[51]).toBe('Z');
    expect(names[52]).toBe('aa');
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-zA-Z][\w-]*$/);
  });

  it('go to the most used classes first, the same for the same site, never a reserved one', () => {
    const uses = new Map([
      ['text-sm', 3],
      ['px-4', 9],
      ['mt-2', 3],
    ]);
    expect([...shortNames(uses, new Set())]).toEqual([
      ['px-4', 'a'],
      ['mt-2', 'b'],
      ['text-sm', 'c'],
    ]);
    expect([...shortNames(uses, new Set(['a', 'c']))]).toEqual([
      ['px-4', 'b'],
      ['mt-2', 'd'],
      ['text-sm', 'e'],
    ]);
  });
});

describe('selectors', () => {
  const css =
    '@layer utilities{.sm\\:px-6{padding:1px}.group-hover\\:translate-x-1:is(:where(.group):hover *){translate:1px}.w-1\\/2:not(.hidden){width:50%}}' +
    '@keyframes spin{to{rotate:1turn}}[data-reveal=shown]{opacity:1}';

  it('name their classes with the escapes undone, inside :is(), :where() and :not()', () => {
    expect([...selectorClasses(css)].sort()).toEqual([
      'group',
      'group-hover:translate-x-1',
      'hidden',
      'sm:px-6',
      'w-1/2',
    ]);
  });

  it('take the short names and leave everything else as written', () => {
    const names = new Map([
      ['sm:px-6', 'a'],
      ['group', 'b'],
      ['group-hover:translate-x-1', 'c'],
      ['w-1/2', 'd'],
    ]);
    expect(renameSelectorClasses(css, names)).toBe(
      '@layer utilities{.a{padding:1px}.c:is(:where(.b):hover *){translate:1px}.d:not(.hidden){width:50%}}' +
        '@keyframes spin{to{rotate:1turn}}[data-reveal=shown]{opacity:1}',
    );
  });
});

describe('a page', () => {
  const names = new Map([
    ['px-4', 'a'],
    ['text-sm', 'b'],
    ['lucide', 'c'],
    ['size-4', 'd'],
    ['sr-only', 'e'],
  ]);
  const page = (body) =>
    `<!doctype html><html><head><style>.px-4{padding:1rem}.text-sm{font-size:.875rem}.size-4{width:1rem}.sr-only{position:absolute}</style></head><body>${body}</body></html>`;

  it('sends short names in its attributes and its <style>, in templates too', () => {
    const html = page(
      '<p class="px-4 text-sm">Hi</p><template><span class="sr-only">x</span></template><noscript><b class="px-4">y</b></noscript>',
    );
    expect(shortenPageClassNames(html, names, new Set())).toBe(
      '<!doctype html><html><head><style>.a{padding:1rem}.b{font-size:.875rem}.d{width:1rem}.e{position:absolute}</style></head><body><p class="a b">Hi</p><template><span class="e">x</span></template><noscript><b class="a">y</b></noscript></body></html>',
    );
  });

  it('drops the classes that style nothing on it, and an attribute left empty', () => {
    const html = page(
      '<svg class="lucide lucide-quote size-4" aria-hidden="true"></svg><i class="lucide">z</i>',
    );
    expect(shortenPageClassNames(html, names, new Set())).toContain(
      '<svg class="d" aria-hidden="true"></svg><i>z</i>',
    );
  });

  it('keeps the names a script of the page names, in its HTML and its <style>', () => {
    const html = page('<p class="px-4 text-sm lucide">Hi</p>');
    const out = shortenPageClassNames(html, names, new Set(['text-sm', 'lucide']));
    expect(out).toContain('<p class="a text-sm lucide">Hi</p>');
    expect(out).toContain('.a{padding:1rem}.text-sm{font-size:.875rem}');
  });

  it('writes a kept name that holds a quote or an ampersand as HTML', () => {
    const html =
      '<html><head><style>.\\[\\&\\>b\\]\\:px-1>b{padding:1px}</style></head><body><p class="[&amp;&gt;b]:px-1">a</p></body></html>';
    const out = shortenPageClassNames(html, new Map(), new Set(['[&>b]:px-1']));
    expect(out).toContain('<p class="[&amp;>b]:px-1">a</p>');
  });
});

describe('the built site', () => {
  it('gets one set of names, except what the scripts each page runs name', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'short-class-names-'));
    try {
      await mkdir(join(dir, 'assets'));
      await mkdir(join(dir, 'contact'));
      const style =
        '<style>.px-4{padding:1rem}.text-sm{font-size:.875rem}.is-open{color:red}</style>';
      await writeFile(
        join(dir, 'index.html'),
        `<html><head>${style}</head><body><p class="px-4 text-sm">a</p><p class="px-4">b</p></body></html>`,
      );
      await writeFile(
        join(dir, 'contact/index.html'),
        `<html><head>${style}</head><body><p class="px-4 text-sm">c</p><script type="module" src="/assets/form.js"></script></body></html>`,
      );
      await writeFile(
        join(dir, 'assets/form.js'),
        'e.className="text-sm";t.classList.add("is-open")',
      );
      const result = await shortenSiteClassNames(dir);
      expect(result).toMatchObject({ pages: 2, classes: 2, kept: 2 });
      expect(await readFile(join(dir, 'index.html'), 'utf8')).toBe(
        '<html><head><style>.a{padding:1rem}.b{font-size:.875rem}.is-open{color:red}</style></head><body><p class="a b">a</p><p class="a">b</p></body></html>',
      );
      expect(await readFile(join(dir, 'contact/index.html'), 'utf8')).toContain(
        '<style>.a{padding:1rem}.text-sm{font-size:.875rem}.is-open{color:red}</style></head><body><p class="a text-sm">c</p>',
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("shortens an island's class names in its module too, which it renames, but not what its page's other scripts name", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'short-class-names-'));
    try {
      await mkdir(join(dir, 'assets'));
      const style =
        '<style>.px-4{padding:1rem}.text-sm{font-size:.875rem}.mt-2{margin-top:.5rem}.flex{display:flex}.hidden{display:none}</style>';
      await writeFile(
        join(dir, 'index.html'),
        `<html><head>${style}</head><body><p class="px-4 text-sm mt-2 flex hidden">a</p></body></html>`,
      );
      await writeFile(
        join(dir, 'form.html'),
        `<html><head>${style}</head><body><astro-island component-url="/assets/form.AbCd1234.js" renderer-url="/assets/client.js"><p class="px-4 text-sm mt-2 flex hidden">b</p></astro-island>` +
          '<script type="module" src="/assets/menu.js"></script></body></html>',
      );
      // React DOM's words are not classes; a script beside the island names one (`mt-2`).
      await writeFile(join(dir, 'assets/client.js'), 'style.display="flex";el.hidden=true');
      await writeFile(join(dir, 'assets/menu.js'), 'm.classList.toggle("mt-2")');
      await writeFile(
        join(dir, 'assets/form.AbCd1234.js'),
        'import{t}from"./react.js";export const f=(x)=>t("p",{className:`px-4 text-sm mt-2 flex ${x?"hidden":""}`,type:"hidden"});',
      );
      await writeFile(join(dir, 'assets/react.js'), 'export const t=()=>{}');
      await shortenSiteClassNames(dir);
      const page = await readFile(join(dir, 'form.html'), 'utf8');
      const module = /component-url="\/assets\/(form\.[\w-]{8}\.js)"/.exec(page)?.[1];
      expect(module).toBeDefined();
      expect(module).not.toBe('form.AbCd1234.js');
      await expect(readFile(join(dir, 'assets/form.AbCd1234.js'))).rejects.toThrow();
      const code = await readFile(join(dir, 'assets', /** @type {string} */ (module)), 'utf8');
      // `hidden` alone may be an input's type: left as written, so it keeps its name here.
      expect(code).toBe(
        'import{t}from"./react.js";export const f=(x)=>t("p",{className:`d e mt-2 a ${x?"hidden":""}`,type:"hidden"});',
      );
      expect(page).toContain('<p class="d e mt-2 a hidden">b</p>');
      expect(page).toContain(
        '.d{padding:1rem}.e{font-size:.875rem}.mt-2{margin-top:.5rem}.a{display:flex}.hidden{display:none}',
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
