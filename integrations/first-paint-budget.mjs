// A speed guard on every built page, about what a phone waits for before it shows the page
// (ARCHITECTURE.md, "First paint"), weighed as the least compressed host sends it: gzip at
// level 6, as GitHub Pages and the CDNs that compress on the fly do (nginx with
// deploy/nginx.conf sends the build's gzip files, a little smaller; Brotli, smaller still).
//
// Two limits, each a different cost to a visitor:
//  - all the first paint waits for, which must fit the first two flights of packets after the
//    handshakes (a flight is what the server sends before it waits for the phone's answer, one
//    round trip, 0.15 s on a phone's network): the page's HTML from its first byte to the end
//    of its first screen (`firstScreenEnd`: the hero band, with the largest paint's picture),
//    which holds the stylesheet, the picture's hint and the first screen's words; a font
//    preloaded in the head, if a page had one (Chromium holds the paint for it; the site hints
//    its font at the end of the page, where it does not); the largest paint's picture in the
//    file a phone picks (the first <source>'s srcset for a 412 px wide screen at 1.75 device
//    pixels, as Lighthouse's phone); and the favicon Chrome fetches beside it. A phone paints
//    from the part of the document it has, so the rest of the page is not waited for;
//  - the whole page, far larger: the rest streams in after the first paint, and the browser
//    lays out a band below the first screen only as it nears the screen (app.css), but a slow
//    phone still parses it all.
// Most first screens fit the first flight, as their <style> holds only the first screen's rules
// (page-css.mjs, `splitAtFirstScreen`); the build's log line says how many do.
// Content can push a page over any of them (a long heading and opening, a heavy hero picture,
// a very long list or article), so the build refuses it and says which page, by how much, and
// which content files fill it (found by looking for each text of each file in the page, not
// from a list kept by hand).
import { readdir, readFile, stat } from 'node:fs/promises';
import { basename, extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import yaml from 'js-yaml';
import { parse } from 'parse5';
import { attribute as attributeOf, elements, htmlFiles } from './html-tree.mjs';

/** What the first flight after the handshakes carries of a page's HTML (bench/decisions.md). */
export const firstFlight = 8_000;

/** All the first paint waits for, within the first two flights (bench/decisions.md). */
export const firstPaintBudget = 43_800;

/** The whole page's HTML as sent. */
export const pageLimit = 60_000;

/** Lighthouse's phone: a 412 CSS px wide screen at 1.75 device pixels per CSS pixel. */
export const phone = { width: 412, density: 1.75 };

/**
 * @typedef {{ page: string, firstScreen: number, html: number, fonts: number, image: number, favicon: number, total: number }} PageWeight
 * @typedef {{ firstPaint: number, page: number }} Limits
 */

/** The limits the build holds every page to. @type {Limits} */
export const limits = {
  firstPaint: firstPaintBudget,
  page: pageLimit,
};

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
 * The files a page fetches before its first paint, besides itself: fonts preloaded in the head
 * (one hinted at the end of the page is not waited for), the largest-paint picture in the file
 * a phone picks, and the favicon.
 * @param {string} html
 */
export function firstPaintFiles(html) {
  const links = html.match(/<link\b[^>]*>/gi) ?? [];
  const head = html.slice(0, Math.max(0, html.search(/<\/head>/i)));
  const fonts = (head.match(/<link\b[^>]*>/gi) ?? [])
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

/** A text as the least compressed host sends it: gzip at level 6 (see the top of this file). */
export const gzipSent = (/** @type {Buffer | string} */ content) =>
  gzipSync(content, { level: 6 }).length;

/** The attribute a page puts on the last element of a first screen longer than its first band. */
export const firstScreenMark = 'data-first-screen-ends';

/**
 * Where a page's first screen ends in its HTML: the end of the first band of `<main>` (its
 * first `<section>` or `<header>`, the hero), of the picture the page marks as its largest
 * paint, or of the element marked `data-first-screen-ends` (on /contact, the form's opening
 * words under a short hero), whichever comes last. A browser test
 * (tests/e2e/first-screen.mobile.spec.ts) checks, on a phone's screen, that each kind of page's
 * largest paint is inside it. A page without a `<main>` is its first screen whole.
 * @param {string} html
 */
export function firstScreenEnd(html) {
  const document = parse(html, { sourceCodeLocationInfo: true, scriptingEnabled: false });
  const all = [...elements(document)];
  const main = all.find((element) => element.tagName === 'main');
  if (!main) return html.length;
  const band = [...elements(main)].find(
    (element) =>
      element !== main && (element.tagName === 'section' || element.tagName === 'header'),
  );
  const lead = all.find(
    (element) => element.tagName === 'img' && attributeOf(element, 'fetchpriority') === 'high',
  );
  const picture = lead?.parentNode && 'tagName' in lead.parentNode ? lead.parentNode : lead;
  const marked = all.find((element) => attributeOf(element, firstScreenMark) !== undefined);
  const ends = [band, picture, marked].map(
    (element) =>
      element?.sourceCodeLocation?.endTag?.endOffset ?? element?.sourceCodeLocation?.endOffset ?? 0,
  );
  return Math.max(...ends) || html.length;
}

/**
 * A file's bytes as sent: text files gzipped, pictures and fonts as they are.
 * @param {string} clientDir
 * @param {string} url
 */
async function sentBytes(clientDir, url) {
  const file = join(clientDir, decodeURI(url.split(/[?#]/)[0] ?? ''));
  if (/\.(html|css|js|svg|ico|json|txt)$/.test(file)) return gzipSent(await readFile(file));
  return (await stat(file)).size;
}

/**
 * What each page of a built site sends: its first screen, and all its first paint waits for.
 * @param {string} clientDir
 * @returns {Promise<PageWeight[]>}
 */
export async function measurePages(clientDir) {
  const pages = await htmlFiles(clientDir);
  return Promise.all(
    pages.map(async (file) => {
      const html = await readFile(join(clientDir, file), 'utf8');
      const { fonts, image, favicon } = firstPaintFiles(html);
      const fontBytes = (await Promise.all(fonts.map((url) => sentBytes(clientDir, url)))).reduce(
        (sum, bytes) => sum + bytes,
        0,
      );
      const weight = {
        page: pagePath(file),
        firstScreen: gzipSent(html.slice(0, firstScreenEnd(html))),
        html: gzipSent(html),
        fonts: fontBytes,
        image: image ? await sentBytes(clientDir, image) : 0,
        favicon: favicon ? await sentBytes(clientDir, favicon) : 0,
      };
      return {
        ...weight,
        total: weight.firstScreen + weight.fonts + weight.image + weight.favicon,
      };
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

/** A text's words, as a marketer counts them. */
const wordCount = (/** @type {string} */ text) => text.split(/\s+/).filter(Boolean).length;

/** Characters of copy per word, to say a field's size in words. */
const charactersPerWord = 6;

/** @param {number} characters */
const words = (characters) => {
  const count = Math.max(1, Math.round(characters / charactersPerWord));
  return `${count.toLocaleString('en')} word${count === 1 ? '' : 's'}`;
};

/**
 * @typedef {PageWeight & { sources?: PageSource[], picture?: string, bytesPerWord?: number }} Explained
 *   a page over a limit, with the content files whose words fill the part over it, the
 *   picture at its top, and what a word of its text costs as sent
 * @typedef {'firstPaint' | 'page'} LimitName
 */

/**
 * Which limit a page is over, the one a marketer fixes first: all the first paint waits for,
 * then the whole page.
 * @param {PageWeight} weight
 * @param {Limits} [held]
 * @returns {{ limit: LimitName, over: number } | undefined}
 */
export function overLimit(weight, held = limits) {
  if (weight.total > held.firstPaint)
    return { limit: 'firstPaint', over: weight.total - held.firstPaint };
  if (weight.html > held.page) return { limit: 'page', over: weight.html - held.page };
  return undefined;
}

/**
 * What a marketer reads about one page over a limit: what is too long, one figure of how much
 * must go, which files fill that part of the page, and what usually helps.
 * @param {Explained} weight
 * @param {Limits} held
 * @param {(file: string) => string} show how a file's path is written (relative to the project)
 */
function pageMessage(weight, held, show) {
  const verdict = overLimit(weight, held);
  if (!verdict) return '';
  const { limit, over } = verdict;
  const top = limit === 'firstPaint';
  // One figure: in words where words are what must go, in kilobytes where a picture may be.
  const mustGo =
    !top && weight.bytesPerWord
      ? `about ${Math.max(10, Math.ceil(over / weight.bytesPerWord / 10) * 10).toLocaleString('en')} words`
      : kb(over);
  const lines = top
    ? [
        `  ${weight.page}: a phone must download ${kb(weight.total)} before it can show the top of this page, and the limit is ${kb(held.firstPaint)}: ${mustGo} must go.`,
        `    The picture at the top weighs ${kb(weight.image)}, ${weight.fonts > 0 ? `the font ${kb(weight.fonts)}, ` : ''}and the words and layout of the top of the page (the menu, the heading and what stands beside it, down to the end of the first band) ${kb(weight.firstScreen)}.`,
      ]
    : [
        `  ${weight.page}: the page is too long for a phone to show quickly: ${mustGo} must go.`,
        '    A phone reads the whole page before it can be scrolled smoothly; every word, list item and picture adds to it.',
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
    lines.push(top ? '    The words at the top come from:' : '    Its words come mostly from:');
    for (const group of groups) {
      const [only] = group.files;
      if (group.folder || !only)
        lines.push(
          `      - ${show(group.folder ?? '')}/ (${group.files.length} files, one per item shown): ${words(group.bytes)}`,
        );
      else
        lines.push(
          `      - ${show(only.file)}: ${only.fields
            .filter((entry) => entry.bytes >= worthNaming)
            .slice(0, 3)
            .map((entry) => `“${entry.field.name}”, ${words(entry.bytes)}`)
            .join('; ')}`,
        );
    }
  }
  const advice = ['    What usually helps:'];
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
  if (top) {
    advice.push('      - keep the heading and the text under it to a sentence or two each;');
    advice.push(
      weight.picture
        ? `      - the picture at the top, ${show(weight.picture)}, weighs ${kb(weight.image)} as sent: a simpler or darker picture, with fewer fine details, makes a smaller file.`
        : '      - a large or very detailed background picture at the top: use a simpler or darker one.',
    );
  } else if (sources.some((source) => /\.mdx?$/.test(source.file)))
    advice.push('      - a long article can be split in two, each linking to the other.');
  else if (!fields.some((line) => line.includes('list')))
    advice.push(
      '      - a page that lists many items (people, projects, questions) can show fewer of them.',
    );
  return [...lines, ...advice].join('\n');
}

/**
 * The message for the pages over a limit, in words for whoever changed the content.
 * @param {Explained[]} over
 * @param {Limits} [held]
 * @param {(file: string) => string} [show] how a file's path is written
 */
export function overBudgetMessage(over, held = limits, show = (file) => file) {
  return [
    `${over.length === 1 ? 'A page is' : `${over.length} pages are`} too slow to appear on a phone, so the site was not built:`,
    ...over.map((weight) => pageMessage(weight, held, show)),
    'See "Speed" in docs/editing.md for what the limits protect.',
  ].join('\n');
}

/**
 * The pages over a limit, each with the content that fills the part over it: the files whose
 * texts it shows (texts on most pages, such as the footer's, left out), the picture at the top,
 * and what a word of its text costs as sent.
 * @param {string} clientDir
 * @param {PageWeight[]} weights every page's
 * @param {string} contentDir
 * @param {Limits} [held]
 * @returns {Promise<Explained[]>}
 */
export async function explainOverBudget(clientDir, weights, contentDir, held = limits) {
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
    .filter(({ weight }) => overLimit(weight, held))
    .map(({ weight, html, text }) => {
      const top = overLimit(weight, held)?.limit === 'firstPaint';
      const shown = top ? pageText(html.slice(0, firstScreenEnd(html))) : text;
      // The header's words are on every page: on the first screen they still count as its words.
      const sources = pageSources(shown, content.files, top ? new Set() : everywhere);
      const copy = shown.replace(/\s+/g, ' ');
      const count = wordCount(copy);
      return {
        ...weight,
        sources,
        picture: pictureSource(firstPaintFiles(html).image, content.pictures),
        bytesPerWord: count > 0 ? gzipSent(copy) / count : undefined,
      };
    });
}

/** @param {string} page '/services/web-hosting' → 'services/web-hosting/index.html' */
function pageFile(page) {
  if (page === '/') return 'index.html';
  return page === '/404' ? '404.html' : `${page.slice(1)}/index.html`;
}

/**
 * Refuses a build with a page over a limit; runs after the pages are written. The refusal is
 * the message alone, then the build stops: thrown from a hook, Astro would wrap it in "An
 * unhandled error occurred" and a stack trace that tell a marketer nothing.
 * @param {Partial<Limits>} [options]
 * @returns {import('astro').AstroIntegration}
 */
export function firstPaintGuard(options = {}) {
  const held = { ...limits, ...options };
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
        if (weights.some((weight) => overLimit(weight, held))) {
          const over = await explainOverBudget(clientDir, weights, contentDir, held);
          logger.error(
            overBudgetMessage(over, held, (file) => relative(process.cwd(), file) || file),
          );
          process.exit(1);
        }
        const largest = (/** @type {'firstScreen' | 'total' | 'html'} */ key) =>
          weights.reduce((a, b) => (b[key] > a[key] ? b : a));
        const top = largest('firstScreen');
        const heaviest = largest('total');
        const longest = largest('html');
        const inFlight = weights.filter((weight) => weight.firstScreen <= firstFlight).length;
        logger.info(
          `${weights.length} pages within the speed limits, as sent with gzip: the heaviest first paint, ${heaviest.page}, ${kb(heaviest.total)} of ${kb(held.firstPaint)}; the longest page, ${longest.page}, ${kb(longest.html)} of ${kb(held.page)}. The longest first screen, ${top.page}, is ${top.firstScreen.toLocaleString('en')} bytes; ${inFlight} of ${weights.length} fit the first flight's ${firstFlight.toLocaleString('en')}`,
        );
      },
    },
  };
}
