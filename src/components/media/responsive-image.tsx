import type { ImageAsset } from '~/lib/image-asset';

export interface ResponsiveImageProps {
  /** Resolved at build time by src/lib/images.ts. */
  image: ImageAsset;
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes: string;
  /** Above the fold: load at once with high priority instead of lazily. */
  priority?: boolean;
  className?: string;
}

/**
 * AVIF (and WebP where it is smaller) with a JPEG fallback, sized by `srcset`/`sizes`, with
 * intrinsic dimensions so nothing shifts.
 */
export function ResponsiveImage({
  image,
  sizes,
  priority = false,
  className,
}: ResponsiveImageProps) {
  return (
    <picture>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        src={image.src}
        srcSet={image.srcSet}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={image.alt}
        decoding="async"
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        className={className}
      />
    </picture>
  );
}
