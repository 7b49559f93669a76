// Astro integration: each page's inline <style> keeps only the rules that page can use.
//
// Astro inlines the whole stylesheet in every page (`build.inlineStylesheets: 'always'`), and
// 40-65 % of it is rules a given page never uses. Once the pages are written, this step reduces
// each page's <style> elements with Beasties (the maintained successor of Critters), which
// keeps a rule when its selector matches an element of the page. It must run before
// integrations/hosting-headers.mjs, which hashes the final <style> text into the page's own
// Content Security Policy and precompresses the pages (astro.config.ts lists it first).
//
// The server HTML is not everything a page shows: its scripts add attributes and render new
// markup, and the browser changes states. Which rules that can reach is decided from the
// built page and the code it loads, never from a list of class names kept by hand, so it
// stays right when the content or the components change:
//  - a rule stays when every class, id and attribute its selector needs (outside `:not()`)
//    is in the page's HTML, or in the text of a script the page runs: its inline scripts, the
//    enhancement modules, the contact form's island and the modules they import. That covers
//    the island's states (errors, sending, success, the e-mail fallback), which React renders
//    only in the browser, and the attributes the modules set (`data-reveal`, `data-floating`,
//    `data-playing`, `data-enhanced`, `data-queued`...), as a rule can only be reached from
//    code that names it. Tailwind finds its classes the same way: as whole words in the source;
//  - `open` counts as present where the page has a <details> or <dialog>, as the browser
//    sets it when the visitor opens one;
//  - pseudo-classes (`:popover-open`, `:checked`, `:target`, `:user-invalid`...) and
//    pseudo-elements are states of elements that are there: they are never required, except
//    that a rule for a part of a form field alone (`::placeholder`, a date field's parts) goes
//    from a page without such a field;
//  - every @keyframes stays, and so do the `@layer` order and the media queries around the rules
//    kept (`prefers-reduced-motion`, view transitions);
//  - a page keeps the @font-face rules that cover its text. A page with a field (the contact
//    form) needs the others too, as a visitor may type a character only a fuller font file
//    holds: those are written once to a stylesheet under /assets/ that the page's
//    `<template data-enhancements>` brings after the largest paint, or as soon as the visitor
//    moves to a field (0.23 KB less as sent on /contact). Until then, and with JavaScript off,
//    such a character shows in the fallback font;
//  - the theme's variables (`:root`) and Tailwind's registered ones (`@property`) stay when a
//    rule kept, the page's HTML or one of its scripts reads them.
// Then the page's stylesheet is split at the end of its first screen (`splitAtFirstScreen`):
// the head keeps only the rules the first screen's HTML can use, so a phone paints it from the
// first flight of packets, and the whole stylesheet follows the first screen, so all below it is
// styled in the cascade's own order (bench/decisions.md, "The first screen in the first flight").
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Beasties from 'beasties';
import postcss from 'postcss';
import { parse } from 'parse5';
import { firstScreenEnd } from './first-paint-budget.mjs';
import { attribute, elements, htmlFiles, textOf } from './html-tree.mjs';

/**
 * @typedef {import('parse5').DefaultTreeAdapterMap['node']} Node
 * @typedef {import('parse5').DefaultTreeAdapterMap['element']} Element
 * @typedef {{ classes: Set<string>, ids: Set<string>, attributes: Set<string>, tags: Set<string>, fields: Set<string>, chars: Set<number>, scripts: string[], inlineScripts: string[] }} PageMarkup
 */

/** Attributes whose text the page may show in its font, besides its text nodes. */
const shownAttributes = new Set(['alt', 'placeholder', 'value', 'title', 'label']);

/** Script types that hold data, not code. */
const dataScriptTypes = new Set(['application/ld+json', 'application/json', 'speculationrules']);

/**
 * What a page's HTML holds, read as a browser with scripting off would (so `<noscript>` and
 * `<template>` content count): its classes, ids, attribute names, tag names and fields
 * (`input:email`, `textarea`), the scripts it loads (by URL: script elements, and an island's
 * component and renderer) and the text of its inline scripts, and the characters of the text
 * it may show.
 * @param {string | import('parse5').DefaultTreeAdapterMap['document']} page the HTML, or the
 *   document parse5 made of it with `scriptingEnabled: false`
 * @returns {PageMarkup}
 */
export function pageMarkup(page) {
  /** @type {PageMarkup} */
  const markup = {
    classes: new Set(),
    ids: new Set(),
    attributes: new Set(),
    tags: new Set(),
    fields: new Set(),
    chars: new Set(),
    scripts: [],
    inlineScripts: [],
  };
  const document = typeof page === 'string' ? parse(page, { scriptingEnabled: false }) : page;
  /** @param {string} text */
  const addChars = (text) => {
    for (const char of text) markup.chars.add(/** @type {number} */ (char.codePointAt(0)));
  };
  for (const element of elements(document)) {
    markup.tags.add(element.tagName);
    if (element.tagName === 'textarea') markup.fields.add('textarea');
    if (element.tagName === 'input')
      markup.fields.add(`input:${(attribute(element, 'type') ?? 'text').toLowerCase()}`);
    if (!['script', 'style'].includes(element.tagName))
      for (const child of element.childNodes) if ('value' in child) addChars(child.value);
    for (const { name, value } of element.attrs) {
      markup.attributes.add(name);
      if (shownAttributes.has(name)) addChars(value);
      if (name === 'class')
        value.split(/\s+/).forEach((token) => token && markup.classes.add(token));
      if (name === 'id') markup.ids.add(value);
    }
    if (element.tagName === 'script') {
      const src = attribute(element, 'src');
      if (src) markup.scripts.push(src);
      else if (!dataScriptTypes.has(attribute(element, 'type') ?? ''))
        markup.inlineScripts.push(textOf(element));
    }
    if (element.tagName === 'astro-island')
      for (const name of ['component-url', 'renderer-url', 'before-hydration-url']) {
        const url = attribute(element, name);
        if (url) markup.scripts.push(url);
      }
  }
  return markup;
}

/** The modules a built script imports, statically or dynamically, as written in it. */
export function importedModules(/** @type {string} */ code) {
  const specifiers = new Set();
  const patterns = [
    /\bimport\s*\(\s*["'`]([^"'`]+)["'`]\s*\)/g,
    /\b(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'`]([^"'`]+)["'`]/g,
  ];
  for (const pattern of patterns)
    for (const match of code.matchAll(pattern)) if (match[1]) specifiers.add(match[1]);
  return [...specifiers];
}

/**
 * The site's own modules a built module at `path` imports, as paths (`/assets/react.js`).
 * @param {string} code
 * @param {string} path
 */
export function siteImports(code, path) {
  const url = new URL(path, 'https://site.invalid/');
  return importedModules(code)
    .filter((specifier) => /^(\.{0,2}\/)/.test(specifier))
    .map((specifier) => new URL(specifier, url).pathname);
}

/**
 * The text of every script a page runs: its inline scripts, and each script file it loads
 * with the site's own modules they import, read from the built site. A script the build
 * cannot read stops it: what that script adds to the page could not be kept styled.
 * @param {PageMarkup} markup
 * @param {(url: string) => Promise<string>} readScript reads a site path such as `/assets/a.js`
 * @param {Map<string, string>} [cache] script texts already read, by path
 */
export async function scriptText(markup, readScript, cache = new Map()) {
  const texts = [...markup.inlineScripts];
  const seen = new Set();
  const queue = markup.scripts.map((src) => new URL(src, 'https://site.invalid/').href);
  while (queue.length > 0) {
    const href = /** @type {string} */ (queue.shift());
    const url = new URL(href);
    if (url.origin !== 'https://site.invalid' || seen.has(url.pathname)) continue;
    seen.add(url.pathname);
    let code = cache.get(url.pathname);
    if (code === undefined) {
      code = await readScript(url.pathname);
      cache.set(url.pathname, code);
    }
    texts.push(code);
    for (const imported of siteImports(code, url.pathname)) queue.push(new URL(imported, url).href);
  }
  return texts.join('\n');
}

/** A CSS identifier's escapes undone: `sm\:flex` → `sm:flex`, `\32 xl` → `2xl`. */
export function unescapeCss(/** @type {string} */ text) {
  return text.replace(/\\(?:([0-9a-fA-F]{1,6})\s?|(.))/g, (_, hex, char) =>
    hex ? String.fromCodePoint(Number.parseInt(hex, 16)) : char,
  );
}

/** A selector with every `:not(…)` taken out: what is inside need not be on the page. */
function withoutNegations(/** @type {string} */ selector) {
  let out = '';
  for (let index = 0; index < selector.length; index++) {
    if (selector[index] === '\\') {
      out += selector.slice(index, index + 2);
      index++;
    } else if (selector.startsWith(':not(', index)) {
      let depth = 0;
      for (index += 4; index < selector.length; index++) {
        if (selector[index] === '\\') index++;
        else if (selector[index] === '(') depth++;
        else if (selector[index] === ')' && --depth === 0) break;
      }
    } else out += selector[index];
  }
  return out;
}

const identifier = String.raw`(?:\\[0-9a-fA-F]{1,6}\s?|\\.|[\w\u00a0-\uffff-])+`;

/**
 * What a selector needs on the page for its rule to apply: its classes, ids and attribute
 * names, escapes undone, and its tag names; whatever is inside `:not(…)`, and every
 * pseudo-class and pseudo-element, is left out.
 * @param {string} selector
 */
export function selectorNeeds(selector) {
  const source = withoutNegations(selector)
    // Attribute values may hold anything, and pseudo-classes are states, never needs.
    .replace(/(?<!\\)\[\s*([\w-]+)(?:[^\]"']|"[^"]*"|'[^']*')*\]/g, ' [$1] ')
    .replace(new RegExp(String.raw`(?<!\\)::?(?!not\()[\w-]+`, 'g'), ' ');
  const classes = [...source.matchAll(new RegExp(String.raw`\.(${identifier})`, 'g'))].map(
    (match) => unescapeCss(match[1] ?? ''),
  );
  const ids = [...source.matchAll(new RegExp(String.raw`#(${identifier})`, 'g'))].map((match) =>
    unescapeCss(match[1] ?? ''),
  );
  const attributes = [...source.matchAll(/\[([\w-]+)\]/g)].map((match) => match[1] ?? '');
  const tags = [
    ...source
      .replace(new RegExp(String.raw`[.#](${identifier})|\[[\w-]+\]`, 'g'), ' ')
      .matchAll(/(?<![\w-])([a-zA-Z][\w-]*)/g),
  ].map((match) => (match[1] ?? '').toLowerCase());
  return { classes, ids, attributes, tags };
}

/** `data-count-up` → `countUp`: the `dataset` property a script sets it through. */
const datasetName = (/** @type {string} */ name) =>
  name.slice(5).replace(/-([a-z])/g, (_, letter) => letter.toUpperCase());

const escapeRegExp = (/** @type {string} */ text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each selector's needs, worked out once. */
const needsOf = remembered(selectorNeeds);

/** For a page's code, whether it names each name asked so far. */
const namesFoundIn = remembered(() => /** @type {Map<string, boolean>} */ (new Map()));

/**
 * Whether `code` names a class, id or attribute: as a whole word, where a class can be spelt
 * out in a string (`"sr-only"`, `` `mt-2 ${…}` ``). The answers are kept for the whole build.
 * @param {string} code
 * @returns {(name: string) => boolean}
 */
export function namedIn(code) {
  const known = namesFoundIn(code);
  return (name) => {
    let found = known.get(name);
    if (found === undefined) {
      found =
        code.includes(name) && new RegExp(`(?<![\\w-])${escapeRegExp(name)}(?![\\w-])`).test(code);
      known.set(name, found);
    }
    return found;
  };
}

/**
 * Whether a selector can apply on a page: every class, id and attribute name it needs is in the
 * page's HTML or named in the code the page runs (`code`). A selector that needs none of them
 * (`*`, `h1`, `::placeholder`) is left to Beasties, which matches tags against the page.
 * @param {string} selector
 * @param {PageMarkup} markup
 * @param {string} code
 */
export function reachable(selector, markup, code) {
  const needs = needsOf(selector);
  if (needs.classes.length + needs.ids.length + needs.attributes.length === 0)
    return needs.tags.length === 0;
  const named = namedIn(code);
  const attributeReachable = (/** @type {string} */ name) =>
    markup.attributes.has(name) ||
    (name === 'open' && (markup.tags.has('details') || markup.tags.has('dialog'))) ||
    named(name) ||
    (name.startsWith('data-') && named(datasetName(name)));
  return (
    needs.classes.every((name) => markup.classes.has(name) || named(name)) &&
    needs.ids.every((name) => markup.ids.has(name) || named(name)) &&
    needs.attributes.every(attributeReachable)
  );
}

/**
 * `read(text)`, worked out once per text for the whole build. Every page of a kind (every
 * article, every topic page) has the same stylesheet, selectors and scripts; working them out
 * again for each page took 3.4 s of this step's 10 s with 200 more articles.
 * @template T
 * @param {(text: string) => T} read
 * @returns {(text: string) => T}
 */
export function remembered(read) {
  /** @type {Map<string, T>} */
  const known = new Map();
  return (text) => {
    if (!known.has(text)) known.set(text, read(text));
    return /** @type {T} */ (known.get(text));
  };
}

/**
 * Every selector of a stylesheet, each one of a selector list on its own, as Beasties reads
 * them (PostCSS's `rule.selectors`), found with the parser Beasties itself uses.
 */
const selectorsOf = remembered((css) => {
  const selectors = new Set();
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/.test(rule.parent.name ?? '')) return;
    rule.selectors.forEach((selector) => selectors.add(selector));
  });
  return [...selectors];
});

/**
 * Whether a `unicode-range` descriptor covers any of `chars`; an unreadable one always does.
 * @param {string} range
 * @param {Set<number>} chars
 */
export function rangeCovers(range, chars) {
  for (const part of range.split(',').map((entry) => entry.trim())) {
    const match = /^u\+([0-9a-f?]{1,6})(?:-([0-9a-f]{1,6}))?$/i.exec(part);
    if (!match) return true;
    const [, first = '', last] = match;
    const from = Number.parseInt(first.replaceAll('?', '0'), 16);
    const to = Number.parseInt(last ?? first.replaceAll('?', 'f'), 16);
    for (const char of chars) if (char >= from && char <= to) return true;
  }
  return false;
}

/**
 * The `@font-face` rules a page needs, from the whole stylesheet: to show its text, every face
 * without a `unicode-range` and each face with one that covers a character of it; and on a page
 * with a field, where a visitor may type any character, every other face, for later.
 * @param {string} css the whole stylesheet
 * @param {PageMarkup} markup
 * @returns {{ shown: string[], typed: string[] }}
 */
export function fontFaces(css, markup) {
  // A field is where a visitor types text, in any character a face may hold.
  const anyCharacter = markup.fields.size > 0;
  const faces = faceRulesOf(css);
  const shows = (/** @type {{ range: string | undefined }} */ face) =>
    face.range === undefined || rangeCovers(face.range, markup.chars);
  return {
    shown: faces.filter(shows).map(({ text }) => text),
    typed: anyCharacter ? faces.filter((face) => !shows(face)).map(({ text }) => text) : [],
  };
}

/**
 * The stylesheet file of the faces only typing needs: under /assets/, named by its content.
 * @param {string} css
 */
export function typedFacesFile(css) {
  return `/assets/typed-faces.${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`;
}

/** A stylesheet's `@font-face` rules, each with its `unicode-range` if it has one. */
const faceRulesOf = remembered((css) => {
  /** @type {{ text: string, range: string | undefined }[]} */
  const faces = [];
  postcss.parse(css).walkAtRules('font-face', (rule) => {
    /** @type {string | undefined} */
    let range;
    rule.walkDecls('unicode-range', (declaration) => {
      range = declaration.value;
    });
    faces.push({ text: rule.toString(), range });
  });
  return faces;
});

/** The custom properties a piece of CSS, HTML or script names: `--name`. */
const customProperties = (/** @type {string} */ text) =>
  new Set([...text.matchAll(/--[\w-]+/g)].map((match) => match[0]));

/**
 * Takes out of `css` the custom properties that nothing on the page reads: the theme's
 * variables (`:root`), Tailwind's registered ones (`@property`) and their starting values,
 * when no rule kept, no attribute of the page and no script it runs names them, directly or
 * through another variable that is read.
 *
 * Three more things go, which change nothing in the browsers Tailwind 4 supports (Safari 16.4,
 * Chrome 111, Firefox 128 and later, which all register properties); the first two together
 * send 0.27 to 0.42 KB less on every page:
 *  - Tailwind's `@layer properties`, the starting values it gives every element for browsers
 *    that cannot register a property;
 *  - the registration of a property with no starting value that no rule, attribute or script
 *    of the page gives a value, such as the eight filters of `backdrop-filter` beside the one
 *    blur a page sets: unregistered and never set, it reads as the same nothing;
 *  - Tailwind's `@supports (color:color-mix(…))` rules that mix a colour with an alpha
 *    (`--tw-shadow-alpha`) that nothing on the page sets: at its starting 100 % the mix is the
 *    colour the rule before them already gives (0.15 KB on /about-us).
 * @param {string} css a page's reduced stylesheet
 * @param {string} pageText the page's HTML outside its <style> elements, and its scripts
 */
export function pruneCustomProperties(css, pageText) {
  const root = postcss.parse(css);
  root.walkAtRules('layer', (rule) => {
    if (rule.params.trim() === 'properties' && rule.nodes) rule.remove();
  });
  /** Where a variable is only given a value, for every element: it may go when unread. */
  const isDefinition = (/** @type {import('postcss').Declaration} */ declaration) => {
    const rule = declaration.parent;
    return (
      declaration.prop.startsWith('--') &&
      rule?.type === 'rule' &&
      /** @type {import('postcss').Rule} */ (rule).selectors.every((selector) =>
        /^(?::root|:host|\*|:before|:after|::?backdrop)$/.test(selector),
      )
    );
  };
  /** @type {Map<string, string[]>} what each variable's definitions read */
  const definitions = new Map();
  const read = customProperties(pageText);
  /** Variables a rule, an attribute or a script may give a value to an element. */
  const given = customProperties(pageText);
  root.walkDecls((declaration) => {
    if (isDefinition(declaration)) {
      const values = definitions.get(declaration.prop) ?? [];
      values.push(declaration.value);
      definitions.set(declaration.prop, values);
    } else {
      customProperties(declaration.value).forEach((name) => read.add(name));
      if (declaration.prop.startsWith('--')) given.add(declaration.prop);
    }
  });
  const pending = [...read];
  while (pending.length > 0)
    for (const value of definitions.get(/** @type {string} */ (pending.pop())) ?? [])
      for (const name of customProperties(value))
        if (!read.has(name)) {
          read.add(name);
          pending.push(name);
        }
  root.walkDecls((declaration) => {
    if (isDefinition(declaration) && !read.has(declaration.prop)) declaration.remove();
  });
  root.walkAtRules('supports', (rule) => {
    if (!rule.params.includes('color-mix')) return;
    const unmixed = (/** @type {import('postcss').ChildNode} */ node) =>
      node.type === 'rule' &&
      node.nodes.every((declaration) => {
        if (declaration.type !== 'decl') return false;
        const alpha =
          /^color-mix\(in oklab,\s*\S.*\svar\((--tw-[\w-]*alpha)\),\s*transparent\)$/.exec(
            declaration.value,
          )?.[1];
        return alpha !== undefined && !given.has(alpha);
      });
    if (rule.nodes?.every(unmixed)) rule.remove();
  });
  root.walkAtRules('property', (rule) => {
    const name = rule.params.trim();
    const hasStart = rule.nodes?.some(
      (node) => node.type === 'decl' && node.prop === 'initial-value',
    );
    if (!read.has(name) || (!hasStart && !given.has(name))) rule.remove();
  });
  /** Removes what the pruning left empty, innermost first. */
  const removeEmpty = (/** @type {import('postcss').Container} */ container) => {
    for (const node of [...(container.nodes ?? [])])
      if (node.type === 'rule' || (node.type === 'atrule' && node.nodes)) {
        removeEmpty(node);
        if (node.nodes?.length === 0) node.remove();
      }
  };
  removeEmpty(root);
  return root.toString();
}

const dateTypes = ['date', 'time', 'datetime-local', 'month', 'week'];

/** Whether a page's fields (`input:<type>`, `textarea`) hold an input of one of `types`. */
const hasInput = (/** @type {Set<string>} */ fields, /** @type {string[]} */ types) =>
  types.some((type) => fields.has(`input:${type}`));

/**
 * Pseudo-elements of form fields, and whether a page's fields have them.
 * @type {{ pseudo: RegExp, on: (fields: Set<string>) => boolean }[]}
 */
const fieldParts = [
  {
    pseudo: /^::-webkit-(?:datetime-edit[\w-]*|date-and-time-value|calendar-picker-indicator)$/,
    on: (fields) => hasInput(fields, dateTypes),
  },
  {
    pseudo: /^::-webkit-(?:inner|outer)-spin-button$/,
    on: (fields) => hasInput(fields, ['number', ...dateTypes]),
  },
  { pseudo: /^::-webkit-search-decoration$/, on: (fields) => hasInput(fields, ['search']) },
  { pseudo: /^::file-selector-button$/, on: (fields) => hasInput(fields, ['file']) },
  // Every field is an input or a textarea, and each may show a placeholder.
  { pseudo: /^::placeholder$/, on: (fields) => fields.size > 0 },
];

/**
 * Takes out the rules that style only parts of form fields (Tailwind's reset of placeholders,
 * date fields, spin buttons, file buttons) from a page without such a field (an email field
 * has no date parts): Beasties keeps a bare pseudo-element's rule on every page, as it has no
 * element to look for.
 * @param {string} css
 * @param {PageMarkup} markup
 */
export function withoutAbsentFieldParts(css, markup) {
  const absent = (/** @type {string} */ selector) =>
    fieldParts.some(({ pseudo, on }) => pseudo.test(selector.trim()) && !on(markup.fields));
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (rule.selectors.every(absent)) rule.remove();
  });
  return root.toString();
}

/**
 * The page with each of its <style> elements reduced to the rules the page can use.
 * @param {string} html
 * @param {(url: string) => Promise<string>} readScript reads a script of the built site by path
 * @param {Map<string, string>} [cache] script texts already read, shared between pages
 * @param {(path: string, css: string) => void} [writeAsset] writes a stylesheet of the faces
 *   only typing needs; without it, a page with a field keeps them inline
 */
export async function reducePageStyles(html, readScript, cache, writeAsset) {
  const document = parse(html, { sourceCodeLocationInfo: true, scriptingEnabled: false });
  const styles = [...elements(document)].filter(
    (element) => element.tagName === 'style' && element.sourceCodeLocation?.endTag,
  );
  if (styles.length === 0) return html;
  const markup = pageMarkup(document);
  const code = await scriptText(markup, readScript, cache);
  const allowRules = [];
  for (const style of styles)
    for (const selector of selectorsOf(textOf(style)))
      if (reachable(selector, markup, code)) allowRules.push(selector);
  const beasties = new Beasties({
    allowRules,
    keyframes: 'all',
    // Fonts are chosen below: Beasties keeps only the faces of a family it can read from a
    // `font-family`, and Tailwind names the family through a variable.
    fonts: false,
    mergeStylesheets: false,
    external: false,
    // Beasties warns of a selector it cannot read, and leaves its rule out. A rule this page can
    // reach was allowed above by its selector's text, before Beasties reads it, so what the
    // warning is about is never one of them (Tailwind also makes rules from words in tests).
    logLevel: 'error',
  });
  // Each <style> is marked so its reduced text can be found in Beasties' copy of the page; only
  // the text goes back into the page, which is otherwise left byte for byte as Astro wrote it.
  const locations = styles.map((style) => ({ sheet: textOf(style), ...tagEnds(style) }));
  /** @param {Element} style */
  function tagEnds(style) {
    const { startTag, endTag } = /** @type {import('parse5').Token.ElementLocation} */ (
      style.sourceCodeLocation
    );
    return { start: startTag?.endOffset ?? 0, end: endTag?.startOffset ?? 0 };
  }
  let marked = html;
  for (const [index, { start }] of [...locations.entries()].reverse())
    marked = `${marked.slice(0, start - 1)} data-page-css="${index}"${marked.slice(start - 1)}`;
  const processed = await beasties.process(marked);
  const reduced = new Map(
    [...processed.matchAll(/<style\b[^>]*\sdata-page-css="(\d+)"[^>]*>([\s\S]*?)<\/style>/g)].map(
      (match) => [Number(match[1]), match[2] ?? ''],
    ),
  );
  const outside = locations
    .map(({ end }, index) => html.slice(end, locations[index + 1]?.start ?? html.length))
    .join('');
  const pageText = `${html.slice(0, locations[0]?.start ?? 0)}${outside}\n${code}`;
  const templateEnd = [...elements(document)].find(
    (element) =>
      element.tagName === 'template' && attribute(element, 'data-enhancements') !== undefined,
  )?.sourceCodeLocation?.endTag?.startOffset;
  const later =
    writeAsset !== undefined &&
    templateEnd !== undefined &&
    locations.every(({ end }) => end < templateEnd);
  /** @type {string[]} */
  const typedOnly = [];
  let out = html;
  for (const [index, { sheet, start, end }] of [...locations.entries()].reverse()) {
    const { shown, typed } = fontFaces(sheet, markup);
    if (later) typedOnly.unshift(...typed);
    const text = pruneCustomProperties(
      withoutAbsentFieldParts(
        [...shown, ...(later ? [] : typed), reduced.get(index) ?? ''].join(''),
        markup,
      ),
      pageText,
    );
    out = `${out.slice(0, start)}${text}${out.slice(end)}`;
  }
  if (later && typedOnly.length > 0 && templateEnd !== undefined) {
    const css = typedOnly.join('');
    const href = typedFacesFile(css);
    writeAsset(href, css);
    // The <style> elements come before the template, so its offset moved by what they lost.
    const at = templateEnd + (out.length - html.length);
    out = `${out.slice(0, at)}<link rel="stylesheet" href="${href}">${out.slice(at)}`;
  }
  return out;
}

/**
 * A selector with an `:is(…)` or `:where(…)` list (outside `:not()`) as the selectors it
 * stands for, one per item of the list: the minifier writes two rules with the same
 * declarations as one, `:is(.a .b, .c .d){…}`, which applies where either does. A selector
 * without such a list is its own one alternative.
 * @param {string} selector
 * @returns {string[]}
 */
export function alternatives(selector) {
  let depth = 0;
  for (let index = 0; index < selector.length; index++) {
    const char = selector[index];
    if (char === '\\') index++;
    else if (char === '(') depth++;
    else if (char === ')') depth--;
    else if (depth === 0 && char === ':') {
      const list = /^:(is|where)\(/.exec(selector.slice(index));
      if (!list) continue;
      const open = index + list[0].length;
      const items = [];
      let start = open;
      let inner = 0;
      for (let at = open; at < selector.length; at++) {
        const next = selector[at];
        if (next === '\\') at++;
        else if (next === '(') inner++;
        else if (next === ')' && inner > 0) inner--;
        else if ((next === ',' && inner === 0) || next === ')') {
          items.push(selector.slice(start, at).trim());
          start = at + 1;
          if (next === ')') {
            const before = selector.slice(0, index);
            const after = selector.slice(at + 1);
            // `.a:is(p)` is not `.ap`: a tag can only begin a compound selector.
            const glued = /[^\s>+~(]$/.test(before) && items.some((item) => /^[a-z*]/i.test(item));
            if (glued) return [selector];
            return items.flatMap((item) => alternatives(`${before}${item}${after}`));
          }
        }
      }
    }
  }
  return [selector];
}

/**
 * Whether a selector can apply to the HTML of a page's first screen before any of the page's
 * script files run: every class, id, attribute and tag it needs is in that HTML, or named by an
 * inline script in it (which runs as the parser meets it).
 * @param {string} selector
 * @param {PageMarkup} markup the first screen's markup
 * @returns {boolean}
 */
function atFirstScreen(selector, markup) {
  const choices = alternatives(selector);
  if (choices.length > 1) return choices.some((choice) => atFirstScreen(choice, markup));
  const needs = needsOf(selector);
  if (!needs.tags.every((tag) => markup.tags.has(tag))) return false;
  if (needs.classes.length + needs.ids.length + needs.attributes.length === 0) return true;
  return reachable(selector, markup, markup.inlineScripts.join('\n'));
}

/**
 * The part of a page's stylesheet its first screen uses: the rules with a selector that can
 * apply there (`atFirstScreen`), inside the at-rules around them (`@layer`, `@media`,
 * `@supports`), the `@layer` order, the @font-face rules, the @keyframes a kept rule names, and
 * the variables what is kept reads (`pruneCustomProperties`). Rules keep their order, so
 * between themselves they cascade as in the whole stylesheet.
 * @param {string} css the page's reduced stylesheet
 * @param {string} firstScreen the page's HTML up to the end of its first screen
 */
export function firstScreenRules(css, firstScreen) {
  const markup = pageMarkup(firstScreen);
  const root = postcss.parse(css);
  const inKeyframes = (/** @type {import('postcss').Node} */ node) =>
    node.parent?.type === 'atrule' &&
    /keyframes$/i.test(/** @type {import('postcss').AtRule} */ (node.parent).name);
  root.walkRules((rule) => {
    if (!inKeyframes(rule) && !rule.selectors.some((selector) => atFirstScreen(selector, markup)))
      rule.remove();
  });
  /** @param {import('postcss').Container} container */
  const removeEmpty = (container) =>
    container.each((node) => {
      if (node.type !== 'atrule' || !node.nodes || /keyframes$/i.test(node.name)) return;
      removeEmpty(node);
      if (node.nodes.length === 0) node.remove();
    });
  removeEmpty(root);
  root.walkAtRules(/keyframes$/i, (keyframes) => {
    const named = new RegExp(`(?<![\\w-])${escapeRegExp(keyframes.params.trim())}(?![\\w-])`);
    let used = false;
    root.walkDecls(/^animation(-name)?$/, (declaration) => {
      if (named.test(declaration.value)) used = true;
    });
    if (!used) keyframes.remove();
  });
  return pruneCustomProperties(
    root.toString(),
    `${firstScreen}\n${markup.inlineScripts.join('\n')}`,
  );
}

/**
 * The page with its stylesheet in two: in the head, only what its first screen uses
 * (`firstScreenRules`); the whole stylesheet again (but its font faces, already in the head)
 * right after the first screen, before anything it styles below it. A phone paints the first screen from fewer bytes, and below
 * it every rule comes in the order it had, so the cascade is the stylesheet's own. A page
 * without a separate first screen (no `<main>`), or whose first screen uses all of it, keeps
 * one stylesheet.
 * @param {string} html a page whose styles page-css has reduced
 */
export function splitAtFirstScreen(html) {
  const end = firstScreenEnd(html);
  const document = parse(html, { sourceCodeLocationInfo: true, scriptingEnabled: false });
  const style = [...elements(document)].find((element) => element.tagName === 'style');
  const location = style?.sourceCodeLocation;
  if (!style || !location?.startTag || !location.endTag || end >= html.length) return html;
  if (location.endTag.endOffset > end) return html;
  const whole = textOf(style);
  const first = firstScreenRules(whole, html.slice(0, end));
  if (first.length >= whole.length) return html;
  const { startTag, endTag } = location;
  return [
    html.slice(0, startTag.endOffset),
    first,
    html.slice(endTag.startOffset, end),
    `<style>${withoutFontFaces(whole)}</style>`,
    html.slice(end),
  ].join('');
}

/**
 * A stylesheet without its `@font-face` rules. The head's part keeps every face the page
 * needs, and a face declared twice is two faces to the browser (`document.fonts` lists both,
 * and each is loaded on its own), so the whole sheet after the first screen leaves them out.
 * @param {string} css
 */
export function withoutFontFaces(css) {
  const root = postcss.parse(css);
  root.walkAtRules('font-face', (rule) => {
    rule.remove();
  });
  return root.toString();
}

/**
 * Reduces the inline styles of every page of the built site in `clientDir`.
 * @param {string} clientDir
 */
export async function reduceSiteStyles(clientDir) {
  const cache = new Map();
  const readScript = (/** @type {string} */ path) =>
    readFile(join(clientDir, decodeURIComponent(path)), 'utf8');
  const pages = [];
  /** @type {Map<string, string>} */
  const assets = new Map();
  for (const page of await htmlFiles(clientDir)) {
    const file = join(clientDir, page);
    const html = await readFile(file, 'utf8');
    const reduced = splitAtFirstScreen(
      await reducePageStyles(html, readScript, cache, (path, css) => assets.set(path, css)),
    );
    if (reduced !== html) await writeFile(file, reduced);
    pages.push({ file, before: html.length, after: reduced.length });
  }
  for (const [path, css] of assets) await writeFile(join(clientDir, path), css);
  return pages;
}

/** @returns {import('astro').AstroIntegration} */
export function pageCss() {
  return {
    name: 'brightwave:page-css',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const pages = await reduceSiteStyles(fileURLToPath(dir));
        const saved = pages.reduce((sum, page) => sum + page.before - page.after, 0);
        logger.info(
          `${pages.length} pages keep only the CSS they use: ${Math.round(saved / 1024)} KB of inline style taken out in all`,
        );
      },
    },
  };
}
