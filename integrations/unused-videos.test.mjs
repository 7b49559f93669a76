import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { removeUnusedVideos } from './unused-videos.mjs';

let dir = '';
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'unused-videos-'));
  await mkdir(join(dir, 'assets'));
  await mkdir(join(dir, 'services', 'web-hosting'), { recursive: true });
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const page = (path, sources) =>
  writeFile(
    join(dir, path),
    `<template data-background-video><video>${sources
      .map((src) => `<source src="${src}" type="video/mp4">`)
      .join('')}</video></template>`,
  );

describe('removeUnusedVideos', () => {
  it('keeps the videos a page names and removes the others, leaving every other file', async () => {
    for (const name of ['hero.Ab12.mp4', 'hero.Cd34.webm', 'old.Ef56.mp4', 'app.Gh78.js'])
      await writeFile(join(dir, 'assets', name), 'x');
    await page('index.html', []);
    await page('services/web-hosting/index.html', ['/assets/hero.Ab12.mp4']);
    await writeFile(
      join(dir, 'about.html'),
      '<video src="https://cdn.example/assets/hero.Cd34.webm">',
    );

    const { kept, removed } = await removeUnusedVideos(dir);

    expect(kept.sort()).toEqual(['hero.Ab12.mp4', 'hero.Cd34.webm']);
    expect(removed).toEqual(['old.Ef56.mp4']);
    expect((await readdir(join(dir, 'assets'))).sort()).toEqual([
      'app.Gh78.js',
      'hero.Ab12.mp4',
      'hero.Cd34.webm',
    ]);
  });

  it('does nothing on a site without videos or without an assets folder', async () => {
    await rm(join(dir, 'assets'), { recursive: true });
    expect(await removeUnusedVideos(dir)).toEqual({ kept: [], removed: [] });
  });
});
