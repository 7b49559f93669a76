import { mkdtemp, rm, truncate, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageFileProblem, maxImageBytes } from './image-file';

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'image-file-test-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

const blank = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2563eb' } });

async function file(name: string, write: (target: string) => Promise<unknown>) {
  const target = path.join(folder, name);
  await write(target);
  return target;
}

describe('a picture dropped beside an entry', () => {
  it('is accepted as JPEG, PNG, WebP or AVIF at least as large as its widest file', async () => {
    for (const [name, image] of [
      ['a.jpg', blank(640, 640).jpeg()],
      ['a.png', blank(700, 900).png()],
      ['a.webp', blank(640, 640).webp()],
      ['a.avif', blank(640, 640).avif()],
    ] as const) {
      const target = await file(name, (to) => image.toFile(to));
      expect(await imageFileProblem(target, 'portrait'), name).toBeUndefined();
    }
  });

  it('counts a phone photo as it is shown, turned by its orientation tag', async () => {
    // Stored 750 wide and 1200 tall, tagged to be shown turned a quarter: 1200 × 750.
    const target = await file('turned.jpg', (to) =>
      blank(750, 1200).jpeg().withMetadata({ orientation: 6 }).toFile(to),
    );
    expect(await imageFileProblem(target, 'mockup')).toBeUndefined();
    const untagged = await file('upright.jpg', (to) => blank(750, 1200).jpeg().toFile(to));
    expect(await imageFileProblem(untagged, 'mockup')).toMatch(
      /is 750 × 1200 pixels, too small for a portfolio picture: it needs at least 1200 × 750/,
    );
  });

  it('is refused, naming the file and the limit, when it is too small', async () => {
    const target = await file('small.jpg', (to) => blank(300, 300).jpeg().toFile(to));
    expect(await imageFileProblem(target, 'portrait')).toBe(
      `"${path.relative(process.cwd(), target)}" is 300 × 300 pixels, too small for a team photo: it needs at least 640 × 640 pixels. Use a larger original.`,
    );
  });

  it('is refused when it is not a picture, or not one of the four formats', async () => {
    const text = await file('notes.jpg', (to) => writeFile(to, 'Meeting notes, not a photo'));
    expect(await imageFileProblem(text, 'portrait')).toMatch(
      /is not a picture this site can read\. Use a JPEG, PNG, WebP or AVIF file\./,
    );
    const gif = await file('anim.gif', (to) => blank(640, 640).gif().toFile(to));
    expect(await imageFileProblem(gif, 'portrait')).toMatch(
      /is a GIF file\. Use a JPEG, PNG, WebP or AVIF file\./,
    );
  });

  it('is refused when the file is absurdly large', async () => {
    const huge = await file('huge.jpg', (to) => writeFile(to, ''));
    await truncate(huge, maxImageBytes + 5 * 1024 * 1024);
    expect(await imageFileProblem(huge, 'portrait')).toMatch(
      /is 25 MB, more than the 20 MB limit\. Export it again at a smaller size/,
    );
  });

  it('is refused when it is missing', async () => {
    expect(await imageFileProblem(path.join(folder, 'nobody.jpg'), 'portrait')).toMatch(
      /There is no file ".*nobody\.jpg"\. Put the picture in the same folder as this entry/,
    );
  });
});
