// A speed guard on every built page: what a phone must download before the page's first
// paint has to fit the first two network round trips after the handshake (ARCHITECTURE.md,
// "First paint"): 14.6 KB, then 29.2 KB, 43.8 KB in all over one HTTP/2 connection. Over it,
// the page paints a whole round trip later (150 ms on Lighthouse's phone). And the page itself
// must fit the first of them, 14,000 bytes as sent (the rest of the 14.6 KB carries the
// response's headers): the browser reads the page before it asks for anything else, so a page
// one byte over waits a round trip for its last bytes. Content can push a page over either (a
// long first screen of copy, a heavy hero picture, a long article), so the build refuses it and
// says which page, by how much, and what usually causes it.
//
// What counts, read from each built page: its HTML as sent (Brotli at the strength the build
// precompresses with), every font it preloads, the picture it marks as its largest paint
// (`fetchpriority="high"`), in the file a phone picks (the first <source>'s srcset for a
// 412 px wide screen at 1.75 device pixels, as Lighthouse's phone), and the favicon Chrome
// fetches beside it.
//
// When it refuses, it names the content files whose words fill the page, found by looking for
// each text of each file in the page (not from a list kept by hand), their longest fields,
// the picture at the top, and how many words must go.
import { readdir, readFile, stat } from 'node:fs/promises';
import { basename, extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';
import yaml from 'js-yaml';
import { parse } from 'parse5';
import { htmlFiles } from './html-tree.mjs';

/** Two round trips after the handshake: 10 TCP segments of 1,460 bytes, then 20. */
export const firstPaintBudget = 43_800;

/** The page's own HTML as sent: the first round trip, 10 segments, less the response headers. */
export const firstRoundTrip = 14_000;

/** Lighthouse's phone: a 412 CSS px wide screen at 1.75 device pixels per CSS pixel. */
export const phone = { width: 412, density: 1.75 };

/**
 * @typedef {{ page: string, html: number, fonts: number, image: number, favicon: number, total: number }} PageWeight
 */

/**
 * The candidate of a `srcset` a browser picks for a slot `slotWidth` CSS px wide at `density`:
 * the narrowest at least as wide as the slot's device pixels, else the widest.
 * @param {string} srcset
 * @param {number} slotWidth
 * @param {number} density
 */
export function pickCandidate(srcset, slotWidth, density) {
  const candidates = srcset
    .split(',')
    .map((part) => part.trim().split(/\s+/))
    .map(([url = '', descriptor = '']) => ({ url, width: Number.parseInt(descriptor, 10) || 0 }))
    .sort((a, b) => a.width - b.width);
  const needed = slotWidth * density;
  return candidates.find((candidate) => candidate.width >= needed) ?? candidates.at(-1);
}

/**
 * The slot width in CSS px that a `sizes` attribute gives on a `viewport` px wide screen:
 * the first `(min-width: N px) length` whose condition holds, else the last length.
 * @param {string | undefined} sizes
 * @param {number} viewport
 */
export function slotWidth(sizes, viewport) {
  if (!sizes) return viewport;
  for (const entry of sizes.split(',').map((part) => part.trim())) {
    const match = /^(?:\(min-width:\s*(\d+)px\)\s+)?(\d+(?:\.\d+)?)(px|vw)$/.exec(entry);
    if (!match) continue;
    const [, minWidth, value = '0', unit] = match;
    if (minWidth && viewport < Number(minWidth)) continue;
    return unit === 'vw' ? (Number(value) * viewport) / 100 : Number(value);
  }
  return viewport;
}

/** @param {string} tag @param {string} name */
function attribute(tag, name) {
  return new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
}

/**
 * The files a page fetches before its first paint, besides itself: preloaded fonts, the
 * largest-paint picture in the file a phone picks, and the favicon.
 * @param {string} html
 */
export function firstPaintFiles(html) {
  const links = html.match(/<link\b[^>]*>/gi) ?? [];
  const fonts = links
    .filter((tag) => attribute(tag, 'rel') === 'preload' && attribute(tag, 'as') === 'font')
    .map((tag) => attribute(tag, 'href'))
    .filter((href) => href !== undefined);
  const favicon = links
    .filter((tag) => attribute(tag, 'rel') === 'icon')
    .map((tag) => attribute(tag, 'href'))
    .find((href) => href !== undefined);
  let image;
  const picture =
    /<picture>((?:(?!<\/picture>)[\s\S])*?fetchpriority="high"[\s\S]*?)<\/picture>/i.exec(
      html,
    )?.[1];
  if (picture) {
    const source = /<source\b[^>]*>/i.exec(picture)?.[0];
    const img = /<img\b[^>]*>/i.exec(picture)?.[0] ?? '';
    const tag = source ?? img;
    const srcset = attribute(tag, 'srcset') ?? attribute(img, 'srcset');
    const slot = slotWidth(attribute(tag, 'sizes') ?? attribute(img, 'sizes'), phone.width);
    image = srcset ? pickCandidate(srcset, slot, phone.density)?.url : attribute(img, 'src');
  }
  return { fonts, image, favicon };
}

/**
 * The Brotli size of the file at `path` holding `content`: its `.br` sibling's, when the build
 * wrote one after the file (integrations/precompress.mjs, same settings), else compressed here.
 * Compressing every page at full strength a second time would double the guard's time.
 * @param {string} path
 * @param {Buffer} content
 */
async function sentBrotli(path, content) {
  const [file, compressed] = await Promise.all([
    stat(path).catch(() => undefined),
    stat(`${path}.br`).catch(() => undefined),
  ]);
  if (file && compressed && compressed.mtimeMs >= file.mtimeMs) return compressed.size;
  return brotli(content);
}

/** @param {Buffer} content */
function brotli(content) {
  return brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  }).length;
}

/**
 * A file's bytes as sent: text files compressed with Brotli, as the build precompresses them.
 * @param {string} clientDir
 * @param {string} url
 */
async function sentBytes(clientDir, url) {
  const file = join(clientDir, decodeURI(url.split(/[?#]/)[0] ?? ''));
  if (/\.(html|css|js|svg|ico|json|txt)$/.test(file)) return sentBrotli(file, await readFile(file));
  return (await stat(file)).size;
}

/**
 * What each page of a built site sends before its first paint.
 * @param {string} clientDir
 * @returns {Promise<PageWeight[]>}
 */
export async function measurePages(clientDir) {
  const pages = await htmlFiles(clientDir);
  return Promise.all(
    pages.map(async (file) => {
      const content = await readFile(join(clientDir, file));
      const { fonts, image, favicon } = firstPaintFiles(content.toString('utf8'));
      const fontBytes = (await Promise.all(fonts.map((url) => sentBytes(clientDir, url)))).reduce(
        (sum, bytes) => sum + bytes,
        0,
      );
      const weight = {
        page: pagePath(file),
        html: await sentBrotli(join(clientDir, file), content),
        fonts: fontBytes,
        image: image ? await sentBytes(clientDir, image) : 0,
        favicon: favicon ? await sentBytes(clientDir, favicon) : 0,
      };
      return { ...weight, total: weight.html + weight.fonts + weight.image + weight.favicon };
    }),
  );
}

/** @param {string} file 'services/web-hosting/index.html' → '/services/web-hosting' */
function pagePath(file) {
  const path = `/${file.replace(/\\/g, '/')}`.replace(/\/?index\.html$/, '').replace(/\.html$/, '');
  return path === '' ? '/' : path;
}

/** @param {number} bytes */
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

/**
 * @typedef {{ name: string, strings: string[], items?: number }} ContentField a field of a
 *   content file: its name as a marketer reads it (`story › paragraphs`), every text under it
 *   and, for a list, how many items it holds
 * @typedef {{ file: string, fields: ContentField[] }} ContentFile
 * @typedef {{ file: string, bytes: number, fields: { field: ContentField, bytes: number }[] }} PageSource
 *   a content file whose texts are on a page, with how many characters of the page they are
 * @typedef {{ files: ContentFile[], pictures: string[] }} Content
 */

/** Texts shorter than this say too little to tell which file they come from ("About Us"). */
const shortestTellingText = 16;

/** A file or field that fills less of a page than this (characters) is not worth a line. */
const worthNaming = 100;

/** A field's name for a marketer: its keys down to its first list, at most two deep. */
function fieldName(/** @type {(string | number)[]} */ path) {
  const keys = [];
  for (const key of path) {
    if (typeof key === 'number' || keys.length === 2) break;
    keys.push(key);
  }
  return keys.join(' › ') || 'text';
}

/**
 * The fields of one parsed YAML file, each with its texts.
 * @param {unknown} data
 * @returns {ContentField[]}
 */
export function contentFields(data) {
  /** @type {Map<string, ContentField>} */
  const fields = new Map();
  /** @param {unknown} value @param {(string | number)[]} path */
  const walk = (value, path) => {
    if (Array.isArray(value)) {
      if (path.every((key) => typeof key === 'string') && path.length <= 2) {
        const name = fieldName(path);
        fields.set(name, { name, strings: [], ...fields.get(name), items: value.length });
      }
      value.forEach((item, index) => walk(item, [...path, index]));
    } else if (value && typeof value === 'object')
      for (const [key, item] of Object.entries(value)) walk(item, [...path, key]);
    else if (typeof value === 'string') {
      const name = fieldName(path);
      const field = fields.get(name) ?? { name, strings: [] };
      field.strings.push(value);
      fields.set(name, field);
    }
  };
  walk(data, []);
  return [...fields.values()];
}

/** A Markdown file's words as a page shows them: its paragraphs and list items, marks taken out. */
function markdownStrings(/** @type {string} */ text) {
  return text
    .split(/\n\s*\n|\n(?=\s*[-*+] )/)
    .map((block) =>
      block
        .replace(/^\s*(?:#+|[-*+]|\d+\.)\s+/gm, '')
        .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
        .replace(/[*_`]+/g, '')
        .replace(/\s*\{#[\w-]+\}/g, '')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(Boolean);
}

const pictureExtensions = new Set(['.png', '.jpg', '.jpeg', '.webp', '.avif', '.gif']);

/**
 * Every content file a marketer edits, with its fields and texts, and every picture beside them.
 * @param {string} contentDir `src/content`
 * @returns {Promise<Content>}
 */
export async function readContent(contentDir) {
  /** @type {ContentFile[]} */
  const files = [];
  const pictures = [];
  const entries = await readdir(contentDir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    const extension = extname(entry.name).toLowerCase();
    if (pictureExtensions.has(extension)) pictures.push(path);
    if (!['.yaml', '.yml', '.md'].includes(extension)) continue;
    const text = await readFile(path, 'utf8');
    if (extension === '.md') {
      const [, front = '', body = text] = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(text) ?? [];
      files.push({
        file: path,
        fields: [
          ...contentFields(safeYaml(front)),
          { name: 'text', strings: markdownStrings(body) },
        ],
      });
    } else files.push({ file: path, fields: contentFields(safeYaml(text)) });
  }
  files.sort((a, b) => a.file.localeCompare(b.file));
  return { files, pictures: pictures.sort() };
}

/** A file the build could read, or nothing: a broken file is the content checks' to name. */
function safeYaml(/** @type {string} */ text) {
  try {
    return yaml.load(text);
  } catch {
    return undefined;
  }
}

/**
 * The text a page sends, as a reader and a search engine get it: its text, its attributes
 * (alternative texts, descriptions) and its data scripts, with `<style>` left out.
 * @param {string} html
 */
export function pageText(html) {
  /** @type {string[]} */
  const parts = [];
  /** @param {import('parse5').DefaultTreeAdapterMap['node']} node */
  const walk = (node) => {
    if ('value' in node && node.nodeName === '#text') parts.push(node.value);
    if ('attrs' in node) for (const attr of node.attrs) parts.push(attr.value);
    if ('tagName' in node && node.tagName === 'style') return;
    const template = 'content' in node && node.content ? node.content.childNodes : [];
    for (const child of ['childNodes' in node ? node.childNodes : [], template].flat()) walk(child);
  };
  walk(parse(html, { scriptingEnabled: false }));
  return parts.join('\n');
}

/** How many times `needle` is in `haystack`. */
function occurrences(/** @type {string} */ haystack, /** @type {string} */ needle) {
  let count = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + 1)) count++;
  return count;
}

/** The pieces of a text long enough to tell: split at placeholders (`{lowest plan price}`). */
const tellingPieces = (/** @type {string} */ string) =>
  string
    .split(/\{[^}]*\}/)
    .map((piece) => piece.trim())
    .filter((piece) => piece.length >= shortestTellingText);

/**
 * The content files whose texts a page shows, heaviest first, with how many characters of the
 * page each field accounts for.
 * @param {string} text the page's text (`pageText`)
 * @param {ContentFile[]} files
 * @param {Set<string>} [everywhere] texts to leave out: those on most pages (header, footer)
 * @returns {PageSource[]}
 */
export function pageSources(text, files, everywhere = new Set()) {
  const sources = [];
  for (const { file, fields } of files) {
    const found = fields
      .map((field) => ({
        field,
        bytes: field.strings
          .flatMap(tellingPieces)
          .filter((piece) => !everywhere.has(piece))
          .reduce((sum, piece) => sum + piece.length * occurrences(text, piece), 0),
      }))
      .filter((entry) => entry.bytes > 0)
      .sort((a, b) => b.bytes - a.bytes);
    if (found.length > 0)
      sources.push({
        file,
        bytes: found.reduce((sum, entry) => sum + entry.bytes, 0),
        fields: found,
      });
  }
  return sources.sort((a, b) => b.bytes - a.bytes);
}

/**
 * The texts of the content that most pages show (the header's, the footer's): they tell
 * nothing about one page.
 * @param {string[]} texts every page's text
 * @param {ContentFile[]} files
 */
export function textsOnMostPages(texts, files) {
  const pieces = new Set(
    files.flatMap(({ fields }) => fields.flatMap((field) => field.strings.flatMap(tellingPieces))),
  );
  return new Set(
    [...pieces].filter(
      (piece) => texts.filter((text) => text.includes(piece)).length * 2 > texts.length,
    ),
  );
}

/**
 * The content file a served picture was made from: the build names each served file after
 * its master (`about-us.png` is served as `about-us.<hash>.avif`).
 * @param {string | undefined} url
 * @param {string[]} pictures
 */
export function pictureSource(url, pictures) {
  const stem = url ? basename(url).split('.')[0] : undefined;
  return pictures.find((picture) => stem && basename(picture, extname(picture)) === stem);
}

/**
 * What a marketer reads about one page over the budget: what it weighs, which files fill it,
 * how much must go and what usually helps.
 * @param {PageWeight & { sources?: PageSource[], picture?: string, perCharacter?: number }} weight
 * @param {number} budget
 * @param {(file: string) => string} [show] how a file's path is written (relative to the project)
 * @param {number} [pageBudget] the limit for the page's words and layout alone
 */
function pageMessage(weight, budget, show = (file) => file, pageBudget = firstRoundTrip) {
  const overAll = weight.total - budget;
  const overPage = weight.html - pageBudget;
  const over = Math.max(overAll, overPage);
  const lines = [
    overAll > 0
      ? `  ${weight.page}: a phone must download ${kb(weight.total)} before it can show this page, and the limit is ${kb(budget)}: ${kb(overAll)} must go.`
      : `  ${weight.page}: the page's words and layout weigh ${kb(weight.html)}, and must fit in ${kb(pageBudget)}, what a phone receives in its first exchange with the site: ${kb(overPage)} must go.`,
    overAll > 0
      ? `    The page's words and layout weigh ${kb(weight.html)}, the font ${kb(weight.fonts)}, the picture at the top ${kb(weight.image)}, the site icon ${kb(weight.favicon)}.`
      : '    Over it, the page shows a round trip later (on a phone, about 0.15 seconds). Every word, list item and picture on the page adds to it.',
  ];
  // A few characters found say too little to be worth a line.
  const sources = (weight.sources ?? []).filter((source) => source.bytes >= worthNaming);
  // A folder of files of one shape (the team, the projects: one file per item) is one list.
  /** @type {Map<string, PageSource[]>} */
  const byFolder = new Map();
  for (const source of sources) {
    const shape = source.fields.map((entry) => entry.field.name.split(' › ')[0]).sort();
    const folder = `${join(source.file, '..')}\0${[...new Set(shape)].join()}`;
    byFolder.set(folder, [...(byFolder.get(folder) ?? []), source]);
  }
  const groups = [...byFolder.entries()]
    .flatMap(([folder, group]) =>
      group.length > 1
        ? [
            {
              folder: folder.split('\0')[0],
              files: group,
              bytes: group.reduce((sum, source) => sum + source.bytes, 0),
            },
          ]
        : group.map((source) => ({ folder: undefined, files: [source], bytes: source.bytes })),
    )
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, 4);
  if (groups.length > 0) {
    lines.push('    Its words come mostly from:');
    for (const group of groups) {
      const [only] = group.files;
      if (group.folder || !only)
        lines.push(
          `      - ${show(group.folder ?? '')}/ (${group.files.length} files, one per item shown): ${kb(group.bytes)} of text`,
        );
      else
        lines.push(
          `      - ${show(only.file)}: ${only.fields
            .filter((entry) => entry.bytes >= worthNaming)
            .slice(0, 3)
            .map((entry) => `“${entry.field.name}” ${kb(entry.bytes)}`)
            .join(', ')} of text`,
        );
    }
  }
  const advice = [];
  if (weight.perCharacter) {
    const characters = over / weight.perCharacter;
    advice.push(
      `    To fit, take out about ${Math.max(10, Math.ceil(characters / 6 / 10) * 10)} words (some ${kb(characters)} of text)${overAll > 0 ? ', or make the picture at the top smaller' : ''}. What usually helps:`,
    );
  } else advice.push('    What usually helps:');
  const fields = groups
    .flatMap((group) =>
      group.folder
        ? [
            `      - each file in ${show(group.folder)}/ is one item of a list on this page: show fewer of them, or shorten their texts;`,
          ]
        : (group.files[0]?.fields ?? [])
            .filter((entry) => entry.bytes >= worthNaming)
            .slice(0, 2)
            .map(({ field }) =>
              field.items !== undefined
                ? `      - “${field.name}” in ${show(group.files[0]?.file ?? '')} is a list of ${field.items}: keep fewer items (the oldest or least important can go, or move to another page), or shorten each;`
                : `      - shorten “${field.name}” in ${show(group.files[0]?.file ?? '')};`,
            ),
    )
    .slice(0, 4);
  advice.push(...fields);
  if (overAll > 0)
    advice.push(
      weight.picture
        ? `      - the picture at the top, ${show(weight.picture)}, weighs ${kb(weight.image)} as sent: a simpler or darker picture, with fewer fine details, makes a smaller file.`
        : '      - a large or very detailed background picture at the top: use a simpler or darker one.',
    );
  else if (sources.some((source) => /\.mdx?$/.test(source.file)))
    advice.push('      - a long article can be split in two, each linking to the other.');
  else if (!fields.some((line) => line.includes('list')))
    advice.push(
      '      - a page that lists many items (people, projects, questions) can show fewer of them.',
    );
  return [...lines, ...advice].join('\n');
}

/**
 * The message for the pages over the budget, in words for whoever changed the content.
 * @param {(PageWeight & { sources?: PageSource[], picture?: string, perCharacter?: number })[]} over
 * @param {number} budget
 * @param {(file: string) => string} [show] how a file's path is written
 * @param {number} [pageBudget] the limit for a page's words and layout alone
 */
export function overBudgetMessage(
  over,
  budget = firstPaintBudget,
  show = undefined,
  pageBudget = firstRoundTrip,
) {
  return [
    `${over.length === 1 ? 'A page is' : `${over.length} pages are`} too heavy to appear quickly on a phone, so the site was not built:`,
    ...over.map((weight) => pageMessage(weight, budget, show, pageBudget)),
    'What a phone downloads before it shows a page must fit two network round trips, and the page itself the first. See "First paint" in ARCHITECTURE.md.',
  ].join('\n');
}

/**
 * Whether a page is over a limit: all it fetches before its first paint, or its own HTML.
 * @param {PageWeight} weight
 * @param {number} budget
 * @param {number} pageBudget
 */
export const overLimit = (weight, budget, pageBudget) =>
  weight.total > budget || weight.html > pageBudget;

/**
 * The pages over the budget, each with the content that fills it: the files whose texts it
 * shows (texts on most pages, such as the footer's, left out), the picture at the top, and how
 * many bytes as sent a character of its text costs.
 * @param {string} clientDir
 * @param {PageWeight[]} weights every page's
 * @param {number} budget
 * @param {string} contentDir
 * @param {number} [pageBudget] the limit for a page's words and layout alone
 */
export async function explainOverBudget(
  clientDir,
  weights,
  budget,
  contentDir,
  pageBudget = firstRoundTrip,
) {
  const content = await readContent(contentDir);
  const pages = await Promise.all(
    weights.map(async (weight) => {
      const html = await readFile(join(clientDir, pageFile(weight.page)), 'utf8');
      return { weight, html, text: pageText(html) };
    }),
  );
  const everywhere = textsOnMostPages(
    pages.map((page) => page.text),
    content.files,
  );
  return pages
    .filter(({ weight }) => overLimit(weight, budget, pageBudget))
    .map(({ weight, html, text }) => {
      const sources = pageSources(text, content.files, everywhere);
      const texts = sources
        .flatMap((source) => source.fields.flatMap((entry) => entry.field.strings))
        .join('\n');
      return {
        ...weight,
        sources,
        picture: pictureSource(firstPaintFiles(html).image, content.pictures),
        perCharacter: texts.length > 0 ? brotli(Buffer.from(texts)) / texts.length : undefined,
      };
    });
}

/** @param {string} page '/services/web-hosting' → 'services/web-hosting/index.html' */
function pageFile(page) {
  if (page === '/') return 'index.html';
  return page === '/404' ? '404.html' : `${page.slice(1)}/index.html`;
}

/**
 * Refuses a build with a page over the first-paint budget, or whose HTML is over the first round
 * trip; runs after the pages are written.
 * @param {{ budget?: number, pageBudget?: number }} [options]
 * @returns {import('astro').AstroIntegration}
 */
export function firstPaintGuard({ budget = firstPaintBudget, pageBudget = firstRoundTrip } = {}) {
  let contentDir = 'src/content';
  return {
    name: 'brightwave:first-paint-budget',
    hooks: {
      'astro:config:done': ({ config }) => {
        contentDir = fileURLToPath(new URL('content/', config.srcDir));
      },
      'astro:build:done': async ({ dir, logger }) => {
        const clientDir = relative(process.cwd(), decodeURI(dir.pathname)) || '.';
        const weights = await measurePages(clientDir);
        if (weights.some((weight) => overLimit(weight, budget, pageBudget))) {
          const over = await explainOverBudget(clientDir, weights, budget, contentDir, pageBudget);
          throw new Error(
            overBudgetMessage(
              over,
              budget,
              (file) => relative(process.cwd(), file) || file,
              pageBudget,
            ),
          );
        }
        const heaviest = weights.reduce((a, b) => (b.total > a.total ? b : a));
        const largest = weights.reduce((a, b) => (b.html > a.html ? b : a));
        logger.info(
          `${weights.length} pages within the ${kb(budget)} first-paint budget; the heaviest, ${heaviest.page}, sends ${kb(heaviest.total)} (${kb(budget - heaviest.total)} to spare); the largest page, ${largest.page}, is ${largest.html.toLocaleString('en')} bytes as sent of the ${pageBudget.toLocaleString('en')} of the first round trip`,
        );
      },
    },
  };
}
