import type { ImageAsset, NarrowPicture } from '~/lib/image-asset';

export interface ResponsiveImageProps {
  /** Resolved at build time by src/lib/images.ts. */
  image: ImageAsset;
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes: string;
  /** What narrow screens draw instead: a crop of their own, in every format it is offered in. */
  narrow?: NarrowPicture;
  /** Above the fold: load at once with high priority instead of lazily. */
  priority?: boolean;
  className?: string;
}

/**
 * AVIF (and WebP where it is smaller) with a JPEG fallback, sized by `srcset`/`sizes`, with
 * intrinsic dimensions so nothing shifts. A narrow screen's picture comes first, as sources for
 * its screens alone, its JPEG among them, so a phone never falls through to the wide files.
 */
export function ResponsiveImage({
  image,
  sizes,
  narrow,
  priority = false,
  className,
}: ResponsiveImageProps) {
  return (
    <picture>
      {narrow && (
        <>
          {narrow.image.sources.map((source) => (
            <source
              key={`narrow ${source.type}`}
              media={narrow.media}
              type={source.type}
              srcSet={source.srcSet}
              sizes={narrow.sizes}
            />
          ))}
          <source
            media={narrow.media}
            type="image/jpeg"
            srcSet={narrow.image.srcSet}
            sizes={narrow.sizes}
          />
        </>
      )}
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
