import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import manifest from '~/assets/media/manifest.json';
import { media } from '~/content/media';
import type { ImageAsset, MediaImage } from '~/content/types';
import {
  familyWidths,
  formatsFor,
  heroVideos,
  images,
  manifestEntry,
  qualityFor,
  resolveImage,
} from './images';

const catalogue: MediaImage[] = [
  ...Object.values(media.heroVideos).map((video) => video.poster),
  ...Object.values(media.portfolio),
  ...Object.values(media.teaser),
  ...Object.values(media.team),
];

const resolved: [MediaImage, ImageAsset][] = [
  ...Object.entries(media.heroVideos).map(
    ([slug, video]) =>
      [video.poster, heroVideos[slug as keyof typeof heroVideos].poster] as [
        MediaImage,
        ImageAsset,
      ],
  ),
  ...(['portfolio', 'teaser', 'team'] as const).flatMap((group) =>
    Object.entries(media[group]).map(
      ([slug, image]) =>
        [image, (images[group] as Record<string, ImageAsset>)[slug]!] as [MediaImage, ImageAsset],
    ),
  ),
];

/**
 * Each candidate of a srcset as astro:assets names it outside a build: an /_image URL whose
 * query holds the transform (the build writes /assets/<name>.<hash>.<ext> files instead).
 */
function candidates(srcSet: string) {
  return srcSet.split(', ').map((candidate) => {
    const [url, descriptor] = candidate.split(' ');
    const query = new URL(url!, 'http://localhost').searchParams;
    return {
      descriptor,
      href: query.get('href'),
      width: Number(query.get('w')),
      height: Number(query.get('h')),
      quality: Number(query.get('q')),
      format: query.get('f'),
    };
  });
}

describe('the image masters and their manifest', () => {
  it('has a master for every catalogue image, at the largest width of its family', () => {
    expect(catalogue).toHaveLength(22);
    for (const image of catalogue) {
      expect(image.master.src, image.path).toContain(`/src/assets/media/${image.path}.png`);
      expect(image.master.width, image.path).toBe(familyWidths(image.family).at(-1));
    }
  });

  it('measured every master as it is now, with the widths and qualities the build encodes', () => {
    for (const image of catalogue) {
      const entry = manifestEntry(image);
      const file = readFileSync(new URL(`../assets/media/${image.path}.png`, import.meta.url));
      expect(createHash('sha256').update(file).digest('hex'), image.path).toBe(entry.sha256);
      expect([entry.width, entry.height]).toEqual([image.master.width, image.master.height]);
    }
  });

  it('calls WebP smaller only where it is smaller than the JPEG at every width', () => {
    for (const entry of Object.values(manifest.images)) {
      expect(entry.webpSmaller).toBe(entry.bytes.webp.every((b, i) => b < entry.bytes.jpeg[i]!));
    }
  });

  it('refuses an image the generator has not measured', () => {
    expect(() => manifestEntry({ ...media.team['priya-nair'], path: 'team/nobody' })).toThrow(
      /not in src\/assets\/media\/manifest\.json/,
    );
    expect(() => manifestEntry({ ...media.team['priya-nair'], family: 'mockup' })).toThrow(
      /other widths or qualities/,
    );
  });
});

describe('resolved images', () => {
  it('offer AVIF, then WebP where it is smaller, with a JPEG fallback, at every width', () => {
    for (const [image, asset] of resolved) {
      const widths = familyWidths(image.family);
      const formats = formatsFor(image);
      expect(asset.sources.map((source) => source.type)).toEqual(
        manifestEntry(image).webpSmaller ? ['image/avif', 'image/webp'] : ['image/avif'],
      );
      const sets = [...asset.sources.map((source) => source.srcSet), asset.srcSet];
      sets.forEach((srcSet, i) => {
        const format = formats[i]!;
        expect(candidates(srcSet)).toEqual(
          widths.map((width) => ({
            descriptor: `${width}w`,
            href: expect.stringContaining(`${image.path}.png`),
            width,
            height: Math.round((width * image.master.height) / image.master.width),
            quality: qualityFor(image.family, format, width),
            format: format === 'jpeg' ? 'jpg' : format,
          })),
        );
      });
      expect(candidates(`${asset.src} 1x`)[0]).toMatchObject({
        width: widths.at(-1),
        format: 'jpg',
      });
    }
  });

  it('keep the intrinsic size and the alt text', () => {
    for (const [image, asset] of resolved) {
      expect([asset.width, asset.height]).toEqual([image.master.width, image.master.height]);
      expect(asset.alt).toBe(image.alt);
    }
    expect(images.team['priya-nair'].alt).toBe('Illustrated portrait of Priya Nair');
    expect(heroVideos['web-hosting']).toMatchObject({ path: 'video/web-hosting' });
    expect(heroVideos['web-hosting'].poster.alt).toBe('');
  });

  it('give posters a lower AVIF quality below their largest width, and JPEG the same at all', () => {
    const poster = heroVideos['about-us'].poster;
    expect(candidates(poster.sources[0]!.srcSet).map((c) => c.quality)).toEqual([45, 46, 48]);
    expect(new Set(candidates(poster.srcSet).map((c) => c.quality))).toEqual(new Set([76]));
  });

  it('leave WebP out for an image whose WebP the generator found larger', async () => {
    const priya = media.team['priya-nair'];
    const images = manifest.images as Record<string, (typeof manifest.images)['team/priya-nair']>;
    images['test/larger-webp'] = { ...images[priya.path]!, webpSmaller: false };
    try {
      const asset = await resolveImage({ ...priya, path: 'test/larger-webp' });
      expect(asset.sources.map((source) => source.type)).toEqual(['image/avif']);
      expect(candidates(asset.srcSet).map((c) => c.format)).toEqual(['jpg', 'jpg', 'jpg']);
    } finally {
      delete images['test/larger-webp'];
    }
  });
});
