import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, stat, symlink, truncate, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageFileProblem, maxImageBytes, picturePlaceProblem, pngFrames } from './image-file';
import { animatedGif, animatedPng, animatedWebp, hugePng } from './test-pictures.test-support';

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

  it('is refused when it moves: an animated WebP, GIF or PNG', async () => {
    for (const [name, bytes] of [
      ['moving.webp', await animatedWebp(640, 640, 3)],
      ['moving.gif', await animatedGif(640, 640, 3)],
      ['moving.png', await animatedPng(640, 640, 3)],
    ] as const) {
      const target = await file(name, (to) => writeFile(to, bytes));
      expect(await imageFileProblem(target, 'portrait'), name).toBe(
        `"${path.relative(process.cwd(), target)}" is an animation (3 frames). This site shows still pictures only: use one picture as a JPEG, PNG, WebP or AVIF file.`,
      );
    }
  });

  it('counts the frames of a PNG from its animation part, one for a still PNG', async () => {
    const still = await file('still.png', (to) => blank(640, 640).png().toFile(to));
    expect(await pngFrames(still)).toBe(1);
    const moving = await file('two.png', async (to) =>
      writeFile(to, await animatedPng(640, 640, 2)),
    );
    expect(await pngFrames(moving)).toBe(2);
  });

  it('is refused by the megapixel limit even beyond what sharp opens by default', async () => {
    // 400 megapixels: sharp refuses to open more than about 268 unless asked.
    const target = await file('huge.png', (to) => writeFile(to, hugePng(20_000, 20_000)));
    expect(await imageFileProblem(target, 'poster')).toMatch(
      /is 20000 × 20000 pixels, more than the 50 megapixel limit\. Export it again at a smaller size/,
    );
  });
});

describe('a picture cut short', () => {
  it('is refused, naming the file, in each format, while the whole file is accepted', async () => {
    const noise = Buffer.alloc(1280 * 900 * 3, 0);
    for (let at = 0; at < noise.length; at++) noise[at] = (at * 7919) % 251;
    const raw = { raw: { width: 1280, height: 900, channels: 3 as const } };
    for (const format of ['jpeg', 'png'] as const) {
      const whole = await sharp(noise, raw).toFormat(format).toBuffer();
      const target = await file(`cut.${format}`, (to) =>
        writeFile(to, whole.subarray(0, Math.floor(whole.length / 3))),
      );
      expect(await imageFileProblem(target, 'figure'), format).toBe(
        `"${path.relative(process.cwd(), target)}" is damaged: only part of the picture can be read, as when an upload or a copy is cut short. Copy or export the picture again from the original, and check that it opens whole.`,
      );
      const sound = await file(`whole.${format}`, (to) => writeFile(to, whole));
      expect(await imageFileProblem(sound, 'figure'), format).toBeUndefined();
    }
  });

  it('is refused when it replaces, under the same name, a picture checked before', async () => {
    const noise = Buffer.alloc(1280 * 900 * 3, 0);
    for (let at = 0; at < noise.length; at++) noise[at] = (at * 13) % 241;
    const whole = await sharp(noise, { raw: { width: 1280, height: 900, channels: 3 } })
      .jpeg()
      .toBuffer();
    const target = await file('replaced.jpg', (to) => writeFile(to, whole));
    expect(await imageFileProblem(target, 'figure')).toBeUndefined();
    await writeFile(target, whole.subarray(0, Math.floor(whole.length / 3)));
    expect(await imageFileProblem(target, 'figure')).toMatch(/is damaged: only part/);
  });
});

describe('a picture found whole', () => {
  const marker = (bytes: Buffer) =>
    path.resolve(
      'node_modules/.cache/whole-pictures',
      createHash('sha256').update(bytes).digest('hex'),
    );

  it('is remembered by its bytes, so the next check need not decode it; a damaged one is not', async () => {
    // Bytes no other test makes: a gradient keyed by this run's time.
    const seed = Date.now() % 200;
    const pixels = Buffer.alloc(1280 * 900 * 3);
    for (let at = 0; at < pixels.length; at++) pixels[at] = (at * 31 + seed) % 253;
    const whole = await sharp(pixels, { raw: { width: 1280, height: 900, channels: 3 } })
      .jpeg()
      .toBuffer();
    const cut = whole.subarray(0, Math.floor(whole.length / 2));
    await rm(marker(whole), { force: true });
    expect(await imageFileProblem(await file('remembered.jpg', (to) => writeFile(to, whole)), 'figure')).toBeUndefined();
    expect(await stat(marker(whole)).then(() => true, () => false)).toBe(true);
    expect(await imageFileProblem(await file('half.jpg', (to) => writeFile(to, cut)), 'figure')).toMatch(
      /is damaged/,
    );
    expect(await stat(marker(cut)).then(() => true, () => false)).toBe(false);
    await rm(marker(whole), { force: true });
  });
});

describe('the place of a picture', () => {
  it('is accepted inside the collection’s folder, in the entry’s own folder', async () => {
    const collection = path.join(folder, 'team');
    await mkdir(path.join(collection, 'maya'), { recursive: true });
    await blank(640, 640)
      .jpeg()
      .toFile(path.join(collection, 'maya', 'maya.jpg'));
    expect(await picturePlaceProblem('./maya/maya.jpg', collection)).toBeUndefined();
    expect(await picturePlaceProblem('maya/maya.jpg', collection)).toBeUndefined();
    // A missing file is left to imageFileProblem(), which says it is missing.
    expect(await picturePlaceProblem('./maya/nobody.jpg', collection)).toBeUndefined();
  });

  it('is refused outside the folder: from the root, a way up, a backslash or a link', async () => {
    const collection = path.join(folder, 'portfolio');
    await mkdir(collection, { recursive: true });
    const outside = await file('outside.png', (to) => blank(1200, 750).png().toFile(to));
    await symlink(outside, path.join(collection, 'linked.png'));
    const home = path.relative(process.cwd(), collection);
    for (const written of [
      outside,
      '../outside.png',
      './a/../../outside.png',
      '..\\outside.png',
      './linked.png',
    ]) {
      expect(await picturePlaceProblem(written, collection), written).toBe(
        `"${written}" is outside ${home}/. Put the picture in ${home}/, in the folder named after this entry, and write its name from there, starting with ./ (like ./maya-patel/maya-patel.jpg).`,
      );
    }
  });

  it('is refused as a web address, or under a name a web address cannot carry', async () => {
    const collection = path.join(folder, 'insights');
    expect(await picturePlaceProblem('./my-article/cover photo.png', collection)).toMatch(
      /^"\.\/my-article\/cover photo\.png": the file name “cover photo\.png” holds spaces.*rename it cover-photo\.png/,
    );
    expect(await picturePlaceProblem('https://images.example.com/a.jpg', collection)).toMatch(
      /is a web address\. A picture on this site is a file in the entry’s own folder/,
    );
  });
});
