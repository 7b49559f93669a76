// A speed guard on every built page: what a phone must download before the page's first
// paint has to fit the first two network round trips after the handshake (ARCHITECTURE.md,
// "First paint"): 14.6 KB, then 29.2 KB, 43.8 KB in all over one HTTP/2 connection. Over it,
// the page paints a whole round trip later (150 ms on Lighthouse's phone). Content can push a
// page over (a long first screen of copy, a heavy hero picture), so the build refuses it and
// says which page, by how much, and what usually causes it.
//
// What counts, read from each built page: its HTML as sent (Brotli at the strength the build
// precompresses with), every font it preloads, the picture it marks as its largest paint
// (`fetchpriority="high"`), in the file a phone picks (the first <source>'s srcset for a
// 412 px wide screen at 1.75 device pixels, as Lighthouse's phone), and the favicon Chrome
// fetches beside it.
import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

/** Two round trips after the handshake: 10 TCP segments of 1,460 bytes, then 20. */
export const firstPaintBudget = 43_800;

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
  if (/\.(html|css|js|svg|ico|json|txt)$/.test(file)) return brotli(await readFile(file));
  return (await stat(file)).size;
}

/**
 * What each page of a built site sends before its first paint.
 * @param {string} clientDir
 * @returns {Promise<PageWeight[]>}
 */
export async function measurePages(clientDir) {
  const pages = (await readdir(clientDir, { recursive: true }))
    .filter((file) => file.endsWith('.html'))
    .sort();
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
        html: brotli(content),
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
 * The message for the pages over the budget, in words for whoever changed the content.
 * @param {PageWeight[]} over
 * @param {number} budget
 */
export function overBudgetMessage(over, budget = firstPaintBudget) {
  const lines = over.map(
    (weight) =>
      `  ${weight.page}: ${kb(weight.total)} before its first paint, over the ${kb(budget)} budget by ${kb(weight.total - budget)} (the page itself ${kb(weight.html)}, font ${kb(weight.fonts)}, main picture ${kb(weight.image)}, icon ${kb(weight.favicon)}).`,
  );
  return [
    `${over.length === 1 ? 'A page is' : `${over.length} pages are`} too heavy to appear quickly on a phone:`,
    ...lines,
    'What a phone downloads before it shows the page must fit two network round trips. The usual causes:',
    '  - a lot of text or many cards near the top of the page: shorten it, or move some of it further down;',
    '  - a large or very detailed background picture at the top: use a simpler or darker photo, or a smaller file.',
    'See "First paint" in ARCHITECTURE.md.',
  ].join('\n');
}

/**
 * Refuses a build with a page over the first-paint budget; runs after the pages are written.
 * @param {{ budget?: number }} [options]
 * @returns {import('astro').AstroIntegration}
 */
export function firstPaintGuard({ budget = firstPaintBudget } = {}) {
  return {
    name: 'brightwave:first-paint-budget',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const clientDir = relative(process.cwd(), decodeURI(dir.pathname)) || '.';
        const weights = await measurePages(clientDir);
        const over = weights.filter((weight) => weight.total > budget);
        if (over.length > 0) throw new Error(overBudgetMessage(over, budget));
        const heaviest = weights.reduce((a, b) => (b.total > a.total ? b : a));
        logger.info(
          `${weights.length} pages within the ${kb(budget)} first-paint budget; the heaviest, ${heaviest.page}, sends ${kb(heaviest.total)} (${kb(budget - heaviest.total)} to spare)`,
        );
      },
    },
  };
}
