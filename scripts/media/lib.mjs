// Shared helpers for the media generator: seeded randomness, SVG snippets, and raster
// output (one lossless master per image, which astro:assets encodes at build time).
import { execFileSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const PUBLIC_DIR = path.join(ROOT, 'public');
/** Files served as they are: the Open Graph card. */
export const MEDIA_DIR = path.join(PUBLIC_DIR, 'media');
/** The content folders: each drawn picture is the default picture of one entry there. */
export const CONTENT_DIR = path.join(ROOT, 'src', 'content');

/**
 * Where the drawn picture (or video) of `slug` in `group` goes: in the folder of the content
 * entry that shows it, named after the entry, exactly where the editor puts a file a marketer
 * uploads: team/<slug>/<slug>.png, service-pages/<slug>/<slug>.mp4. The entry names the file.
 */
export function masterFile(group, slug, extension = 'png') {
  const page = slug === 'about-us' ? 'pages' : 'service-pages';
  const folder = {
    team: 'team',
    portfolio: 'portfolio',
    teaser: 'home-projects',
    poster: page,
    video: page,
  }[group];
  if (!folder) throw new Error(`No content folder for ${group}/${slug}`);
  return path.join(CONTENT_DIR, folder, slug, `${slug}.${extension}`);
}

// Keep sharp's memory use modest and its output reproducible.
sharp.cache(false);

/** Brand palette. */
export const C = {
  ink: '#0A0F1F',
  navy: '#111836',
  indigo: '#6366F1',
  indigo600: '#4F46E5',
  violet: '#A855F7',
  violet600: '#7C3AED',
  cyan: '#22D3EE',
  cyanLight: '#67E8F9',
  white: '#FFFFFF',
};

/** Font stack for the little text that appears in the artwork. */
export const FONT = "Inter, 'Helvetica Neue', Arial, 'Liberation Sans', sans-serif";

/** The brand logo mark, exactly as specified. */
export const LOGO_SVG =
  '<svg viewBox="0 0 32 32" xmlns="http://www.w3.org/2000/svg"><defs><linearGradient id="g" x1="0" y1="0" x2="32" y2="32" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#6366F1"/><stop offset="1" stop-color="#A855F7"/></linearGradient></defs><rect width="32" height="32" rx="9" fill="url(#g)"/><path d="M7 19c3-5 6-5 9 0s6 5 9 0" stroke="#fff" stroke-width="2.6" fill="none" stroke-linecap="round"/><circle cx="23.5" cy="10" r="2.2" fill="#67E8F9"/></svg>';

/**
 * The logo mark as an embeddable group (32×32 units) placed at x,y with the
 * given size; `id` keeps its gradient id unique inside a bigger document.
 */
export function logoMark(x, y, size, id = 'logo') {
  const s = size / 32;
  return `<g transform="translate(${f(x)} ${f(y)}) scale(${f(s, 4)})">
  <defs><linearGradient id="${id}" x1="0" y1="0" x2="32" y2="32" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#6366F1"/><stop offset="1" stop-color="#A855F7"/></linearGradient></defs>
  <rect width="32" height="32" rx="9" fill="url(#${id})"/>
  <path d="M7 19c3-5 6-5 9 0s6 5 9 0" stroke="#fff" stroke-width="2.6" fill="none" stroke-linecap="round"/>
  <circle cx="23.5" cy="10" r="2.2" fill="#67E8F9"/></g>`;
}

/** Mulberry32: a small, fast, seeded PRNG. */
export function rng(seed) {
  let a = typeof seed === 'string' ? hash(seed) : seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hash(str) {
  let h = 2166136261;
  for (let i = 0; i < str.length; i++) {
    h ^= str.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** Format a number for SVG output (short, stable). */
export function f(n, digits = 2) {
  const v = Number(n.toFixed(digits));
  return Object.is(v, -0) ? '0' : String(v);
}

export const TAU = Math.PI * 2;

/** Escape text for SVG. */
export function esc(s) {
  return String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A radial "glow" gradient definition: colour fading to transparent. */
export function glowDef(id, color, opacity = 1) {
  return `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="0.45" stop-color="${color}" stop-opacity="${f(opacity * 0.35, 3)}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;
}

/** Linear gradient definition; stops as [offset, color, opacity?]. */
export function linDef(id, x1, y1, x2, y2, stops, units = 'objectBoundingBox') {
  const s = stops
    .map(([o, c, op = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${op}"/>`)
    .join('');
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" gradientUnits="${units}">${s}</linearGradient>`;
}

/** Rounded rectangle. */
export function rr(x, y, w, h, r, fill, extra = '') {
  return `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${f(r)}" fill="${fill}" ${extra}/>`;
}

/** A short row of rounded "text" bars. */
export function textBars(x, y, widths, h, gap, fill, opacity = 1) {
  let out = '';
  let cx = x;
  for (const w of widths) {
    out += rr(cx, y, w, h, h / 2, fill, `opacity="${opacity}"`);
    cx += w + gap;
  }
  return out;
}

/** Smooth path (Catmull-Rom → cubic Bézier) through points. */
export function smoothPath(pts, tension = 1) {
  if (pts.length < 2) return '';
  let d = `M${f(pts[0][0])} ${f(pts[0][1])}`;
  for (let i = 0; i < pts.length - 1; i++) {
    const p0 = pts[i - 1] ?? pts[i];
    const p1 = pts[i];
    const p2 = pts[i + 1];
    const p3 = pts[i + 2] ?? p2;
    const c1x = p1[0] + ((p2[0] - p0[0]) / 6) * tension;
    const c1y = p1[1] + ((p2[1] - p0[1]) / 6) * tension;
    const c2x = p2[0] - ((p3[0] - p1[0]) / 6) * tension;
    const c2y = p2[1] - ((p3[1] - p1[1]) / 6) * tension;
    d += `C${f(c1x)} ${f(c1y)} ${f(c2x)} ${f(c2y)} ${f(p2[0])} ${f(p2[1])}`;
  }
  return d;
}

export async function ensureDir(dir) {
  await mkdir(dir, { recursive: true });
}

/** Render an SVG string to a raw-pixel sharp pipeline at the SVG's own size. */
export function svgToSharp(svg) {
  return sharp(Buffer.from(svg), { density: 72, limitInputPixels: false });
}

/**
 * Write the picture of one entry, `masterFile(group, slug)`: lossless, at the image's full
 * size (the largest width the site serves), flattened onto the brand ink in sRGB, so every
 * pixel is the drawing's own. astro:assets makes the served AVIF, WebP and JPEG files from it
 * at build time, as it does from any photo a marketer puts there instead. PNG rather than
 * lossless WebP (30% smaller) or a JPEG: sharp decodes those two with shrink-on-load, which
 * would make every smaller width softer than Lanczos scaling of the full image.
 * `source` is an SVG string drawn at full size, or an already rendered raster Buffer.
 */
export async function writeMaster(source, { group, slug }) {
  const file = masterFile(group, slug);
  await ensureDir(path.dirname(file));
  const input = typeof source === 'string' ? svgToSharp(source) : sharp(source);
  const master = await input
    .flatten({ background: C.ink })
    .removeAlpha()
    .toColourspace('srgb')
    // No `effort`/`quality`/`colours`: each of those makes sharp quantise to a palette.
    .png({ compressionLevel: 9, adaptiveFiltering: true })
    .toBuffer();
  await writeFile(file, master);
  return [{ file: path.relative(ROOT, file), bytes: master.length }];
}

/**
 * The artwork's text is set in Liberation Sans and Liberation Serif (the FONT and SERIF
 * stacks fall back to them). Without them fontconfig substitutes another face and the
 * mockups come out different, so refuse to draw them.
 */
export function assertArtworkFonts() {
  for (const family of ['Liberation Sans', 'Liberation Serif']) {
    let found;
    try {
      found = execFileSync('fc-match', ['-f', '%{family}', family], { encoding: 'utf8' });
    } catch {
      throw new Error('fc-match (fontconfig) is missing: the artwork needs fontconfig.');
    }
    if (!found.split(',').includes(family))
      throw new Error(
        `The artwork's font ${family} is not installed (fontconfig offers ${found}): install the Liberation fonts (Debian: apt-get install fonts-liberation).`,
      );
  }
}

/** Run async tasks with limited concurrency, preserving result order. */
export async function pool(items, limit, fn) {
  const results = new Array(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i], i);
    }
  });
  await Promise.all(workers);
  return results;
}
