import type { ImageAsset } from '~/content/types';
import { mediaUrl } from '~/lib/urls';

export interface ResponsiveImageProps {
  image: ImageAsset;
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes: string;
  /** Above the fold: load at once with high priority instead of lazily. */
  priority?: boolean;
  className?: string;
}

const srcSet = (image: ImageAsset, format: 'avif' | 'webp' | 'jpg') =>
  image.widths.map((w) => `${mediaUrl(`${image.path}-${w}.${format}`)} ${w}w`).join(', ');

/** AVIF and WebP with a JPEG fallback, sized by `srcset`/`sizes`, with intrinsic dimensions so nothing shifts. */
export function ResponsiveImage({
  image,
  sizes,
  priority = false,
  className,
}: ResponsiveImageProps) {
  const largest = image.widths.at(-1) ?? image.width;
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(image, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(image, 'webp')} sizes={sizes} />
      <img
        src={mediaUrl(`${image.path}-${largest}.jpg`)}
        srcSet={srcSet(image, 'jpg')}
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
