import { describe, expect, it } from 'vitest';
import type { ImageAsset } from '~/lib/image-asset';
import { picturePreloads } from '~/lib/picture-preload';

const jpeg = '/assets/hero.320w.jpg 320w, /assets/hero.640w.jpg 640w';
const avif = '/assets/hero.320w.avif 320w, /assets/hero.640w.avif 640w';

function picture(sources: ImageAsset['sources'], srcSet = jpeg): ImageAsset {
  return { sources, src: '/assets/hero.640w.jpg', srcSet, width: 640, height: 360, alt: '' };
}

describe('picturePreloads', () => {
  it('hints the first modern format the picture offers, typed, at the sizes it is drawn', () => {
    const webp = { type: 'image/webp' as const, srcSet: '/assets/hero.640w.webp 640w' };
    expect(
      picturePreloads({
        image: picture([{ type: 'image/avif', srcSet: avif }, webp]),
        sizes: '320px',
      }),
    ).toEqual([
      {
        rel: 'preload',
        as: 'image',
        type: 'image/avif',
        imagesrcset: avif,
        imagesizes: '320px',
        fetchpriority: 'high',
      },
    ]);
  });

  it('hints the JPEG, untyped, when the picture has no modern format', () => {
    const [link] = picturePreloads({ image: picture([]), sizes: '100vw' });
    expect(link?.imagesrcset).toBe(jpeg);
    expect(link).not.toHaveProperty('type');
  });

  it('hints a narrow screen’s own picture for those screens alone, and the picture for the rest', () => {
    const phoneAvif = '/assets/hero.p400.avif 400w';
    const links = picturePreloads({
      image: picture([{ type: 'image/avif', srcSet: avif }]),
      sizes: '100vw',
      narrow: {
        media: '(max-width: 767.98px)',
        image: picture([{ type: 'image/avif', srcSet: phoneAvif }], '/assets/hero.p400.jpg 400w'),
        sizes: '34vw',
      },
    });
    expect(
      links.map(({ media, imagesrcset, imagesizes }) => [media, imagesrcset, imagesizes]),
    ).toEqual([
      ['(max-width: 767.98px)', phoneAvif, '34vw'],
      ['not all and (max-width: 767.98px)', avif, '100vw'],
    ]);
  });
});
