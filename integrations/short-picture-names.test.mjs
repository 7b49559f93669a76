import { mkdtemp, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  pictureNames,
  renamePictureReferences,
  shortenSitePictureNames,
} from './short-picture-names.mjs';

const copy = (name, width, height, bytes = name) => ({
  name,
  width,
  height,
  bytes: Buffer.from(bytes),
});

describe('short picture names', () => {
  it('names each copy after its original and its width, with one hash of all its copies', () => {
    const names = pictureNames([
      copy('ana.CUzk5tj5_Zu16Fo.avif', 400, 250),
      copy('ana.CUzk5tj5_2ri3lT.avif', 800, 500),
      copy('ana.CUzk5tj5_hFnMi.jpg', 800, 500),
      copy('ana.CUzk5tj5.jpg', 1600, 1000),
    ]);
    const avif400 = names.get('ana.CUzk5tj5_Zu16Fo.avif');
    expect(avif400).toMatch(/^ana\.[\w-]{8}\.400w\.avif$/);
    const tag = avif400?.split('.')[1];
    expect(names.get('ana.CUzk5tj5_2ri3lT.avif')).toBe(`ana.${tag}.800w.avif`);
    expect(names.get('ana.CUzk5tj5_hFnMi.jpg')).toBe(`ana.${tag}.800w.jpg`);
    // The original, copied as it is, is not an encoded copy.
    expect(names.has('ana.CUzk5tj5.jpg')).toBe(false);
  });

  it('gives new names when a copy changes, and the same names for the same copies', () => {
    const before = pictureNames([copy('a.12345678_x.avif', 400, 300, 'one')]);
    expect(pictureNames([copy('a.12345678_x.avif', 400, 300, 'one')])).toEqual(before);
    expect(
      pictureNames([copy('a.12345678_x.avif', 400, 300, 'two')]).get('a.12345678_x.avif'),
    ).not.toBe(before.get('a.12345678_x.avif'));
  });

  it('adds the height when one photo is cropped to two shapes, and renames nothing it cannot tell apart', () => {
    const cropped = pictureNames([
      copy('p.12345678_a.avif', 400, 250),
      copy('p.12345678_b.avif', 400, 400),
    ]);
    expect([...cropped.values()].map((name) => name.split('.').slice(2).join('.')).sort()).toEqual([
      '400x250.avif',
      '400x400.avif',
    ]);
    const twins = pictureNames([
      copy('q.12345678_a.avif', 400, 250, 'low quality'),
      copy('q.12345678_b.avif', 400, 250, 'high quality'),
      copy('r.87654321_c.webp', 480, 300),
    ]);
    expect([...twins.keys()]).toEqual(['r.87654321_c.webp']);
  });

  it('writes the new names where a file names the old ones, and nowhere else', () => {
    const names = new Map([['ana.CUzk5tj5_Zu16Fo.avif', 'ana.Tg4kPq1x.400w.avif']]);
    expect(
      renamePictureReferences(
        '<source srcSet="/assets/ana.CUzk5tj5_Zu16Fo.avif 400w, /assets/ana.CUzk5tj5_Zu16Fo.avif.txt"> ana.CUzk5tj5_Zu16Fo.avif',
        names,
      ),
    ).toBe(
      '<source srcSet="/assets/ana.Tg4kPq1x.400w.avif 400w, /assets/ana.CUzk5tj5_Zu16Fo.avif.txt"> ana.CUzk5tj5_Zu16Fo.avif',
    );
  });

  it('renames the files of a built site and the pages that name them', async () => {
    const site = await mkdtemp(join(tmpdir(), 'short-picture-names-'));
    await mkdir(join(site, 'assets'));
    await mkdir(join(site, 'team'));
    const picture = (width) =>
      sharp({ create: { width, height: width / 2, channels: 3, background: '#336699' } })
        .avif()
        .toBuffer();
    await writeFile(join(site, 'assets', 'ana.CUzk5tj5_Zu16Fo.avif'), await picture(40));
    await writeFile(join(site, 'assets', 'ana.CUzk5tj5_2ri3lT.avif'), await picture(80));
    await writeFile(
      join(site, 'team', 'index.html'),
      '<img srcset="/assets/ana.CUzk5tj5_Zu16Fo.avif 40w, /assets/ana.CUzk5tj5_2ri3lT.avif 80w">',
    );
    expect(await shortenSitePictureNames(site)).toEqual({ renamed: 2, files: 1 });
    const files = (await readdir(join(site, 'assets'))).sort();
    expect(files).toEqual([
      expect.stringMatching(/^ana\.[\w-]{8}\.40w\.avif$/),
      expect.stringMatching(/^ana\.[\w-]{8}\.80w\.avif$/),
    ]);
    expect(await readFile(join(site, 'team', 'index.html'), 'utf8')).toBe(
      `<img srcset="/assets/${files[0]} 40w, /assets/${files[1]} 80w">`,
    );
  });
});
