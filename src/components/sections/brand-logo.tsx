import type { BrandIcon } from '~/content/types';

export interface BrandLogoProps {
  icon: BrandIcon;
  /** Size of the tile, e.g. 'size-12'. */
  className?: string;
  /** Size of the logo inside the tile, e.g. 'size-6'. */
  logoClassName?: string;
}

/**
 * A technology's logo from simple-icons on a tile in its brand colour, in
 * black or white, whichever reads better. Decorative: the technology's name is
 * always written next to it. The logo is the package's SVG file, loaded lazily.
 */
export function BrandLogo({
  icon,
  className = 'size-12 rounded-2xl',
  logoClassName = 'size-6',
}: BrandLogoProps) {
  // The SVG files are black; `invert` turns a logo white on dark brand colours.
  const ink = logoInk(icon.hex) === '#FFFFFF' ? 'white' : 'black';
  return (
    <span
      aria-hidden="true"
      className={`grid shrink-0 place-items-center shadow-sm ring-1 ring-black/5 ${className}`}
      style={{ backgroundColor: `#${icon.hex}` }}
    >
      <img
        src={icon.src}
        alt=""
        width={24}
        height={24}
        loading="lazy"
        decoding="async"
        data-ink={ink}
        className={ink === 'white' ? `${logoClassName} invert` : logoClassName}
      />
    </span>
  );
}

/** '#FFFFFF' on dark brand colours, a near-black on light ones (WCAG relative luminance). */
export function logoInk(hex: string): string {
  const channels = [0, 2, 4].map((offset) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  const [r = 0, g = 0, b = 0] = channels;
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return luminance > 0.179 ? '#0A0F1F' : '#FFFFFF';
}
