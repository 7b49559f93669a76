// Favicons, the touch icon and the 512 px logo (the Organization's logo in the structured
// data), all from the logo mark. The site has no web app manifest: installing a marketing site
// as an app serves no visitor, and Chrome fetched the manifest and its icon (7 KB) before every
// first paint (ARCHITECTURE.md, "First paint").
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { LOGO_SVG, PUBLIC_DIR, ROOT, ensureDir } from './lib.mjs';

/** The logo's glyph (wave + dot) on a full-bleed gradient square, for platforms that mask it. */
function fullBleedSvg(size) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32"><defs><linearGradient id="g" x1="0" y1="0" x2="32" y2="32" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#6366F1"/><stop offset="1" stop-color="#A855F7"/></linearGradient></defs><rect width="32" height="32" fill="url(#g)"/><path d="M7 19c3-5 6-5 9 0s6 5 9 0" stroke="#fff" stroke-width="2.6" fill="none" stroke-linecap="round"/><circle cx="23.5" cy="10" r="2.2" fill="#67E8F9"/></svg>`;
}

/** The exact logo mark rendered at `size` px (transparent rounded corners). */
const logoAt = (size) =>
  sharp(Buffer.from(LOGO_SVG), { density: (72 * size) / 32 }).resize(size, size);

/** Minimal ICO container holding PNG images (supported by every current browser). */
function ico(pngs) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(pngs.length, 4);
  const entries = [];
  let offset = 6 + 16 * pngs.length;
  for (const { size, data } of pngs) {
    const e = Buffer.alloc(16);
    e.writeUInt8(size >= 256 ? 0 : size, 0);
    e.writeUInt8(size >= 256 ? 0 : size, 1);
    e.writeUInt8(0, 2);
    e.writeUInt8(0, 3);
    e.writeUInt16LE(1, 4);
    e.writeUInt16LE(32, 6);
    e.writeUInt32LE(data.length, 8);
    e.writeUInt32LE(offset, 12);
    offset += data.length;
    entries.push(e);
  }
  return Buffer.concat([header, ...entries, ...pngs.map((p) => p.data)]);
}

export async function makeIcons() {
  const out = [];
  const write = async (rel, buf) => {
    const file = path.join(PUBLIC_DIR, rel);
    await ensureDir(path.dirname(file));
    await writeFile(file, buf);
    out.push({ file: path.relative(ROOT, file), bytes: buf.length });
  };
  const png = (s) => s.png({ compressionLevel: 9, palette: false }).toBuffer();

  await write('favicon.svg', Buffer.from(LOGO_SVG + '\n'));
  const icoPngs = [];
  for (const size of [16, 32, 48]) icoPngs.push({ size, data: await png(logoAt(size)) });
  await write('favicon.ico', ico(icoPngs));
  await write('favicon-32.png', icoPngs[1].data);
  await write('icons/icon-512.png', await png(logoAt(512)));
  // iOS applies its own rounded mask and fills transparency with black: go full-bleed.
  await write('apple-touch-icon.png', await png(sharp(Buffer.from(fullBleedSvg(180)))));
  return out;
}
