// @vitest-environment happy-dom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ImageAsset } from '~/lib/image-asset';
import { ResponsiveImage } from './responsive-image';

/** As src/lib/images.ts resolves a mockup: three widths, AVIF and WebP before the JPEG. */
const set = (format: string) =>
  [480, 800, 1200].map((w) => `/assets/ledgerly.h_${w}.${format} ${w}w`).join(', ');
const image: ImageAsset = {
  sources: [
    { type: 'image/avif', srcSet: set('avif') },
    { type: 'image/webp', srcSet: set('webp') },
  ],
  src: '/assets/ledgerly.h_1200.jpg',
  srcSet: set('jpg'),
  width: 1200,
  height: 750,
  alt: 'Ledgerly finance dashboard',
};

describe('ResponsiveImage', () => {
  it('offers AVIF and WebP sources with a JPEG fallback at every width', () => {
    const { container } = render(<ResponsiveImage image={image} sizes="100vw" />);
    const sources = [...container.querySelectorAll('source')];
    expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]?.getAttribute('srcset')).toBe(
      '/assets/ledgerly.h_480.avif 480w, /assets/ledgerly.h_800.avif 800w, /assets/ledgerly.h_1200.avif 1200w',
    );
    expect(sources.every((s) => s.getAttribute('sizes') === '100vw')).toBe(true);
    const img = container.querySelector('img');
    expect(img?.getAttribute('src')).toBe('/assets/ledgerly.h_1200.jpg');
    expect(img?.getAttribute('srcset')).toContain('/assets/ledgerly.h_800.jpg 800w');
    expect(img?.getAttribute('sizes')).toBe('100vw');
  });

  it('offers no WebP source for an image whose WebP is not smaller than its JPEG', () => {
    const { container } = render(
      <ResponsiveImage image={{ ...image, sources: image.sources.slice(0, 1) }} sizes="100vw" />,
    );
    expect([...container.querySelectorAll('source')].map((s) => s.getAttribute('type'))).toEqual([
      'image/avif',
    ]);
    expect(container.querySelector('img')?.getAttribute('srcset')).toBe(set('jpg'));
  });

  it('has intrinsic dimensions and alt text, and loads lazily by default', () => {
    const { getByAltText } = render(
      <ResponsiveImage image={image} sizes="50vw" className="rounded" />,
    );
    const img = getByAltText('Ledgerly finance dashboard');
    expect(img).toHaveAttribute('width', '1200');
    expect(img).toHaveAttribute('height', '750');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).not.toHaveAttribute('fetchpriority');
    expect(img).toHaveClass('rounded');
  });

  it('loads eagerly with high priority when above the fold', () => {
    const { container } = render(
      <ResponsiveImage image={{ ...image, alt: '' }} sizes="100vw" priority />,
    );
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('alt', '');
  });
});
