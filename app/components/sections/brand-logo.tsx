import type { SimpleIcon } from 'simple-icons';

export interface BrandLogoProps {
  icon: SimpleIcon;
  /** Size of the tile, e.g. 'size-12'. */
  className?: string;
  /** Size of the logo inside the tile, e.g. 'size-6'. */
  logoClassName?: string;
}

/**
 * A technology's logo from simple-icons, drawn inline on a tile in its brand
 * colour, with black or white ink, whichever reads better. Decorative: the
 * technology's name is always written next to it.
 */
export function BrandLogo({
  icon,
  className = 'size-12 rounded-2xl',
  logoClassName = 'size-6',
}: BrandLogoProps) {
  return (
    <span
      aria-hidden="true"
      className={`grid shrink-0 place-items-center shadow-sm ring-1 ring-black/5 ${className}`}
      style={{ backgroundColor: `#${icon.hex}`, color: logoInk(icon.hex) }}
    >
      <svg viewBox="0 0 24 24" className={logoClassName} fill="currentColor" focusable="false">
        <path d={icon.path} />
      </svg>
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
