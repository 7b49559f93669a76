/**
 * The rules a photo or picture dropped into a content folder must meet, checked when the
 * content is read (`npm run check:content`, every build and the development server), before
 * anything is encoded. Each refusal names the file and the limit, in plain words.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Metadata } from 'sharp';
import { familyMinimum, type ImageFamily } from '~/lib/image-family';

/** Larger than any phone or camera photo needs to be; a file this big is a mistake. */
export const maxImageBytes = 20 * 1024 * 1024;
/** 50 megapixels: what a flagship phone's largest mode makes, and plenty for a web page. */
export const maxImagePixels = 50_000_000;

/** sharp's names for the formats accepted: JPEG, PNG, WebP and AVIF (a HEIF file in AV1). */
const accepted = new Set(['jpeg', 'png', 'webp', 'heif']);

const familyNoun: Record<ImageFamily, string> = {
  poster: 'a page background picture',
  mockup: 'a portfolio picture',
  teaser: 'a home page project picture',
  portrait: 'a team photo',
};

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
  if (bytes > maxImageBytes)
    return `"${name}" is ${megabytes(bytes)}, more than the ${megabytes(maxImageBytes)} limit. Export it again at a smaller size (${familyMinimum(family).width} pixels wide is enough).`;
  let metadata: Metadata;
  try {
    metadata = await sharp(file).metadata();
  } catch {
    return `"${name}" is not a picture this site can read. Use a JPEG, PNG, WebP or AVIF file.`;
  }
  const avif = metadata.format === 'heif' && metadata.compression === 'av1';
  if (!accepted.has(metadata.format) || (metadata.format === 'heif' && !avif))
    return `"${name}" is a ${metadata.format.toUpperCase()} file. Use a JPEG, PNG, WebP or AVIF file.`;
  const turned = (metadata.orientation ?? 1) >= 5;
  const width = turned ? metadata.height : metadata.width;
  const height = turned ? metadata.width : metadata.height;
  if (width * height > maxImagePixels)
    return `"${name}" is ${width} × ${height} pixels, more than the ${maxImagePixels / 1_000_000} megapixel limit. Export it again at a smaller size (${familyMinimum(family).width} pixels wide is enough).`;
  const minimum = familyMinimum(family);
  if (width < minimum.width || height < minimum.height)
    return `"${name}" is ${width} × ${height} pixels, too small for ${familyNoun[family]}: it needs at least ${minimum.width} × ${minimum.height} pixels. Use a larger original.`;
  return undefined;
}

function megabytes(bytes: number): string {
  return `${Number((bytes / 1024 / 1024).toFixed(1))} MB`;
}
