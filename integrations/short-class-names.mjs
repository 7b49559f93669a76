// Astro integration: the class names a page sends, shortened, and those that style nothing
// taken out.
//
// Tailwind names each style after what it does (`mx-auto max-w-7xl px-4 sm:px-6`), and a page
// sends each name twice: in its elements' `class` attributes and in its <style>. Shortened,
// a page sends 0.8-1.8 KB less in Brotli (of 14-18 KB), and a page over about 14 KB reaches a
// phone a round trip later (ARCHITECTURE.md, "First paint"). Once
// page-css.mjs has cut each page's <style> down to the rules it uses, this step gives every
// class name of the built site a short one (`a`, `b`… `aB`), the most frequent the shortest, and
// writes it in the `class` attributes and the selectors of every page. The source, the
// development server and the editor's previews keep Tailwind's names; only the built pages
// change, and what a visitor sees is the same.
//
// An island's module (the contact form, which React renders in the browser too) gets the same
// short names in the strings that are certainly its class lists (script-class-names.mjs), and a
// new file name made from its new content.
//
// What it leaves alone, so that nothing a page does changes:
//  - on a page, a class named in a script that page runs (the enhancement modules, its inline
//    scripts, what an island's module still spells out), as whole words, the way page-css.mjs
//    finds them: a script may add it, look for it or render it, so there it keeps its name, and
//    no short name is ever one of these. A framework's renderer (React DOM) is not read: it
//    writes the classes its components give it and adds none of its own;
//  - everything in a page but `class` attributes and the selectors of its <style> elements.
// A class a page's <style> never names and no script names styles nothing on that page (its
// CSS is its own): it is taken out of that page, and a `class` attribute left empty goes.
//
// It runs after page-css.mjs, which finds a rule's classes by their names in the page and the
// scripts, and before hosting-headers.mjs, which hashes each final <style> into the page's
// policy and precompresses the pages (astro.config.ts lists them in that order).
import { createHash } from 'node:crypto';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'parse5';
import postcss from 'postcss';
import selectorParser from 'postcss-selector-parser';
import { attribute, elements, htmlFiles, textOf } from './html-tree.mjs';
import { namedIn, pageMarkup, remembered, scriptText, siteImports } from './page-css.mjs';
import { renameScriptClasses } from './script-class-names.mjs';

/**
 * @typedef {import('parse5').DefaultTreeAdapterMap['element']} Element
 */

const firstCharacters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const nextCharacters = `${firstCharacters}0123456789_-`;

/**
 * The `index`th short class name: `a`…`Z`, then `aa`, `ba`…: a letter first, so it is a CSS
 * identifier as it is, then letters, digits, `_` and `-`.
 * @param {number} index from 0
 */
export function shortName(index) {
  let name = firstCharacters[index % firstCharacters.length] ?? '';
  let rest = Math.floor(index / firstCharacters.length);
  while (rest > 0) {
    rest -= 1;
    name += nextCharacters[rest % nextCharacters.length];
    rest = Math.floor(rest / nextCharacters.length);
  }
  return name;
}

/**
 * The short name of each class: the most used across the site gets the shortest, ties in the
 * order of the names, so the same site always gets the same names. A short name is never one
 * of `reserved`, the classes that keep their own names on some page.
 * @param {Map<string, number>} uses how many times each class is in a `class` attribute
 * @param {Set<string>} reserved
 * @returns {Map<string, string>}
 */
export function shortNames(uses, reserved) {
  const names = new Map();
  const order = [...uses.keys()].sort(
    (a, b) => (uses.get(b) ?? 0) - (uses.get(a) ?? 0) || (a < b ? -1 : a > b ? 1 : 0),
  );
  let index = 0;
  for (const name of order) {
    let short = shortName(index++);
    while (reserved.has(short)) short = shortName(index++);
    names.set(name, short);
  }
  return names;
}

/** Whether a rule holds selectors (not a keyframe's `from`, `50%`). */
const hasSelectors = (/** @type {import('postcss').Rule} */ rule) =>
  !(rule.parent?.type === 'atrule' && /keyframes$/i.test(/** @type {any} */ (rule.parent).name));

/**
 * Every class a stylesheet's selectors name, inside `:is()`, `:where()`, `:not()` and `:has()`
 * too, escapes undone (`sm\:px-6` → `sm:px-6`).
 * @param {string} css
 */
export function selectorClasses(css) {
  const classes = new Set();
  const collect = selectorParser((selectors) => {
    selectors.walkClasses((node) => {
      classes.add(node.value);
    });
  });
  postcss.parse(css).walkRules((rule) => {
    if (hasSelectors(rule)) collect.processSync(rule.selector);
  });
  return classes;
}

/**
 * The stylesheet with each class of `names` in its selectors renamed; everything else is left
 * as it was written.
 * @param {string} css
 * @param {Map<string, string>} names
 */
export function renameSelectorClasses(css, names) {
  const rename = selectorParser((selectors) => {
    selectors.walkClasses((node) => {
      const short = names.get(node.value);
      if (short !== undefined) node.value = short;
    });
  });
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (!hasSelectors(rule)) return;
    const renamed = rename.processSync(rule.selector);
    if (renamed !== rule.selector) rule.selector = renamed;
  });
  return root.toString();
}

/** An attribute value as written between double quotes. */
const quoted = (/** @type {string} */ value) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/**
 * A built page with its class names shortened: each `class` attribute keeps the classes its
 * <style> or a script names, shortened where `names` has them, and goes when none is left; the
 * selectors of its <style> elements are renamed to match. Everything else is left byte for byte.
 * @param {string} html
 * @param {Map<string, string>} names
 * @param {Set<string>} kept classes a script of the page names, which keep their names
 * @param {{ classesOf?: typeof selectorClasses, rename?: (css: string, names: Map<string, string>) => string }} [readers]
 *   the same functions, remembered for the whole site (many pages share a stylesheet)
 */
export function shortenPageClassNames(
  html,
  names,
  kept,
  { classesOf = selectorClasses, rename = renameSelectorClasses } = {},
) {
  const document = parse(html, { sourceCodeLocationInfo: true, scriptingEnabled: false });
  const all = [...elements(document)];
  const styles = all.filter((element) => element.tagName === 'style');
  const styled = new Set(styles.flatMap((style) => [...classesOf(textOf(style))]));
  const renamed = [...kept].some((name) => names.has(name))
    ? new Map([...names].filter(([name]) => !kept.has(name)))
    : names;
  /** @type {{ start: number, end: number, text: string }[]} */
  const edits = [];
  for (const element of all) {
    const value = attribute(element, 'class');
    const location = element.sourceCodeLocation?.attrs?.class;
    if (value === undefined || !location) continue;
    const classes = value
      .split(/\s+/)
      .filter((name) => name && (styled.has(name) || kept.has(name)))
      .map((name) => renamed.get(name) ?? name);
    let { startOffset: start } = location;
    if (classes.length === 0 && /\s/.test(html[start - 1] ?? '')) start -= 1;
    edits.push({
      start,
      end: location.endOffset,
      text: classes.length === 0 ? '' : `class="${quoted(classes.join(' '))}"`,
    });
  }
  for (const style of styles) {
    const { startTag, endTag } = /** @type {import('parse5').Token.ElementLocation} */ (
      style.sourceCodeLocation
    );
    if (!startTag || !endTag) continue;
    edits.push({
      start: startTag.endOffset,
      end: endTag.startOffset,
      text: rename(textOf(style), renamed),
    });
  }
  let out = html;
  for (const { start, end, text } of edits.sort((a, b) => b.start - a.start))
    out = `${out.slice(0, start)}${text}${out.slice(end)}`;
  return out;
}

/** The scripts an island names: its component's module, and its framework's renderer. */
function islandScripts(/** @type {import('parse5').DefaultTreeAdapterMap['document']} */ document) {
  const components = new Set();
  const renderers = new Set();
  for (const element of elements(document))
    if (element.tagName === 'astro-island') {
      const component = attribute(element, 'component-url');
      const renderer = attribute(element, 'renderer-url');
      if (component) components.add(component);
      if (renderer) renderers.add(renderer);
    }
  return { components: [...components], renderers: [...renderers] };
}

/**
 * Each island's module with its class names shortened (script-class-names.mjs), under a new
 * name made from its new content: its old name stays cached for a year wherever it was fetched.
 * A name that a script of a page running the island spells out (the enhancement modules, the
 * page's inline scripts) stays long in it, as it stays long on that page; so does a name the
 * module itself still spells somewhere, wherever else it writes it.
 * @param {{ components: string[], otherCode: (name: string) => boolean }[]} pages
 * @param {Map<string, string>} names
 * @param {Set<string>} classes every class the site's pages use or style
 * @param {(path: string) => Promise<string>} readScript
 * @returns {Promise<Map<string, { path: string, code: string }>>} by the module's old path
 */
async function shortenIslandModules(pages, names, classes, readScript) {
  /** @type {Map<string, { path: string, code: string }>} */
  const modules = new Map();
  const paths = new Set(pages.flatMap((page) => page.components));
  for (const path of paths) {
    const original = await readScript(path);
    const keep = new Set(
      [...names.keys()].filter((name) =>
        pages.some((page) => page.components.includes(path) && page.otherCode(name)),
      ),
    );
    let code = renameScriptClasses(original, names, keep, classes);
    for (;;) {
      const spelt = namedIn(code);
      const stillLong = [...names.keys()].filter((name) => !keep.has(name) && spelt(name));
      if (stillLong.length === 0) break;
      stillLong.forEach((name) => keep.add(name));
      code = renameScriptClasses(original, names, keep, classes);
    }
    if (code === original) continue;
    const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
    const file = /** @type {string} */ (path.split('/').at(-1));
    const renamed = `${path.slice(0, -file.length)}${file.slice(0, file.indexOf('.'))}.${hash}.js`;
    modules.set(path, { path: renamed, code });
  }
  return modules;
}

/**
 * Shortens the class names of every page of the built site in `clientDir`, and of the islands'
 * modules they run.
 * @param {string} clientDir
 * @returns {Promise<{ pages: number, classes: number, kept: number, before: number, after: number }>}
 */
export async function shortenSiteClassNames(clientDir) {
  const cache = new Map();
  const readScript = (/** @type {string} */ path) =>
    readFile(join(clientDir, decodeURIComponent(path)), 'utf8');
  const classesOf = remembered(selectorClasses);
  /** @type {Map<string, number>} */
  const uses = new Map();
  /** Classes that keep their names on some page: a short name is never one of them. */
  const reserved = new Set();
  const pages = [];
  for (const page of await htmlFiles(clientDir)) {
    const file = join(clientDir, page);
    const html = await readFile(file, 'utf8');
    const document = parse(html, { scriptingEnabled: false });
    const markup = pageMarkup(document);
    const named = namedIn(await scriptText(markup, readScript, cache));
    const styled = [...elements(document)]
      .filter((element) => element.tagName === 'style')
      .flatMap((style) => [...classesOf(textOf(style))]);
    const classes = new Set([...markup.classes, ...styled]);
    const kept = new Set([...classes].filter((name) => named(name)));
    for (const element of elements(document))
      for (const name of (attribute(element, 'class') ?? '').split(/\s+/))
        if (name) uses.set(name, (uses.get(name) ?? 0) + 1);
    // A class a <style> names that no element of the page has is one a script adds.
    for (const name of [...kept, ...styled.filter((name) => !markup.classes.has(name))])
      reserved.add(name);
    pages.push({ file, html, original: html, kept, markup, classes, ...islandScripts(document) });
  }
  const names = shortNames(uses, reserved);

  // The islands' modules, and then what each page running one keeps long. A framework's
  // renderer (React DOM) writes the classes its components give it and adds none of its own,
  // so the words its code holds (`hidden`, `block`) are not read as classes.
  const withIslands = pages.filter((page) => page.components.length > 0);
  /** @type {Map<string, string>} each island module's code, once shortened */
  const moduleCode = new Map();
  /**
   * The code a page runs but its renderers: its scripts, its islands' modules (with
   * `withModules`) and what they import.
   * @param {(typeof pages)[number]} page
   * @param {boolean} withModules
   */
  const pageCode = async (page, withModules) => {
    const scripts = page.markup.scripts.filter(
      (src) => !page.renderers.includes(src) && !page.components.includes(src),
    );
    const own = [];
    for (const component of page.components) {
      const code = moduleCode.get(component) ?? (await readScript(component));
      scripts.push(...siteImports(code, component));
      if (withModules) own.push(code);
    }
    // An import that leads back to a module is read from `own`, as it now is.
    /** @type {Map<string, string>} */
    const read = new Map(cache);
    for (const path of page.components) read.set(path, '');
    return [await scriptText({ ...page.markup, scripts }, readScript, read), ...own].join('\n');
  };
  const modules = await shortenIslandModules(
    await Promise.all(
      withIslands.map(async (page) => ({
        components: page.components,
        otherCode: namedIn(await pageCode(page, false)),
      })),
    ),
    names,
    new Set(pages.flatMap((page) => [...page.classes])),
    readScript,
  );
  for (const [path, { code }] of modules) moduleCode.set(path, code);
  for (const page of withIslands) {
    const code = namedIn(await pageCode(page, true));
    page.kept = new Set([...page.classes].filter((name) => code(name)));
    for (const [path, { path: renamed }] of modules)
      page.html = page.html.replaceAll(`"${path}"`, `"${renamed}"`);
  }
  for (const [path, { path: renamed, code }] of modules) {
    await writeFile(join(clientDir, renamed), code);
    await rm(join(clientDir, path));
  }
  await renameModuleImports(clientDir, modules);

  /** Each stylesheet renamed, once for each set of names it is renamed with. */
  const renamedSheets = new WeakMap();
  /** @type {(css: string, names: Map<string, string>) => string} */
  const rename = (css, pageNames) => {
    if (!renamedSheets.has(pageNames)) renamedSheets.set(pageNames, new Map());
    const sheets = renamedSheets.get(pageNames);
    if (!sheets.has(css)) sheets.set(css, renameSelectorClasses(css, pageNames));
    return sheets.get(css);
  };
  let before = 0;
  let after = 0;
  for (const { file, html, kept, original } of pages) {
    const shortened = shortenPageClassNames(html, names, kept, { classesOf, rename });
    before += original.length;
    after += shortened.length;
    if (shortened !== original) await writeFile(file, shortened);
  }
  const keptAnywhere = new Set(pages.flatMap((page) => [...page.kept]));
  return { pages: pages.length, classes: names.size, kept: keptAnywhere.size, before, after };
}

/**
 * Where a built script imports an island's module by its old file name, the new one.
 * @param {string} clientDir
 * @param {Map<string, { path: string }>} modules
 */
async function renameModuleImports(clientDir, modules) {
  if (modules.size === 0) return;
  const assets = join(clientDir, 'assets');
  for (const name of await readdir(assets)) {
    if (!name.endsWith('.js')) continue;
    const text = await readFile(join(assets, name), 'utf8');
    let out = text;
    for (const [path, { path: renamed }] of modules)
      out = out.replaceAll(`/${path.split('/').at(-1)}`, `/${renamed.split('/').at(-1)}`);
    if (out !== text) await writeFile(join(assets, name), out);
  }
}

/** @returns {import('astro').AstroIntegration} */
export function shortClassNames() {
  return {
    name: 'brightwave:short-class-names',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const { pages, classes, kept, before, after } = await shortenSiteClassNames(
          fileURLToPath(dir),
        );
        logger.info(
          `${classes} class names shortened on ${pages} pages (${kept} named by scripts kept as they are): ${Math.round((before - after) / 1024)} KB of HTML taken out in all`,
        );
      },
    },
  };
}
