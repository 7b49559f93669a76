// Vector drawing kit for the interface mockups (portfolio + home teasers):
// stage backdrop, browser and phone frames, text, charts and small icons.
import { C, FONT, esc, f, linDef, rng, smoothPath } from './lib.mjs';

/** Every mockup (portfolio and home teasers) is drawn on a 1200×750 (16:10) canvas. */
export const MW = 1200;
export const MH = 750;

/** Wraps a mockup's defs and body in its SVG document. */
export const svgDoc = (defs, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${MW}" height="${MH}" viewBox="0 0 ${MW} ${MH}"><defs>${defs}</defs>${body}</svg>`;

export const SERIF = "'Playfair Display', Georgia, 'Liberation Serif', 'DejaVu Serif', serif";

let uid = 0;
/** Unique id for gradients/clips inside one document. */
export const id = (p = 'k') => `${p}${++uid}`;

/** Short real text. */
export function T(x, y, str, size, fill, o = {}) {
  const { w = 600, anchor = 'start', family = FONT, ls = 0, op = 1 } = o;
  return `<text x="${f(x)}" y="${f(y)}" font-family="${family}" font-size="${size}" font-weight="${w}" fill="${fill}"${op !== 1 ? ` fill-opacity="${op}"` : ''}${anchor !== 'start' ? ` text-anchor="${anchor}"` : ''}${ls ? ` letter-spacing="${ls}"` : ''}>${esc(str)}</text>`;
}

/** Rounded rect with optional fill-opacity / stroke. */
export function R(x, y, w, h, r, fill, o = {}) {
  const { op, stroke, sw = 1, sop } = o;
  return `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${f(r)}" fill="${fill}"${op !== undefined ? ` fill-opacity="${op}"` : ''}${stroke ? ` stroke="${stroke}" stroke-width="${sw}"${sop !== undefined ? ` stroke-opacity="${sop}"` : ''}` : ''}/>`;
}

/** A placeholder "text line" bar. */
export const bar = (x, y, w, h, fill, op = 1) => R(x, y, w, h, h / 2, fill, { op });

/** Several stacked text bars (a paragraph). */
export function para(x, y, widths, { h = 7, gap = 13, fill = '#94A3B8', op = 1 } = {}) {
  return widths.map((w, i) => bar(x, y + i * gap, w, h, fill, op)).join('');
}

export const circle = (cx, cy, r, fill, op) =>
  `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}"${op !== undefined ? ` fill-opacity="${op}"` : ''}/>`;

/**
 * The stage every mockup sits on: dark brand backdrop, accent glows and a
 * faint dot grid. Returns { defs, body }.
 */
export function stage(W, H, { glows, seed = 'stage', base = ['#121A3D', C.ink] }) {
  const bg = id('bg');
  const blur = id('blur');
  const dots = id('dots');
  const fade = id('fade');
  const mask = id('mask');
  const r = rng(seed);
  const defs = `${linDef(bg, 0, 0, 1, 1, [
    [0, base[0]],
    [1, base[1]],
  ])}
  <filter id="${blur}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${f(W / 14)}"/></filter>
  <pattern id="${dots}" width="28" height="28" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1.2" fill="#fff" fill-opacity="0.09"/></pattern>
  <radialGradient id="${fade}" cx="0.5" cy="0.4" r="0.7"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
  <mask id="${mask}"><rect width="${W}" height="${H}" fill="url(#${fade})"/></mask>`;
  let body = `<rect width="${W}" height="${H}" fill="url(#${bg})"/><g filter="url(#${blur})">`;
  for (const g of glows)
    body += `<circle cx="${f(g.x ?? r() * W)}" cy="${f(g.y ?? r() * H)}" r="${f(g.r)}" fill="${g.c}" fill-opacity="${g.op ?? 0.5}"/>`;
  body += `</g><rect width="${W}" height="${H}" fill="url(#${dots})" mask="url(#${mask})"/>`;
  return { defs, body };
}

/** Soft drop shadow filter definition. */
export function shadowDef(fid, { dy = 24, blur = 28, op = 0.5, color = '#020617' } = {}) {
  return `<filter id="${fid}" x="-20%" y="-20%" width="140%" height="150%"><feDropShadow dx="0" dy="${dy}" stdDeviation="${blur}" flood-color="${color}" flood-opacity="${op}"/></filter>`;
}

/**
 * Browser window. `content` is drawn in local coordinates (0,0)-(w, h-bar),
 * clipped to the viewport. Theme: 'light' | 'dark'.
 */
export function browser(x, y, w, h, content, { theme = 'light', url = '', radius = 14 } = {}) {
  const clip = id('clip');
  const sh = id('sh');
  const barH = 40;
  const dark = theme === 'dark';
  const chrome = dark ? '#1B2136' : '#EEF1F6';
  const field = dark ? '#0F1426' : '#FFFFFF';
  const urlCol = dark ? '#94A3B8' : '#64748B';
  return `<defs>${shadowDef(sh, { dy: 30, blur: 34, op: 0.55 })}<clipPath id="${clip}"><rect width="${w}" height="${h - barH}" /></clipPath></defs>
<g transform="translate(${f(x)} ${f(y)})">
  <rect width="${w}" height="${h}" rx="${radius}" fill="${chrome}" filter="url(#${sh})"/>
  <rect width="${w}" height="${h}" rx="${radius}" fill="${chrome}"/>
  <circle cx="22" cy="20" r="6" fill="#FF5F57"/><circle cx="42" cy="20" r="6" fill="#FEBC2E"/><circle cx="62" cy="20" r="6" fill="#28C840"/>
  <rect x="${f(w / 2 - 170)}" y="9" width="340" height="22" rx="11" fill="${field}"/>
  <path d="M${f(w / 2 - 152)} 17.5v-1.5a3 3 0 0 1 6 0v1.5" fill="none" stroke="${urlCol}" stroke-width="1.4"/><rect x="${f(w / 2 - 154)}" y="17" width="10" height="8" rx="1.5" fill="${urlCol}"/>
  ${url ? T(w / 2 - 136, 24.5, url, 11.5, urlCol, { w: 500 }) : ''}
  <g transform="translate(0 ${barH})"><g clip-path="url(#${clip})">${content}</g></g>
  <rect x="0.5" y="0.5" width="${w - 1}" height="${h - 1}" rx="${radius}" fill="none" stroke="#fff" stroke-opacity="${dark ? 0.08 : 0.35}"/>
</g>`;
}

/** Phone frame; `content` in local coordinates (0,0)-(w-2*bezel, h-2*bezel). */
export function phone(x, y, w, h, content, { frame = '#0B0F1C', screen = '#fff' } = {}) {
  const clip = id('pclip');
  const sh = id('psh');
  const b = 9;
  const sw = w - 2 * b;
  const shh = h - 2 * b;
  return `<defs>${shadowDef(sh, { dy: 26, blur: 26, op: 0.6 })}<clipPath id="${clip}"><rect width="${sw}" height="${shh}" rx="${f(w * 0.12)}"/></clipPath></defs>
<g transform="translate(${f(x)} ${f(y)})">
  <rect width="${w}" height="${h}" rx="${f(w * 0.16)}" fill="${frame}" filter="url(#${sh})"/>
  <rect x="0.75" y="0.75" width="${w - 1.5}" height="${h - 1.5}" rx="${f(w * 0.16)}" fill="none" stroke="#fff" stroke-opacity="0.18" stroke-width="1.5"/>
  <g transform="translate(${b} ${b})"><g clip-path="url(#${clip})"><rect width="${sw}" height="${shh}" fill="${screen}"/>${content}</g></g>
  <rect x="${f(w / 2 - 34)}" y="${b + 8}" width="68" height="18" rx="9" fill="${frame}"/>
</g>`;
}

/** Smooth line chart with gradient area. pts are 0..1 values. */
export function lineChart(
  x,
  y,
  w,
  h,
  values,
  color,
  { area = true, sw = 2.5, dots = false, areaOp = 0.28 } = {},
) {
  const pts = values.map((v, i) => [x + (i / (values.length - 1)) * w, y + h - v * h]);
  const d = smoothPath(pts, 0.9);
  let s = '';
  if (area) {
    const g = id('ag');
    s += `<defs>${linDef(g, 0, 0, 0, 1, [
      [0, color, areaOp],
      [1, color, 0],
    ])}</defs>`;
    s += `<path d="${d}L${f(x + w)} ${f(y + h)}L${f(x)} ${f(y + h)}Z" fill="url(#${g})"/>`;
  }
  s += `<path d="${d}" fill="none" stroke="${color}" stroke-width="${sw}" stroke-linecap="round" stroke-linejoin="round"/>`;
  if (dots) for (const [px, py] of pts) s += circle(px, py, 3, color);
  return s;
}

/** Donut chart. segments: [{ v, c }] */
export function donut(cx, cy, r, sw, segments, track = '#E2E8F0') {
  const total = segments.reduce((a, s) => a + s.v, 0);
  const circ = 2 * Math.PI * r;
  let acc = 0;
  let s = `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${track}" stroke-width="${sw}"/>`;
  for (const seg of segments) {
    const len = (seg.v / total) * circ;
    s += `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${seg.c}" stroke-width="${sw}" stroke-dasharray="${f(Math.max(0, len - 3))} ${f(circ)}" stroke-dashoffset="${f(-acc)}" transform="rotate(-90 ${cx} ${cy})" stroke-linecap="butt"/>`;
    acc += len;
  }
  return s;
}

/** Gridlines for a chart area. */
export function gridLines(x, y, w, h, n, color, op = 0.08) {
  let s = '';
  for (let i = 0; i <= n; i++) {
    const yy = y + (i / n) * h;
    s += `<line x1="${f(x)}" y1="${f(yy)}" x2="${f(x + w)}" y2="${f(yy)}" stroke="${color}" stroke-opacity="${op}" stroke-dasharray="3 5"/>`;
  }
  return s;
}

/** A tiny abstract user avatar (head + shoulders in a circle). */
export function avatar(
  cx,
  cy,
  r,
  { bg = '#C7D2FE', skin = '#E0A98A', hair = '#1F2937', shirt = '#6366F1' } = {},
) {
  const clip = id('av');
  return `<defs><clipPath id="${clip}"><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}"/></clipPath></defs>
<g clip-path="url(#${clip})"><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${bg}"/>
<ellipse cx="${f(cx)}" cy="${f(cy + r * 0.95)}" rx="${f(r * 0.78)}" ry="${f(r * 0.55)}" fill="${shirt}"/>
<circle cx="${f(cx)}" cy="${f(cy - r * 0.08)}" r="${f(r * 0.36)}" fill="${skin}"/>
<path d="M${f(cx - r * 0.38)} ${f(cy - r * 0.1)}a${f(r * 0.38)} ${f(r * 0.36)} 0 0 1 ${f(r * 0.76)} 0q${f(-r * 0.3)} ${f(-r * 0.2)} ${f(-r * 0.76)} 0z" fill="${hair}"/></g>`;
}

/** Simple line icons drawn in a 20×20 box at (x, y). */
export function icon(kind, x, y, color, sw = 1.8) {
  const g = (d) =>
    `<g transform="translate(${f(x)} ${f(y)})" fill="none" stroke="${color}" stroke-width="${sw}" stroke-linecap="round" stroke-linejoin="round">${d}</g>`;
  switch (kind) {
    case 'home':
      return g('<path d="M3 9.5 10 3l7 6.5V17H3z"/><path d="M8 17v-5h4v5"/>');
    case 'calendar':
      return g(
        '<rect x="3" y="4.5" width="14" height="12.5" rx="2"/><path d="M3 8.5h14M7 2.5v4M13 2.5v4"/>',
      );
    case 'chart':
      return g('<path d="M3 17h14"/><path d="M6 14V9M10 14V5M14 14v-3"/>');
    case 'user':
      return g(
        '<circle cx="10" cy="7" r="3.5"/><path d="M3.5 17c1-3.5 3.5-5 6.5-5s5.5 1.5 6.5 5"/>',
      );
    case 'chat':
      return g(
        '<path d="M4 4.5h12a1.5 1.5 0 0 1 1.5 1.5v7a1.5 1.5 0 0 1-1.5 1.5H9l-4 3v-3H4A1.5 1.5 0 0 1 2.5 13V6A1.5 1.5 0 0 1 4 4.5z"/>',
      );
    case 'settings':
      return g(
        '<circle cx="10" cy="10" r="2.8"/><path d="M10 2.5v2.2M10 15.3v2.2M2.5 10h2.2M15.3 10h2.2M4.7 4.7l1.6 1.6M13.7 13.7l1.6 1.6M4.7 15.3l1.6-1.6M13.7 6.3l1.6-1.6"/>',
      );
    case 'search':
      return g('<circle cx="9" cy="9" r="5.5"/><path d="m13 13 4 4"/>');
    case 'bell':
      return g('<path d="M5 14V9a5 5 0 0 1 10 0v5l1.5 1.5h-13z"/><path d="M8.5 17.5h3"/>');
    case 'cart':
      return g(
        '<path d="M2.5 3.5h2.5l2 10h9l1.5-7H6"/><circle cx="8" cy="17" r="1.2"/><circle cx="15" cy="17" r="1.2"/>',
      );
    case 'heart':
      return g(
        '<path d="M10 16.5s-6.5-3.8-6.5-8.3A3.5 3.5 0 0 1 10 6a3.5 3.5 0 0 1 6.5 2.2c0 4.5-6.5 8.3-6.5 8.3z"/>',
      );
    case 'video':
      return g(
        '<rect x="2.5" y="5.5" width="11" height="9" rx="2"/><path d="m13.5 9 4-2.5v7l-4-2.5"/>',
      );
    case 'mic':
      return g(
        '<rect x="7.5" y="2.5" width="5" height="9" rx="2.5"/><path d="M4.5 9.5a5.5 5.5 0 0 0 11 0M10 15v2.5"/>',
      );
    case 'wallet':
      return g(
        '<rect x="2.5" y="5" width="15" height="11" rx="2"/><path d="M2.5 8h15M13 12h1.5"/>',
      );
    case 'card':
      return g(
        '<rect x="2.5" y="4.5" width="15" height="11" rx="2"/><path d="M2.5 8.5h15M5.5 12.5h3"/>',
      );
    case 'truck':
      return g(
        '<path d="M2.5 5.5h9v8h-9zM11.5 8.5h3.5l2.5 2.5v2.5h-6"/><circle cx="6" cy="15" r="1.6"/><circle cx="14.5" cy="15" r="1.6"/>',
      );
    case 'pin':
      return g(
        '<path d="M10 17.5s5.5-5 5.5-9.5a5.5 5.5 0 0 0-11 0c0 4.5 5.5 9.5 5.5 9.5z"/><circle cx="10" cy="8" r="2"/>',
      );
    case 'layers':
      return g(
        '<path d="m10 3 7.5 4L10 11 2.5 7z"/><path d="m2.5 10.5 7.5 4 7.5-4M2.5 14l7.5 4 7.5-4"/>',
      );
    case 'menu':
      return g('<path d="M3 6h14M3 10h14M3 14h14"/>');
    case 'arrow':
      return g('<path d="M4 10h12M11 5l5 5-5 5"/>');
    case 'scale':
      return g(
        '<path d="M10 3v14M6 17h8M4 6h12"/><path d="M4 6 2 11a2.5 2 0 0 0 4 0zM16 6l-2 5a2.5 2 0 0 0 4 0z"/>',
      );
    case 'building':
      return g(
        '<path d="M3 17h14M4.5 17V7h11v10M3 7l7-4 7 4"/><path d="M7.5 10v4M10 10v4M12.5 10v4"/>',
      );
    case 'shield':
      return g(
        '<path d="M10 2.5 16 5v4.5c0 4-2.6 6.8-6 8-3.4-1.2-6-4-6-8V5z"/><path d="m7.5 10 2 2 3.5-3.5"/>',
      );
    case 'family':
      return g(
        '<circle cx="7" cy="6" r="2.2"/><circle cx="13.5" cy="7.5" r="1.8"/><path d="M3 16.5c.5-3 2-4.5 4-4.5s3.5 1.5 4 4.5M11 16.5c.3-2 1.2-3.2 2.5-3.2s2.2 1.2 2.5 3.2"/>',
      );
    case 'clock':
      return g('<circle cx="10" cy="10" r="7"/><path d="M10 6v4l3 2"/>');
    case 'star':
      return `<path transform="translate(${f(x)} ${f(y)})" d="M10 2.5l2.2 4.6 5 .7-3.6 3.5.9 5-4.5-2.4-4.5 2.4.9-5L2.8 7.8l5-.7z" fill="${color}"/>`;
    case 'leaf':
      return g('<path d="M4 16c0-7 4.5-11.5 12.5-12-0.5 8-5 12.5-12 12z"/><path d="M4 16 11 9"/>');
    case 'bolt':
      return g('<path d="M11 2.5 4.5 11h5l-1 6.5 6.5-8.5h-5z"/>');
    default:
      return '';
  }
}

// Arial / Liberation Sans advance widths (per 1000 em) for layout estimates.
const ADV = {
  lower: [
    556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500,
    278, 556, 500, 722, 500, 500, 500,
  ],
  upper: [
    667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667,
    611, 722, 667, 944, 667, 667, 611,
  ],
};
/** Approximate rendered width of a short label (sans-serif; bold adds ~6%). */
export function textW(str, size, bold = true) {
  let u = 0;
  for (const ch of str) {
    const code = ch.charCodeAt(0);
    if (code >= 97 && code <= 122) u += ADV.lower[code - 97];
    else if (code >= 65 && code <= 90) u += ADV.upper[code - 65];
    else if (code >= 48 && code <= 57) u += 556;
    else if (ch === ' ') u += 278;
    else u += 400;
  }
  return (u / 1000) * size * (bold ? 1.06 : 1);
}

/** A row of nav labels laid out with even gaps, ending at `right` if given. */
export function navRow(
  x,
  y,
  labels,
  size,
  fill,
  { gap = 28, w = 600, family, right, accent } = {},
) {
  const widths = labels.map((l) => textW(l, size, w >= 600));
  const total = widths.reduce((a, b) => a + b, 0) + gap * (labels.length - 1);
  let cx = right !== undefined ? right - total : x;
  let s = '';
  labels.forEach((l, i) => {
    s += T(cx, y, l, size, accent && accent[0] === i ? accent[1] : fill, { w, family });
    cx += widths[i] + gap;
  });
  return s;
}

/** Status / tag pill with text. */
export function pill(x, y, label, fg, bg, { h = 20, size = 10.5, pad = 9, op = 1 } = {}) {
  const w = textW(label, size) + pad * 2;
  return `${R(x, y, w, h, h / 2, bg, { op })}${T(x + w / 2, y + h / 2 + size * 0.36, label, size, fg, { w: 700, anchor: 'middle' })}`;
}

export { C, f, linDef, rng, smoothPath };
