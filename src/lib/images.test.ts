import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ImageMetadata } from 'astro';
import { getCollection } from 'astro:content';
import sharp, { type Sharp } from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { familyHeight, familyWidths, qualityFor, type ImageFamily } from './image-family';
import { formatsFor, resolveImage, resolvePoster } from './images';
import { measureFormats, webpSmaller } from './webp-pays';

// Encoding with sharp takes a few seconds per test on a busy 2-core machine, near Vitest's
// 5 s default: a timeout here would say nothing about the code.
vi.setConfig({ testTimeout: 30_000 });

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
      width: Number(query.get('w')),
      height: Number(query.get('h')),
      quality: Number(query.get('q')),
      format: query.get('f'),
      fit: query.get('fit'),
    };
  });
}

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'images-test-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

/** A picture written to a file, as the development server hands it to page code. */
async function pictureFile(name: string, image: Sharp): Promise<ImageMetadata> {
  const file = path.join(folder, name);
  const info = await image.toFile(file);
  return { src: `/@fs${file}`, width: info.width, height: info.height, format: 'png' };
}

const noise = (width: number, height: number) =>
  sharp(Buffer.from(Array.from({ length: width * height * 3 }, (_, i) => (i * 7919) % 251)), {
    raw: { width, height, channels: 3 },
  }).png();

describe('a team photo, resolved for the page', () => {
  it('offers AVIF, then WebP only where it is smaller, and a JPEG fallback, at every width', async () => {
    const [entry] = await getCollection('team');
    const asset = await resolveImage(entry!.data.photo, 'portrait', entry!.data.photoAlt);
    const formats = await formatsFor(entry!.data.photo, 'portrait');
    expect(formats[0]).toBe('avif');
    expect(formats.at(-1)).toBe('jpeg');
    expect(asset.sources.map((source) => source.type)).toEqual(
      formats.slice(0, -1).map((format) => `image/${format}`),
    );
    const sets = [...asset.sources.map((source) => source.srcSet), asset.srcSet];
    sets.forEach((srcSet, i) => {
      const format = formats[i]!;
      expect(candidates(srcSet)).toEqual(
        familyWidths('portrait').map((width) => ({
          descriptor: `${width}w`,
          width,
          height: width,
          quality: qualityFor('portrait', format, width),
          format: format === 'jpeg' ? 'jpg' : format,
          fit: 'cover',
        })),
      );
    });
    expect([asset.width, asset.height]).toEqual([640, 640]);
    expect(asset.alt).toBe(entry!.data.photoAlt);
  });
});

describe('a page background picture', () => {
  it('is wide for wide screens and cropped upright for a phone, from the smallest poster allowed', async () => {
    const poster = await pictureFile('poster.png', noise(1920, 1080));
    const asset = await resolvePoster(poster);
    expect([asset.width, asset.height]).toEqual([1920, 1080]);
    expect(candidates(asset.srcSet).map((c) => c.width)).toEqual(familyWidths('poster'));
    expect([asset.phone.width, asset.phone.height]).toEqual([600, 1067]);
    for (const candidate of candidates(asset.phone.srcSet)) {
      expect(candidate.height).toBe(familyHeight('phone-poster', candidate.width));
      expect(candidate.fit).toBe('cover');
    }
    expect(asset.alt).toBe('');
    expect(asset.phone.alt).toBe('');
  });
});

describe('any picture of at least the family’s size', () => {
  it('is cropped to the family’s shape, never enlarged past its widest file', async () => {
    const wide = await pictureFile('wide.png', noise(2000, 1500));
    const asset = await resolveImage(wide, 'mockup', 'A wide screenshot');
    expect([asset.width, asset.height]).toEqual([1200, 750]);
    for (const candidate of candidates(asset.srcSet))
      expect(candidate.height).toBe(familyHeight('mockup', candidate.width));
  });

  it('is refused when it is smaller than the family’s widest file', async () => {
    const small = await pictureFile('small.png', noise(400, 400));
    await expect(resolveImage(small, 'portrait', 'Too small')).rejects.toThrow(
      /400 × 400 pixels, too small for a team photo: it needs at least 640 × 640/,
    );
  });
});

describe('the WebP decision', () => {
  const families: ImageFamily[] = ['portrait'];

  it('measures WebP and JPEG at every width of the family, the same way twice', async () => {
    const picture = await noise(700, 700).toBuffer();
    for (const family of families) {
      const first = await measureFormats(picture, family);
      expect(first.webp).toHaveLength(familyWidths(family).length);
      expect(first.jpeg).toHaveLength(familyWidths(family).length);
      expect(await measureFormats(picture, family)).toEqual(first);
    }
  });

  it('offers WebP only when it is smaller at every width', () => {
    expect(webpSmaller({ webp: [1, 2, 3], jpeg: [2, 3, 4] })).toBe(true);
    expect(webpSmaller({ webp: [1, 2, 5], jpeg: [2, 3, 4] })).toBe(false);
    expect(webpSmaller({ webp: [1, 3, 3], jpeg: [2, 3, 4] })).toBe(false);
  });

  it('leaves WebP out for a picture whose WebP is larger (flat colour, where JPEG wins)', async () => {
    const flat = await pictureFile(
      'flat.png',
      sharp({ create: { width: 640, height: 640, channels: 3, background: '#3b82f6' } }).png(),
    );
    const bytes = await measureFormats(
      await sharp({ create: { width: 640, height: 640, channels: 3, background: '#3b82f6' } })
        .png()
        .toBuffer(),
      'portrait',
    );
    const asset = await resolveImage(flat, 'portrait', 'Flat');
    expect(asset.sources.map((source) => source.type)).toEqual(
      webpSmaller(bytes) ? ['image/avif', 'image/webp'] : ['image/avif'],
    );
  });
});
