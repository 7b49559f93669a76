/**
 * The rules a picture must meet to be shown on the site, and the sentences that refuse it: one
 * definition for the build, which reads a file's header with sharp
 * (src/content/schemas/image-file.ts), and for the editor, which reads the chosen file's header
 * in the browser (picture-header.ts) before anything is written.
 */
import { familyMinimum, type ImageFamily } from './image-family';

/** Larger than any phone or camera photo needs to be; a file this big is a mistake. */
export const maxImageBytes = 20 * 1024 * 1024;
/** 50 megapixels: what a flagship phone's largest mode makes, and plenty for a web page. */
export const maxImagePixels = 50_000_000;

/** What a picture file's header says of it, in sharp's words for its format. */
export interface PictureHeader {
  /** sharp's name of the format: 'jpeg', 'png', 'webp', 'heif' (AVIF and HEIC), 'gif', … */
  format: string;
  /** A HEIF file's coding: 'av1' makes it an AVIF file. */
  compression?: string;
  /** How many pictures it holds: more than one is an animation. */
  frames: number;
  /** As stored, before the orientation tag turns it. */
  width: number;
  height: number;
  /** The EXIF orientation tag: 5 to 8 turn the picture a quarter. */
  orientation?: number;
}

/** sharp's names for the formats accepted: JPEG, PNG, WebP and AVIF (a HEIF file in AV1). */
const accepted = new Set(['jpeg', 'png', 'webp', 'heif']);

const familyNoun: Record<ImageFamily, string> = {
  poster: 'a page background picture',
  'phone-poster': 'a page background picture',
  mockup: 'a portfolio picture',
  teaser: 'a home page project picture',
  portrait: 'a team photo',
  cover: 'an article’s or case study’s cover picture',
  figure: 'a picture in an article’s text',
};

/** Why a file of `bytes` named `name` is too large to read as one of `family`, or undefined. */
export function pictureBytesProblem(
  name: string,
  family: ImageFamily,
  bytes: number,
): string | undefined {
  if (bytes <= maxImageBytes) return undefined;
  return `"${name}" is ${megabytes(bytes)}, more than the ${megabytes(maxImageBytes)} limit. Export it again at a smaller size (${familyMinimum(family).width} pixels wide is enough).`;
}

/**
 * Why the picture named `name`, whose header says `header` (undefined: no picture could be read
 * from it), cannot be shown as one of `family`, or undefined when it can. Sizes are as the photo
 * is shown: a phone photo turned by its orientation tag counts upright.
 */
export function pictureHeaderProblem(
  name: string,
  family: ImageFamily,
  header: PictureHeader | undefined,
): string | undefined {
  if (!header)
    return `"${name}" is not a picture this site can read. Use a JPEG, PNG, WebP or AVIF file.`;
  if (header.frames > 1)
    return `"${name}" is an animation (${header.frames} frames). This site shows still pictures only: use one picture as a JPEG, PNG, WebP or AVIF file.`;
  const avif = header.format === 'heif' && header.compression === 'av1';
  if (!accepted.has(header.format) || (header.format === 'heif' && !avif))
    return `"${name}" is a ${header.format.toUpperCase()} file. Use a JPEG, PNG, WebP or AVIF file.`;
  const turned = (header.orientation ?? 1) >= 5;
  const width = turned ? header.height : header.width;
  const height = turned ? header.width : header.height;
  const minimum = familyMinimum(family);
  if (width * height > maxImagePixels)
    return `"${name}" is ${width} × ${height} pixels, more than the ${maxImagePixels / 1_000_000} megapixel limit. Export it again at a smaller size (${minimum.width} pixels wide is enough).`;
  if (width < minimum.width || height < minimum.height)
    return `"${name}" is ${width} × ${height} pixels, too small for ${familyNoun[family]}: it needs at least ${minimum.width} × ${minimum.height} pixels. Use a larger original.`;
  return undefined;
}

function megabytes(bytes: number): string {
  return `${Number((bytes / 1024 / 1024).toFixed(1))} MB`;
}
