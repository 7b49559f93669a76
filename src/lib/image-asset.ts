/** What a page renders for an image, made at build time by src/lib/images.ts: plain data. */

/** A `<source>` of a `<picture>`: one modern format at every width. */
export interface ImageSource {
  type: 'image/avif' | 'image/webp';
  /** e.g. '/assets/ledgerly.x1_Z2.avif 480w, …' */
  srcSet: string;
}

/** A raster image ready to render, so components stay synchronous. */
export interface ImageAsset {
  /** AVIF, then WebP where it is smaller than the JPEG */
  sources: readonly ImageSource[];
  /** The JPEG fallback at the largest width */
  src: string;
  /** The JPEG fallback at every width */
  srcSet: string;
  /** intrinsic width of the largest variant */
  width: number;
  /** intrinsic height of the largest variant */
  height: number;
  /** '' for decorative images */
  alt: string;
}

/**
 * A picture drawn differently on narrow screens (art direction): on screens that match `media`,
 * the browser takes `image`, drawn at `sizes`, instead of the picture's own files.
 */
export interface NarrowPicture {
  media: string;
  image: ImageAsset;
  sizes: string;
}

/** One file of a hero video, as src/lib/videos.ts publishes it. */
export interface VideoSource {
  /** e.g. '/assets/web-hosting.Bx3k9a.webm' */
  src: string;
  type: 'video/webm' | 'video/mp4';
}

/**
 * A hero's decorative poster (alt ''): the picture at a wide screen's widths, and `phone`, the
 * same picture cropped upright around its centre to what a phone's hero shows of it. A phone
 * draws about a third of the wide picture's width, so the crop holds the pixels it shows in a
 * third of the bytes.
 */
export interface PosterAsset extends ImageAsset {
  phone: ImageAsset;
}

/**
 * A page's hero backdrop: its decorative poster and, when its entry names one, the video that
 * plays over it on wide screens (`sources` in the order offered; empty for no video).
 */
export interface VideoAsset {
  poster: PosterAsset;
  sources: readonly VideoSource[];
}
