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

/** A hero video: `${mediaBaseUrl}/${path}.{webm,mp4}`, and its decorative poster. */
export interface VideoAsset {
  /** e.g. 'video/web-hosting' → .webm and .mp4 */
  path: string;
  /** decorative poster (alt '') */
  poster: ImageAsset;
}
