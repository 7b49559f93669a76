/**
 * How each kind of image is served (src/config/image-encoding.json): its shape, the widths
 * it is encoded at and the encoder quality of each format. The content schemas read it to
 * refuse a photo too small for its place, and src/lib/images.ts to encode it.
 */
import encoding from '~/config/image-encoding.json';

/**
 * The kinds of image the pages show, each drawn at its own sizes. A `phone-poster` is no
 * picture of its own: it is a poster cropped upright to what a phone's hero shows of it
 * (src/lib/images.ts `resolvePoster`).
 */
export const imageFamilies = [
  'poster',
  'phone-poster',
  'mockup',
  'teaser',
  'portrait',
  'cover',
  'figure',
] as const;
export type ImageFamily = (typeof imageFamilies)[number];

export type ImageFormat = 'avif' | 'webp' | 'jpeg';

/** The encoder settings astro:assets applies to every image, shared with the WebP measurement. */
export const encoderService = encoding.service;

/** The widths a family is served at, ascending. */
export function familyWidths(family: ImageFamily): readonly number[] {
  return encoding.families[family].widths;
}

/** The height a family's image has at `width`: every served file is cropped to the family's shape. */
export function familyHeight(family: ImageFamily, width: number): number {
  const [across, down] = encoding.families[family].ratio as [number, number];
  return Math.round((width * down) / across);
}

/** The smallest original that fills the family's widest file without enlarging it. */
export function familyMinimum(family: ImageFamily): { width: number; height: number } {
  const width = familyWidths(family).at(-1)!;
  return { width, height: familyHeight(family, width) };
}

/** The encoder quality of `format` for `family` at `width`. */
export function qualityFor(family: ImageFamily, format: ImageFormat, width: number): number {
  const { quality, qualityAt } = encoding.families[family];
  const at = (qualityAt as Record<string, Partial<Record<ImageFormat, number>>>)[width];
  return at?.[format] ?? quality[format];
}
