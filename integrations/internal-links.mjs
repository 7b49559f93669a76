// Every link from a page of the site to another (or to a place on one, `/privacy-policy#cookies`)
// must lead to a page the build wrote and a place that page has. A marketer writes such links in
// an article's text, a page's buttons, the menu or the footer, and one mistyped (`/contcat`)
// would be published as a "page not found". After the pages and the forwarding pages of old
// addresses are written (so an old address still counts as a page), this reads every page and
// stops the build naming, for each broken link, the content file and line it is written on and
// the page it likely meant. tests/site/pages.test.ts checks the same links in the finished site.
import { readdir, readFile } from 'node:fs/promises';
import { extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'parse5';
import { attribute, elements, htmlFiles } from './html-tree.mjs';

/**
 * @typedef {{ page: string, href: string, missing: 'page' | 'place', target: string, place: string }} BrokenLink
 * @typedef {{ file: string, line: number }} Written
 * @typedef {{ files: Set<string>, pages: Map<string, { ids: Set<string>, links: string[] }> }} BuiltSite
 */

/** The address of a built HTML file: 'services/web-hosting/index.html' → '/services/web-hosting'. */
export function pagePath(/** @type {string} */ file) {
  const path = `/${file.replaceAll('\\', '/')}`.replace(/(^|\/)index\.html$/, '');
  return path.replace(/\.html$/, '') || '/';
}

/**
 * The built site in `clientDir`: every file it holds, and each page's places (ids) and links to
 * pages of the site (`/contact`, `#cost`, `/privacy-policy#cookies`).
 * @param {string} clientDir
 * @returns {Promise<BuiltSite>}
 */
export async function readSite(clientDir) {
  const all = await readdir(clientDir, { recursive: true, withFileTypes: true });
  const files = new Set(
    all
      .filter((entry) => entry.isFile())
      .map((entry) =>
        relative(clientDir, join(entry.parentPath, entry.name)).replaceAll('\\', '/'),
      ),
  );
  /** @type {BuiltSite['pages']} */
  const pages = new Map();
  for (const file of await htmlFiles(clientDir)) {
    const document = parse(await readFile(join(clientDir, file), 'utf8'));
    const ids = new Set();
    const links = [];
    for (const element of elements(document)) {
      const id = attribute(element, 'id');
      if (id) ids.add(id);
      const href = element.tagName === 'a' ? attribute(element, 'href') : undefined;
      if (href !== undefined && /^[/#]/.test(href) && !href.startsWith('//')) links.push(href);
    }
    pages.set(pagePath(file), { ids, links });
  }
  return { files, pages };
}

/**
 * Every link of `site` that leads to no page or file it holds, or to a place (`#id`) its page
 * does not have, in the order of the pages' files.
 * @param {BuiltSite} site
 * @returns {BrokenLink[]}
 */
export function brokenLinks({ files, pages }) {
  /** @type {BrokenLink[]} */
  const broken = [];
  for (const [page, { links }] of pages) {
    for (const href of links) {
      const url = new URL(href, `https://site.invalid${page === '/' ? '/' : `${page}/`}`);
      const target = href.startsWith('#')
        ? page
        : decodeURIComponent(url.pathname).replace(/(.)\/$/, '$1');
      const place = decodeURIComponent(url.hash.slice(1));
      const targetPage = pages.get(target);
      if (!targetPage && !files.has(target.slice(1)))
        broken.push({ page, href, missing: 'page', target, place });
      else if (place && targetPage && !targetPage.ids.has(place))
        broken.push({ page, href, missing: 'place', target, place });
    }
  }
  return broken;
}

/**
 * Where the address `href` is written in the content files `texts` (file → text): each line
 * that holds it as a whole, as a Markdown link's address or a field's value.
 * @param {string} href
 * @param {Map<string, string>} texts
 * @returns {Written[]}
 */
export function whereWritten(href, texts) {
  const escaped = href.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const pattern = new RegExp(`(^|[\\s('"\\]:<])${escaped}($|[\\s)'">])`);
  /** @type {Written[]} */
  const found = [];
  for (const [file, text] of texts)
    text.split('\n').forEach((line, index) => {
      if (pattern.test(line)) found.push({ file, line: index + 1 });
    });
  return found;
}

/** How many single-letter changes make `a` into `b` (Levenshtein). */
function distance(/** @type {string} */ a, /** @type {string} */ b) {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** The one of `choices` nearest `wrong`, when it is near enough to be what was meant. */
export function nearest(/** @type {string} */ wrong, /** @type {readonly string[]} */ choices) {
  let best = '';
  let bestDistance = Infinity;
  for (const choice of choices) {
    const far = distance(wrong, choice);
    if (far < bestDistance) [best, bestDistance] = [choice, far];
  }
  return bestDistance <= Math.max(2, Math.floor(wrong.length / 3)) ? best : undefined;
}

/**
 * The refusal of `broken` links, in a marketer's words: a line for each place one is written
 * (or, for a link the content does not hold, each page it is on), with the page it likely meant.
 * @param {readonly BrokenLink[]} broken
 * @param {Map<string, string>} texts the content files, by path, as `whereWritten` reads them
 * @param {BuiltSite} site
 */
export function brokenLinksMessage(broken, texts, site) {
  const pages = [...site.pages.keys()].filter((page) => page !== '/404');
  const lines = new Set();
  for (const link of broken) {
    let why;
    if (link.missing === 'page') {
      const meant = nearest(link.target, pages);
      why = `the link to “${link.href}” leads to no page of the site. ${meant ? `Did you mean ${meant}? ` : ''}Write the address of one of its pages, like ${meant ?? '/contact'}, or a full https:// address for another site.`;
    } else {
      const meant = nearest(link.place, [...(site.pages.get(link.target)?.ids ?? [])]);
      why = `the link to “${link.href}” leads to ${link.target}, which has no place called “${link.place}”. ${meant ? `Did you mean #${meant}? ` : ''}Check the words after the #, or link to the page alone.`;
    }
    const written = whereWritten(link.href, texts);
    if (written.length === 0) lines.add(`The page ${link.page}: ${why}`);
    for (const { file, line } of written) lines.add(`${file}, line ${line}: ${why}`);
  }
  return [...lines].join('\n');
}

/** Every text file a marketer edits under `contentDir`, by its path from the project's root. */
export async function contentTexts(/** @type {string} */ contentDir) {
  /** @type {Map<string, string>} */
  const texts = new Map();
  const entries = await readdir(contentDir, { recursive: true, withFileTypes: true });
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    if (!entry.isFile() || !['.md', '.yaml'].includes(extname(entry.name))) continue;
    const file = join(entry.parentPath, entry.name);
    texts.set(relative(process.cwd(), file) || file, await readFile(file, 'utf8'));
  }
  return texts;
}

/**
 * Stops the build at a link between pages that leads nowhere. Refused as the speed guard
 * refuses (first-paint-budget.mjs): the message alone, then the build stops.
 * @returns {import('astro').AstroIntegration}
 */
export function internalLinks() {
  let contentDir = 'src/content';
  return {
    name: 'brightwave:internal-links',
    hooks: {
      'astro:config:done': ({ config }) => {
        contentDir = fileURLToPath(new URL('content/', config.srcDir));
      },
      'astro:build:done': async ({ dir, logger }) => {
        const clientDir = relative(process.cwd(), decodeURI(dir.pathname)) || '.';
        const site = await readSite(clientDir);
        const broken = brokenLinks(site);
        if (broken.length === 0) {
          const links = [...site.pages.values()].reduce((sum, page) => sum + page.links.length, 0);
          logger.info(`${links} links between pages, each to a page and place the site has`);
          return;
        }
        logger.error(brokenLinksMessage(broken, await contentTexts(contentDir), site));
        process.exit(1);
      },
    },
  };
}
