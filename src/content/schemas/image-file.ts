/**
 * The rules a photo or picture dropped into a content folder must meet, checked when the
 * content is read (`npm run check:content`, every build and the development server), before
 * anything is encoded. Each refusal names the file and the limit, in plain words: the rules
 * and their sentences are src/lib/picture-rules.ts, which the editor applies too; here sharp
 * reads the file's header, then decodes the whole picture to find one cut short.
 */
import { createHash } from 'node:crypto';
import { access, mkdir, open, readFile, realpath, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Metadata } from 'sharp';
import type { ImageFamily } from '~/lib/image-family';
import { mediaFileNameProblem } from '~/lib/media-file-name';
import { pictureBytesProblem, pictureHeaderProblem } from '~/lib/picture-rules';

// The limits are the rules' own, shared with the editor.
export { maxImageBytes, maxImagePixels } from '~/lib/picture-rules';

/**
 * Why the picture named `written` in an entry of the collection in `folder` may not be read:
 * it is outside that folder (an address from the root of the computer such as /tmp/x.png, a
 * way up such as ../../x.png, or a link to a file elsewhere). The build would otherwise publish
 * whatever file the path reaches. A web address, or a name a web address cannot carry, is
 * refused too (src/lib/media-file-name.ts). Undefined when the picture is inside the folder, or
 * missing (imageFileProblem() says so in its own words).
 */
export async function picturePlaceProblem(
  written: string,
  folder: string,
): Promise<string | undefined> {
  const badName = mediaFileNameProblem(written, 'picture');
  if (badName) return badName;
  const home = path.relative(process.cwd(), path.resolve(folder));
  const refusal = `"${written}" is outside ${home}/. Put the picture in ${home}/, in the folder named after this entry, and write its name from there, starting with ./ (like ./maya-patel/maya-patel.jpg).`;
  if (path.isAbsolute(written) || /^[a-z]:/i.test(written) || written.includes('\\'))
    return refusal;
  const file = path.resolve(folder, written);
  if (!inside(file, path.resolve(folder))) return refusal;
  // A link inside the folder that points to a file elsewhere is outside too.
  const [real, realFolder] = await Promise.all([
    realpath(file).catch(() => undefined),
    realpath(folder).catch(() => path.resolve(folder)),
  ]);
  if (real && !inside(real, realFolder)) return refusal;
  return undefined;
}

function inside(file: string, folder: string): boolean {
  const relative = path.relative(folder, file);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}

/**
 * Why the image at `file` cannot be used as one of `family`, or undefined when it can.
 * Sizes are as the photo is shown: a phone photo turned by its orientation tag counts
 * upright.
 */
export async function imageFileProblem(
  file: string,
  family: ImageFamily,
): Promise<string | undefined> {
  const name = path.relative(process.cwd(), file);
  let bytes: number;
  try {
    bytes = (await stat(file)).size;
  } catch {
    return `There is no file "${name}". Put the picture in the same folder as this entry and check the spelling of its name.`;
  }
  const tooLarge = pictureBytesProblem(name, family, bytes);
  if (tooLarge) return tooLarge;
  // sharp is handed the file's bytes, never its name: given a name, libvips answers from what it
  // read under that name before, so a picture replaced under the same name (a marketer's new
  // upload, while `npm run edit` runs) would be judged as the old one.
  const content = await readFile(file);
  let metadata: Metadata;
  try {
    // Only the file's header is read, so sharp's guard against decoding a huge picture (about
    // 268 megapixels) is lifted here: the megapixel limit then speaks instead.
    metadata = await sharp(content, { limitInputPixels: false }).metadata();
  } catch {
    return pictureHeaderProblem(name, family, undefined);
  }
  return (
    pictureHeaderProblem(name, family, {
      format: metadata.format,
      compression: metadata.compression,
      frames: Math.max(metadata.pages ?? 1, metadata.format === 'png' ? await pngFrames(file) : 1),
      width: metadata.width,
      height: metadata.height,
      orientation: metadata.orientation,
    }) ?? (await damagedPictureProblem(content, name))
  );
}

/** Where the hashes of pictures that decode whole are kept, one empty file each. */
const wholePictures = path.resolve('node_modules/.cache/whole-pictures');
/** The same, found in this process. */
const knownWhole = new Set<string>();

/**
 * Why the picture in `content` (`name` to a marketer) cannot be shown whole, or undefined when
 * it can. A file cut short (an upload or a copy interrupted) has a sound header, and the encoder
 * would fill what is missing with flat grey without a word: so the whole picture is decoded,
 * and any part missing or damaged refuses it.
 *
 * Decoding is the check's whole cost, and a build asks it many times of the same bytes: the
 * content check reads each entry's pictures, then each page that shows one asks again (an
 * author's photo beside each of their articles); 200 articles cost a build some 10 s of it. So
 * bytes found whole are remembered by their hash (`wholePictures`, kept between builds like the
 * other picture caches): the same bytes are whole again, and new bytes, even under an old name,
 * are decoded anew. A damaged picture is never remembered.
 */
export async function damagedPictureProblem(
  content: Buffer,
  name: string,
): Promise<string | undefined> {
  const digest = createHash('sha256').update(content).digest('hex');
  const marker = path.join(wholePictures, digest);
  if (knownWhole.has(digest)) return undefined;
  if (await access(marker).then(() => true, () => false)) {
    knownWhole.add(digest);
    return undefined;
  }
  try {
    await sharp(content, { failOn: 'truncated' }).stats();
  } catch {
    return `"${name}" is damaged: only part of the picture can be read, as when an upload or a copy is cut short. Copy or export the picture again from the original, and check that it opens whole.`;
  }
  knownWhole.add(digest);
  // Only a shortcut: a folder that cannot be written leaves the next check to decode again.
  await mkdir(wholePictures, { recursive: true })
    .then(() => writeFile(marker, ''))
    .catch(() => undefined);
  return undefined;
}

/**
 * How many frames a PNG holds: an animated PNG declares them in an 'acTL' part before its
 * picture data. sharp reads only its first frame, and says nothing of the others.
 */
export async function pngFrames(file: string): Promise<number> {
  const handle = await open(file, 'r');
  try {
    const header = Buffer.alloc(12);
    // After the 8-byte signature, each part is: length (4 bytes), name (4), data, checksum (4).
    for (let at = 8; ;) {
      const { bytesRead } = await handle.read(header, 0, 12, at);
      if (bytesRead < 12) return 1;
      const length = header.readUInt32BE(0);
      const kind = header.toString('latin1', 4, 8);
      if (kind === 'acTL') return header.readUInt32BE(8);
      if (kind === 'IDAT' || kind === 'IEND') return 1;
      at += 12 + length;
    }
  } finally {
    await handle.close();
  }
}
