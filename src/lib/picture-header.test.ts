/**
 * The browser's reading of a picture's header must be sharp's, which the build reads: for each
 * kind of file a marketer may choose, both are asked, and the build's rules give the same answer.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  animatedGif,
  animatedPng,
  animatedWebp,
  hugePng,
} from '~/content/schemas/test-pictures.test-support';
import { readPictureHeader } from './picture-header';
import { pictureHeaderProblem, type PictureHeader } from './picture-rules';

const blank = (width: number, height: number, channels: 3 | 4 = 3) =>
  sharp({ create: { width, height, channels, background: '#2563eb' } });

/** What sharp reads of `bytes`, as the build hands it to the rules. */
async function sharpHeader(bytes: Buffer): Promise<PictureHeader> {
  const metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  return {
    format: metadata.format,
    compression: metadata.compression,
    frames: metadata.pages ?? 1,
    width: metadata.width,
    height: metadata.height,
    orientation: metadata.orientation,
  };
}

const files: [string, () => Promise<Buffer>][] = [
  ['a JPEG', () => blank(1400, 900).jpeg().toBuffer()],
  ['a progressive JPEG', () => blank(700, 500).jpeg({ progressive: true }).toBuffer()],
  [
    'a phone photo tagged to be turned',
    () => blank(750, 1200).jpeg().withMetadata({ orientation: 6 }).toBuffer(),
  ],
  ['a PNG', () => blank(640, 480, 4).png().toBuffer()],
  [
    'a PNG tagged to be turned',
    () => blank(640, 480).png().withMetadata({ orientation: 8 }).toBuffer(),
  ],
  ['a lossy WebP', () => blank(1201, 601).webp().toBuffer()],
  ['a lossless WebP', () => blank(999, 333).webp({ lossless: true }).toBuffer()],
  ['a WebP with transparency', () => blank(800, 500, 4).webp().toBuffer()],
  [
    'a WebP tagged to be turned',
    () => blank(640, 480).webp().withMetadata({ orientation: 6 }).toBuffer(),
  ],
  ['an AVIF', () => blank(1280, 720).avif().toBuffer()],
  ['an AVIF with transparency', () => blank(660, 640, 4).avif().toBuffer()],
  ['a still GIF', () => blank(640, 640).gif().toBuffer()],
  ['a TIFF', () => blank(640, 640).tiff().toBuffer()],
  ['an animated WebP', () => animatedWebp(64, 48, 3)],
  ['an animated GIF', () => animatedGif(64, 48, 4)],
];

describe('readPictureHeader', () => {
  it.each(files)('reads %s as sharp does', async (_, make) => {
    const bytes = await make();
    const header = readPictureHeader(new Uint8Array(bytes));
    const expected = await sharpHeader(bytes).catch(() => undefined);
    if (!expected) return;
    if (header === 'unsure' || header === 'not a picture') throw new Error(header);
    if (['jpeg', 'png', 'webp', 'heif'].includes(expected.format))
      expect(header).toEqual({
        ...expected,
        orientation: expected.orientation ?? header.orientation,
      });
    else expect(header).toMatchObject({ format: expected.format, frames: expected.frames });
    // Whatever the family, the build's rules answer the same of both readings.
    for (const family of ['portrait', 'cover', 'poster'] as const)
      expect(pictureHeaderProblem('x', family, header)).toBe(
        pictureHeaderProblem('x', family, expected),
      );
  });

  it('counts an animated PNG’s frames, which sharp leaves to the build’s own count', async () => {
    expect(readPictureHeader(new Uint8Array(await animatedPng(32, 32, 3)))).toMatchObject({
      format: 'png',
      frames: 3,
    });
  });

  it('reads a picture too large to decode from its header alone', () => {
    expect(readPictureHeader(new Uint8Array(hugePng(20_000, 20_000)))).toMatchObject({
      format: 'png',
      width: 20_000,
      height: 20_000,
    });
  });

  it('tells a file that is no picture from one whose header it cannot follow', async () => {
    const words = new TextEncoder().encode('Meeting notes, not a photo');
    expect(readPictureHeader(words)).toBe('not a picture');
    expect(readPictureHeader(new Uint8Array())).toBe('not a picture');
    const jpeg = await blank(640, 640).jpeg().toBuffer();
    expect(readPictureHeader(new Uint8Array(jpeg.subarray(0, 20)))).toBe('unsure');
    expect(
      readPictureHeader(new TextEncoder().encode('<?xml version="1.0"?>\n<svg width="9"></svg>')),
    ).toMatchObject({ format: 'svg' });
  });
});
