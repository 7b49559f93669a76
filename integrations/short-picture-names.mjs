// Astro integration: the pictures' file names, shortened to what a phone's first round trip can
// afford.
//
// astro:assets names each encoded copy of a picture after its original and a hash of the options
// it was encoded with: `team-ana.CUzk5tj5_Zu16Fo.avif`. A <picture> names 8 to 12 of them (every
// width in every format), and those hashes do not compress: a page of 8 pictures sends about
// 0.4 KB more for them (ARCHITECTURE.md, "First paint"). After the pages are written, this step
// renames every copy of one original `name.<hash>.<width>w.<ext>`, where <hash> is taken from the
// bytes of all that original's copies together, and writes the new names wherever the site
// named the old ones. The names still change whenever a copy does (hosts cache /assets/ for a
// year), and within a srcset they differ only by the width, which Brotli sends almost for free.
//
// It runs after unused-pictures.mjs (which removes the copies no file names) and before the
// steps that hash and compress the pages and weigh their first paint (astro.config.ts).
import { createHash } from 'node:crypto';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { pictureNamingFiles } from './unused-pictures.mjs';

/** A copy astro:assets encoded: `<name>.<original's hash>_<options' hash>.<ext>`. */
const encodedCopy = /^(.+\.[\w-]{8})_[\w-]+\.(avif|webp|jpe?g|png)$/;

/**
 * @typedef {{ name: string, width: number, height: number, bytes: Buffer }} Copy
 */

const extension = (/** @type {Copy} */ copy) => copy.name.slice(copy.name.lastIndexOf('.'));

/** How copies of one original are told apart: by width and format, else by size and format. */
const keyings = [
  (/** @type {Copy} */ copy) => `${copy.width}w${extension(copy)}`,
  (/** @type {Copy} */ copy) => `${copy.width}x${copy.height}${extension(copy)}`,
];

/**
 * The new name of each copy, by the original it was made from: `<name>.<hash>.<width>w.<ext>`,
 * or `<width>x<height>` where two copies of one original share a width and format (the same
 * photo cropped for two shapes). Where two share both, the original's copies keep their names.
 * <hash> is 8 characters of the SHA-256 of all the original's copies.
 * @param {Copy[]} copies every encoded copy in /assets/
 * @returns {Map<string, string>} old file name to new, for the copies that are renamed
 */
export function pictureNames(copies) {
  /** @type {Map<string, Copy[]>} */
  const byOriginal = new Map();
  for (const copy of copies) {
    const original = encodedCopy.exec(copy.name)?.[1];
    if (!original) continue;
    byOriginal.set(original, [...(byOriginal.get(original) ?? []), copy]);
  }
  /** @type {Map<string, string>} */
  const names = new Map();
  for (const [original, group] of byOriginal) {
    const keyOf = keyings.find((key) => new Set(group.map(key)).size === group.length);
    if (!keyOf) continue;
    const sorted = [...group].sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : 1));
    const hash = createHash('sha256');
    for (const copy of sorted) hash.update(keyOf(copy)).update(copy.bytes);
    const tag = hash.digest('base64url').slice(0, 8);
    const stem = original.slice(0, original.lastIndexOf('.'));
    for (const copy of sorted) names.set(copy.name, `${stem}.${tag}.${keyOf(copy)}`);
  }
  return names;
}

/**
 * `text` with every `/assets/<old>` that `names` renames written with its new name.
 * @param {string} text
 * @param {Map<string, string>} names
 */
export function renamePictureReferences(text, names) {
  return text.replace(/\/assets\/([\w.-]+\.(?:avif|webp|jpe?g|png))(?![\w.-])/g, (whole, name) => {
    const renamed = names.get(name);
    return renamed === undefined ? whole : `/assets/${renamed}`;
  });
}

/**
 * Renames the encoded pictures of the built site in `clientDir` and every reference to them.
 * @param {string} clientDir
 * @returns {Promise<{ renamed: number, files: number }>}
 */
export async function shortenSitePictureNames(clientDir) {
  const assets = join(clientDir, 'assets');
  const candidates = (await readdir(assets).catch(() => [])).filter((name) =>
    encodedCopy.test(name),
  );
  const copies = await Promise.all(
    candidates.map(async (name) => {
      const bytes = await readFile(join(assets, name));
      const { width = 0, height = 0 } = await sharp(bytes).metadata();
      return { name, width, height, bytes };
    }),
  );
  const names = pictureNames(copies);
  const taken = new Set(await readdir(assets));
  for (const [from, to] of names)
    if (taken.has(to) && !names.has(to))
      throw new Error(`short-picture-names: renaming ${from} would overwrite /assets/${to}`);
  for (const [from, to] of names) await rename(join(assets, from), join(assets, to));
  const naming = (await readdir(clientDir, { recursive: true, withFileTypes: true }))
    .filter((file) => file.isFile() && pictureNamingFiles.test(file.name))
    .map((file) => join(file.parentPath, file.name));
  let files = 0;
  for (const file of naming) {
    const text = await readFile(file, 'utf8');
    const renamed = renamePictureReferences(text, names);
    if (renamed === text) continue;
    await writeFile(file, renamed);
    files += 1;
  }
  return { renamed: names.size, files };
}

/** @returns {import('astro').AstroIntegration} */
export function shortPictureNames() {
  return {
    name: 'brightwave:short-picture-names',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const { renamed, files } = await shortenSitePictureNames(fileURLToPath(dir));
        logger.info(
          `${renamed} picture files renamed by their original and width, in ${files} files`,
        );
      },
    },
  };
}
