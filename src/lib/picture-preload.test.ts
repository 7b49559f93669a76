import { describe, expect, it } from 'vitest';
import type { ImageAsset } from '~/lib/image-asset';
import { picturePreload } from '~/lib/picture-preload';

const jpeg = '/assets/hero.320w.jpg 320w, /assets/hero.640w.jpg 640w';
const avif = '/assets/hero.320w.avif 320w, /assets/hero.640w.avif 640w';

function picture(sources: ImageAsset['sources']): ImageAsset {
  return { sources, src: '/assets/hero.640w.jpg', srcSet: jpeg, width: 640, height: 360, alt: '' };
}

describe('picturePreload', () => {
  it('hints the first modern format the picture offers, typed, at the sizes it is drawn', () => {
    const webp = { type: 'image/webp' as const, srcSet: '/assets/hero.640w.webp 640w' };
    expect(
      picturePreload({
        image: picture([{ type: 'image/avif', srcSet: avif }, webp]),
        sizes: '320px',
      }),
    ).toEqual({
      rel: 'preload',
      as: 'image',
      type: 'image/avif',
      imagesrcset: avif,
      imagesizes: '320px',
      fetchpriority: 'high',
    });
  });

  it('hints the JPEG, untyped, when the picture has no modern format', () => {
    const link = picturePreload({ image: picture([]), sizes: '100vw' });
    expect(link.imagesrcset).toBe(jpeg);
    expect(link).not.toHaveProperty('type');
  });
});
