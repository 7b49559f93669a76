import type { ImageAsset } from '~/lib/image-asset';

/** The picture that leads a page's first screen, and how wide its component draws it. */
export interface FirstScreenPicture {
  image: ImageAsset;
  /** The `sizes` its component gives the picture, so the hint picks the same file. */
  sizes: string;
}

/** The attributes of a `<link rel="preload">` for that picture. */
export interface PicturePreloadLink {
  rel: 'preload';
  as: 'image';
  type?: ImageAsset['sources'][number]['type'];
  imagesrcset: string;
  imagesizes: string;
  fetchpriority: 'high';
}

/**
 * A hint in the <head> that asks for the first screen's picture with the HTML's first bytes.
 * Without it the browser finds the picture only when it has read the HTML down to the
 * picture's tag, after the header and the stylesheet: on a phone's network that is another
 * round trip before the largest paint. The hint names the first format the `<picture>` offers
 * (AVIF), typed, so a browser without it skips the hint and takes its own file from the
 * `<picture>` as before; a picture with no modern format is hinted as its JPEG.
 */
export function picturePreload({ image, sizes }: FirstScreenPicture): PicturePreloadLink {
  const [first] = image.sources;
  return {
    rel: 'preload',
    as: 'image',
    ...(first ? { type: first.type, imagesrcset: first.srcSet } : { imagesrcset: image.srcSet }),
    imagesizes: sizes,
    fetchpriority: 'high',
  };
}
