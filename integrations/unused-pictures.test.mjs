import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { removeUnusedPictures } from './unused-pictures.mjs';

let dir = '';
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'unused-pictures-'));
  await mkdir(join(dir, 'assets'));
  await mkdir(join(dir, 'insights', 'speed'), { recursive: true });
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('removeUnusedPictures', () => {
  it('keeps the pictures a file of the site names and removes the others', async () => {
    const names = [
      'cover.Ab12.avif',
      'cover.Cd34.jpg',
      'card.Ef56.webp',
      'draft-cover.Gh78.JPG',
      'draft-figure.Ij90.png',
      'app.Kl12.js',
    ];
    for (const name of names) await writeFile(join(dir, 'assets', name), 'x');
    await writeFile(
      join(dir, 'insights/speed/index.html'),
      '<picture><source srcset="/assets/cover.Ab12.avif 640w"><img src="https://cdn.example/assets/cover.Cd34.jpg"></picture>',
    );
    await writeFile(join(dir, 'rss.xml'), '<url>/assets/card.Ef56.webp</url>');

    const { kept, removed } = await removeUnusedPictures(dir);

    expect(kept.sort()).toEqual(['card.Ef56.webp', 'cover.Ab12.avif', 'cover.Cd34.jpg']);
    expect(removed.sort()).toEqual(['draft-cover.Gh78.JPG', 'draft-figure.Ij90.png']);
    expect((await readdir(join(dir, 'assets'))).sort()).toEqual([
      'app.Kl12.js',
      'card.Ef56.webp',
      'cover.Ab12.avif',
      'cover.Cd34.jpg',
    ]);
  });

  it('does nothing on a site without an assets folder', async () => {
    await rm(join(dir, 'assets'), { recursive: true });
    expect(await removeUnusedPictures(dir)).toEqual({ kept: [], removed: [] });
  });
});
