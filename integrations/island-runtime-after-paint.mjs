// Astro integration: the island runtime leaves the HTML, and comes after the largest paint.
//
// Astro writes the script that defines `<astro-island>` (4.4 KB, 1.5 KB in Brotli) into every
// page with an island, inline, where it must arrive before the page can paint: on /contact it
// was a tenth of what the page sends, and a page over about 14 KB reaches a phone a round trip
// later (ARCHITECTURE.md, "First paint"). Nothing needs it before the largest paint: the one
// island, the contact form, hydrates after it (`client:afterpaint`), and until then the form
// works as HTML, an enquiry sent early held by its own inline script. So this step writes the
// runtime once to a file under /assets/ (named by its content, cached for a year), takes it out
// of each page, and puts it in the page's `<template data-enhancements>`, which
// src/scripts/load-enhancements.ts puts in the page after the largest paint with the
// enhancement modules. The islands wait, as custom elements do, until the runtime defines them.
// A page with an island that must start sooner (`client:load`…) keeps Astro's inline runtime.
//
// Two more of Astro's inline pieces go with it, each a hash less in the page's policy (0.24 KB
// less as sent on /contact): the script that registers `client:afterpaint` leads the runtime's
// file (the runtime waits for the directive, so it is registered first), and the one rule of
// Astro's own <style> (`astro-island{display:contents}`) joins the page's stylesheet.
//
// It runs before hosting-headers.mjs, which would otherwise hash the inline runtime into the
// page's policy, and precompresses the new file with the others.
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'parse5';
import { astroIslandScript, registeredDirective } from './foreign-content.mjs';
import { attribute, elements, htmlFiles, textOf } from './html-tree.mjs';

/**
 * The runtime's file: under /assets/, named by the first characters of its SHA-256.
 * @param {string} runtime
 */
export function runtimeFile(runtime) {
  const hash = createHash('sha256').update(runtime).digest('hex').slice(0, 10);
  return `/assets/astro-island.${hash}.js`;
}

/** The client directive whose islands start after the largest paint (after-paint-directive.ts). */
const afterPaint = 'afterpaint';

/** Astro's <style> for its island elements: one rule, which the page's stylesheet takes. */
const islandStyle = /^astro-island(?:,astro-slot)?(?:,astro-static-slot)?\{display:contents\}$/;

/**
 * The text of the script registering `client:afterpaint` that the pages of `pages` hold, when
 * they all hold the same one.
 * @param {string[]} pages HTML
 */
export function afterPaintDirectiveScript(pages) {
  const texts = new Set();
  for (const html of pages)
    for (const element of elements(parse(html)))
      if (
        element.tagName === 'script' &&
        attribute(element, 'src') === undefined &&
        registeredDirective(textOf(element)) === afterPaint
      )
        texts.add(textOf(element));
  return texts.size === 1 ? /** @type {string} */ ([...texts][0]) : undefined;
}

/**
 * The page with Astro's inline island runtime taken out and loaded from `src` by its
 * `<template data-enhancements>`, or `undefined` for a page without the runtime, or with an
 * island that must start sooner than after the largest paint (`client:load`, `client:idle`…),
 * which keeps Astro's inline runtime. A page with the runtime to move and no such template
 * stops the build: its islands would never start.
 * @param {string} html
 * @param {string} runtime the runtime's text, as Astro writes it
 * @param {string} src
 * @param {string} [directive] the script registering `client:afterpaint`, which `src` holds too
 */
export function runtimeAfterPaint(html, runtime, src, directive) {
  const document = parse(html, { sourceCodeLocationInfo: true });
  const all = [...elements(document)];
  const inlineScripts = all.filter(
    (element) => element.tagName === 'script' && attribute(element, 'src') === undefined,
  );
  if (!inlineScripts.some((script) => textOf(script) === runtime)) return undefined;
  const inline = inlineScripts.filter(
    (script) =>
      textOf(script) === runtime || (directive !== undefined && textOf(script) === directive),
  );
  const islands = all.filter((element) => element.tagName === 'astro-island');
  if (islands.some((island) => attribute(island, 'client') !== afterPaint)) return undefined;
  const template = all.find(
    (element) =>
      element.tagName === 'template' && attribute(element, 'data-enhancements') !== undefined,
  );
  const templateEnd = template?.sourceCodeLocation?.endTag?.startOffset;
  if (templateEnd === undefined)
    throw new Error(
      'A page has an island but no <template data-enhancements> to load its runtime after the paint (src/layouts/page-layout.astro writes one).',
    );
  /** @type {{ start: number, end: number, text: string }[]} */
  const edits = inline.map((script) => ({
    start: script.sourceCodeLocation?.startOffset ?? 0,
    end: script.sourceCodeLocation?.endOffset ?? 0,
    text: '',
  }));
  edits.push({ start: templateEnd, end: templateEnd, text: `<script src="${src}"></script>` });
  const styles = all.filter((element) => element.tagName === 'style');
  const pageStyle = styles.find((style) => !islandStyle.test(textOf(style).trim()));
  const pageStyleEnd = pageStyle?.sourceCodeLocation?.endTag?.startOffset;
  if (pageStyleEnd !== undefined)
    for (const style of styles.filter((element) => islandStyle.test(textOf(element).trim()))) {
      edits.push({
        start: style.sourceCodeLocation?.startOffset ?? 0,
        end: style.sourceCodeLocation?.endOffset ?? 0,
        text: '',
      });
      edits.push({ start: pageStyleEnd, end: pageStyleEnd, text: textOf(style).trim() });
    }
  let out = html;
  for (const { start, end, text } of edits.sort((a, b) => b.start - a.start))
    out = `${out.slice(0, start)}${text}${out.slice(end)}`;
  return out;
}

/**
 * Moves the island runtime of every page of the built site in `clientDir` to its file.
 * @param {string} clientDir
 * @param {string} runtime
 * @returns {Promise<string[]>} the pages changed
 */
export async function runtimeAfterPaintOnSite(clientDir, runtime) {
  const pages = await Promise.all(
    (await htmlFiles(clientDir)).map(async (page) => ({
      page,
      html: await readFile(join(clientDir, page), 'utf8'),
    })),
  );
  const directive = afterPaintDirectiveScript(
    pages.filter(({ html }) => html.includes(runtime)).map(({ html }) => html),
  );
  const code = directive === undefined ? runtime : `${directive}\n${runtime}`;
  const src = runtimeFile(code);
  const changed = [];
  for (const { page, html } of pages) {
    const out = runtimeAfterPaint(html, runtime, src, directive);
    if (out === undefined) continue;
    await writeFile(join(clientDir, page), out);
    changed.push(page);
  }
  if (changed.length > 0) await writeFile(join(clientDir, src), code);
  return changed;
}

/** @returns {import('astro').AstroIntegration} */
export function islandRuntimeAfterPaint() {
  return {
    name: 'brightwave:island-runtime-after-paint',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const changed = await runtimeAfterPaintOnSite(
          fileURLToPath(dir),
          await astroIslandScript(),
        );
        if (changed.length > 0)
          logger.info(
            `the island runtime comes after the largest paint on ${changed.length} ${changed.length === 1 ? 'page' : 'pages'}`,
          );
      },
    },
  };
}
