// Finding the built pages, and reading a page parsed by parse5, as the build's steps over the
// finished HTML do (hosting-headers.mjs, foreign-content.mjs, page-css.mjs, first-paint-budget.mjs,
// unused-videos.mjs).
import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';

/**
 * @typedef {import('parse5').DefaultTreeAdapterMap['node']} Node
 * @typedef {import('parse5').DefaultTreeAdapterMap['element']} Element
 */

/**
 * The HTML files of the built site in `clientDir`, as paths relative to it
 * (`services/web-hosting/index.html`), sorted.
 * @param {string} clientDir
 */
export async function htmlFiles(clientDir) {
  const files = await readdir(clientDir, { recursive: true, withFileTypes: true });
  return files
    .filter((file) => file.isFile() && file.name.endsWith('.html'))
    .map((file) => relative(clientDir, join(file.parentPath, file.name)))
    .sort();
}

/**
 * Every element of a parsed document, the contents of <template>s included.
 * @param {Node} node
 * @returns {Generator<Element>}
 */
export function* elements(node) {
  if ('tagName' in node) yield node;
  const children = 'content' in node && node.content ? node.content.childNodes : [];
  for (const child of ['childNodes' in node ? node.childNodes : [], children].flat())
    yield* elements(child);
}

/** An element's attribute, if it has it. @param {Element} element @param {string} name */
export const attribute = (element, name) => element.attrs.find((attr) => attr.name === name)?.value;

/** The text inside an element, as the CSP hashes it. @param {Element} element */
export const textOf = (element) =>
  element.childNodes.map((child) => ('value' in child ? child.value : '')).join('');
