/**
 * The built site as files: every page of build/client read once, for the whole-site pass
 * (tests/site/*.test.ts, `npm run test:site`). These checks only read what the build wrote, so
 * they run over every page in seconds and need no browser; what needs one is in tests/e2e/,
 * once per kind of page.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { parse, type DefaultTreeAdapterMap } from 'parse5';

export const clientDir = 'build/client';

/** The address the build was made for (build/hosting/build.json), as canonical links carry it. */
export const siteUrl = (
  JSON.parse(readFileSync('build/hosting/build.json', 'utf8')) as { siteUrl: string }
).siteUrl.replace(/\/$/, '');

export type Element = DefaultTreeAdapterMap['element'];
type Node = DefaultTreeAdapterMap['node'];

export interface BuiltPage {
  /** The address it answers: `/`, `/about-us`, `/insights/2`; the not-found page is `/404`. */
  path: string;
  /** Its file, under build/client. */
  file: string;
  html: string;
  /** Every element, `<template>` contents included. */
  elements: Element[];
}

/** Every file of build/client, as paths relative to it with forward slashes, compressed twins left out. */
export const builtFiles: string[] = readdirSync(clientDir, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name))
  .map((entry) => relative(clientDir, join(entry.parentPath, entry.name)).split(sep).join('/'))
  .sort();

function* walk(node: Node): Generator<Element> {
  if ('tagName' in node) yield node;
  if ('content' in node && node.content) yield* walk(node.content as Node);
  if ('childNodes' in node) for (const child of node.childNodes) yield* walk(child as Node);
}

const pathOf = (file: string) =>
  file === '404.html'
    ? '/404'
    : `/${file.replace(/(^|\/)index\.html$/, '')}`.replace(/(.)\/$/, '$1');

/** What the build made of the ledger of published addresses (integrations/redirects.mjs). */
export const oldAddresses = JSON.parse(readFileSync('build/hosting/redirects.json', 'utf8')) as {
  redirects: { from: string; to: string; status: number }[];
  gone: { address: string; status: number }[];
  published: string[];
};

const forwarded = new Set(oldAddresses.redirects.map(({ from }) => from));

const htmlPages: BuiltPage[] = builtFiles
  .filter((file) => file.endsWith('.html'))
  .map((file) => {
    const html = readFileSync(join(clientDir, file), 'utf8');
    return { path: pathOf(file), file, html, elements: [...walk(parse(html) as Node)] };
  })
  .sort((a, b) => a.path.localeCompare(b.path));

/** Every page of the site the build wrote, sorted by address: the forwarding pages aside. */
export const builtPages: BuiltPage[] = htmlPages.filter(({ path }) => !forwarded.has(path));

/** The small page left at each old address for hosts that cannot redirect. */
export const forwardingPages: BuiltPage[] = htmlPages.filter(({ path }) => forwarded.has(path));

/** Whether an element is part of a `<template>`'s content, which a page holds but does not show. */
export function insideTemplate(element: Element): boolean {
  for (
    let node: Node | null = element.parentNode as Node | null;
    node;
    node = 'parentNode' in node ? (node.parentNode as Node | null) : null
  )
    if (node.nodeName === '#document-fragment') return true;
  return false;
}

/** An element's parent element, or null at the top of its document or template. */
export const parentElement = (element: Element): Element | null => {
  const parent = element.parentNode as Node | null;
  return parent && 'tagName' in parent ? parent : null;
};

/** An attribute's value, or undefined. */
export const attribute = (element: Element, name: string) =>
  element.attrs.find((attr) => attr.name === name)?.value;

/** The text inside an element, as a crawler reads it. */
export function textOf(element: Element): string {
  return element.childNodes
    .map((child) =>
      'value' in child && child.nodeName === '#text'
        ? child.value
        : 'tagName' in child
          ? textOf(child)
          : '',
    )
    .join('');
}

/**
 * Whether a site address (its path, query left off) is a file the host serves: a file of the
 * build, or a folder's `index.html`.
 */
export function isBuilt(path: string): boolean {
  const clean = decodeURIComponent(path.split(/[?#]/)[0] ?? '').replace(/^\//, '');
  const file = join(clientDir, clean);
  if (clean === '') return existsSync(join(clientDir, 'index.html'));
  if (existsSync(file) && statSync(file).isFile()) return true;
  // Hosts serve a page at its clean address: /about-us from about-us/index.html, /404 from 404.html.
  return existsSync(join(file, 'index.html')) || existsSync(`${file}.html`);
}

/** The built page a site address answers, or an error naming the address. */
export function pageAt(path: string): BuiltPage {
  const page = builtPages.find((candidate) => candidate.path === path.replace(/(.)\/$/, '$1'));
  if (!page) throw new Error(`no built page answers ${path}`);
  return page;
}

/** The bytes of the built file a site address names (its path, query left off). */
export const fileAt = (path: string): Buffer =>
  readFileSync(join(clientDir, decodeURIComponent(path.split(/[?#]/)[0] ?? '').replace(/^\//, '')));
