// Open Graph / social share image (1200×630 JPEG).
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import {
  C,
  FONT,
  MEDIA_DIR,
  ROOT,
  TAU,
  ensureDir,
  f,
  linDef,
  logoMark,
  smoothPath,
} from './lib.mjs';

const W = 1200;
const H = 630;

function ribbon({ n, cy, amp, spread, grad, op, ph, x0 = 380 }) {
  let s = `<g fill="none" stroke="url(#${grad})" stroke-linecap="round">`;
  for (let i = 0; i < n; i++) {
    const u = i / (n - 1);
    const pts = [];
    for (let x = x0; x <= W + 40; x += 30) {
      const xx = (x - x0) / (W - x0);
      const y =
        cy -
        xx * 120 +
        (u - 0.5) * spread * (0.5 + 0.5 * Math.sin(TAU * xx * 0.9 + ph)) +
        amp * Math.sin(TAU * xx * 1.05 + u * 1.6 + ph) +
        amp * 0.4 * Math.sin(TAU * xx * 2.2 + u * 3);
      pts.push([x, y]);
    }
    const centre = 1 - Math.abs(u - 0.5) * 2;
    s += `<path d="${smoothPath(pts)}" stroke-width="${f(1 + centre)}" stroke-opacity="${f(op * (0.25 + 0.75 * centre), 3)}"/>`;
  }
  return s + '</g>';
}

export function ogSvg() {
  const pills = ['Web Development', 'SEO & Growth', 'Email Marketing', 'Cloud Hosting'];
  let px = 80;
  let pillSvg = '';
  for (const p of pills) {
    const w = p.length * 10.2 + 36;
    pillSvg += `<rect x="${f(px)}" y="500" width="${f(w)}" height="40" rx="20" fill="#131A3A" fill-opacity="0.9" stroke="#FFFFFF" stroke-opacity="0.14"/>`;
    pillSvg += `<text x="${f(px + w / 2)}" y="526" text-anchor="middle" font-family="${FONT}" font-size="17" font-weight="600" fill="#CBD5E1">${p.replace('&', '&amp;')}</text>`;
    px += w + 12;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs>
  ${linDef('bg', 0, 0, 1, 1, [
    [0, C.navy],
    [0.6, C.ink],
    [1, '#070B17'],
  ])}
  ${linDef(
    'silk',
    380,
    0,
    W,
    0,
    [
      [0, C.indigo, 0],
      [0.3, C.indigo],
      [0.65, C.violet],
      [1, C.cyan],
    ],
    'userSpaceOnUse',
  )}
  ${linDef(
    'silk2',
    380,
    0,
    W,
    0,
    [
      [0, C.violet, 0],
      [0.4, C.violet600],
      [1, C.indigo],
    ],
    'userSpaceOnUse',
  )}
  ${linDef('title', 0, 0, 1, 0, [
    [0, '#FFFFFF'],
    [1, '#E0E7FF'],
  ])}
  <radialGradient id="gridFade" cx="0.75" cy="0.35" r="0.7"><stop offset="0" stop-color="#fff" stop-opacity="1"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
  <mask id="gridMask"><rect width="${W}" height="${H}" fill="url(#gridFade)"/></mask>
  <pattern id="grid" width="48" height="48" patternUnits="userSpaceOnUse"><path d="M48 0H0V48" fill="none" stroke="#fff" stroke-opacity="0.06"/></pattern>
  <filter id="blur" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="70"/></filter>
  <filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="18"/></filter>
</defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>
<g filter="url(#blur)">
  <circle cx="930" cy="170" r="230" fill="${C.indigo}" fill-opacity="0.55"/>
  <circle cx="1120" cy="520" r="200" fill="${C.violet600}" fill-opacity="0.5"/>
  <circle cx="180" cy="80" r="160" fill="${C.indigo600}" fill-opacity="0.25"/>
  <circle cx="1010" cy="360" r="90" fill="${C.cyan}" fill-opacity="0.3"/>
</g>
<rect width="${W}" height="${H}" fill="url(#grid)" mask="url(#gridMask)"/>
${ribbon({ n: 18, cy: 520, amp: 50, spread: 110, grad: 'silk2', op: 0.45, ph: 1.2 })}
${ribbon({ n: 28, cy: 470, amp: 70, spread: 150, grad: 'silk', op: 0.8, ph: 0 })}
<rect x="80" y="96" width="104" height="104" rx="30" fill="${C.indigo}" fill-opacity="0.45" filter="url(#soft)"/>
${logoMark(80, 96, 104, 'ogLogo')}
<text x="80" y="272" font-family="${FONT}" font-size="18" font-weight="700" letter-spacing="5" fill="${C.cyanLight}">MARKETING SOLUTIONS</text>
<text x="76" y="356" font-family="${FONT}" font-size="78" font-weight="800" letter-spacing="-2" fill="url(#title)">Brightwave Digital</text>
<text x="80" y="420" font-family="${FONT}" font-size="34" font-weight="400" fill="#C7D2FE">Marketing &amp; web services that scale</text>
${pillSvg}
</svg>`;
}

export async function makeOg() {
  const dir = path.join(MEDIA_DIR, 'og');
  await ensureDir(dir);
  const file = path.join(dir, 'brightwave-og.jpg');
  const buf = await sharp(Buffer.from(ogSvg()))
    .flatten({ background: C.ink })
    .jpeg({ quality: 84, mozjpeg: true, progressive: true })
    .toBuffer();
  await writeFile(file, buf);
  return [{ file: path.relative(ROOT, file), bytes: buf.length }];
}
