import type { ImageAsset, NarrowPicture } from '~/lib/image-asset';

/** The picture that leads a page's first screen, as its component draws it. */
export interface FirstScreenPicture {
  image: ImageAsset;
  /** The `sizes` its component gives the picture, so the hint picks the same file. */
  sizes: string;
  /** What narrow screens draw instead (a hero poster's phone crop), and below which width. */
  narrow?: NarrowPicture;
}

/** The attributes of a `<link rel="preload">` for that picture. */
export interface PicturePreloadLink {
  rel: 'preload';
  as: 'image';
  type?: ImageAsset['sources'][number]['type'];
  imagesrcset: string;
  imagesizes: string;
  /** The screens the hint is for, where the picture is drawn differently on narrow ones. */
  media?: string;
  fetchpriority: 'high';
}

/**
 * Hints in the <head> that ask for the first screen's picture with the HTML's first bytes.
 * Without one the browser finds the picture only when it has read the HTML down to the
 * picture's tag, after the header and the stylesheet: on a phone's network that is another
 * round trip before the largest paint. A hint names the first format the `<picture>` offers
 * (AVIF), typed, so a browser without it skips the hint and takes its own file from the
 * `<picture>` as before; a picture with no modern format is hinted as its JPEG. A picture
 * drawn differently on narrow screens has a hint for each, each for its own screens, so a
 * phone asks for its crop alone.
 */
export function picturePreloads({
  image,
  sizes,
  narrow,
}: FirstScreenPicture): PicturePreloadLink[] {
  if (!narrow) return [hint(image, sizes)];
  return [
    hint(narrow.image, narrow.sizes, narrow.media),
    hint(image, sizes, `not all and ${narrow.media}`),
  ];
}

function hint(image: ImageAsset, sizes: string, media?: string): PicturePreloadLink {
  const [first] = image.sources;
  return {
    rel: 'preload',
    as: 'image',
    ...(first ? { type: first.type, imagesrcset: first.srcSet } : { imagesrcset: image.srcSet }),
    imagesizes: sizes,
    ...(media ? { media } : {}),
    fetchpriority: 'high',
  };
}
