import path from 'node:path';
import { getCollection } from 'astro:content';
import { describe, expect, it } from 'vitest';
import { pagesFolder } from '~/content/schemas/pages';
import { servicePagesFolder } from '~/content/schemas/service-page';
import { aboutHeroVideo } from '~/data/about';
import { servicePages } from '~/data/services';
import type { VideoAsset } from './image-asset';
import { videoSources } from './videos';

/** What a page must offer for an entry's video fields: WebM first, each file by its name. */
function expectOffered(video: VideoAsset, entry: { video?: string; videoWebm?: string }) {
  const named = [
    entry.videoWebm && { type: 'video/webm', file: entry.videoWebm },
    entry.video && { type: 'video/mp4', file: entry.video },
  ].filter((source) => !!source);
  expect(video.sources.map((source) => source.type)).toEqual(named.map((source) => source.type));
  video.sources.forEach((source, index) => {
    const base = path.basename(named[index]!.file, path.extname(named[index]!.file));
    expect(path.posix.basename(source.src)).toMatch(new RegExp(`^${base}\\b`));
  });
}

describe('background videos', () => {
  it('every service page offers exactly the videos its entry names, and none when it names none', async () => {
    const entries = await getCollection('servicePages');
    for (const page of servicePages) {
      const entry = entries.find((candidate) => candidate.id === page.slug)!;
      expectOffered(page.heroVideo, entry.data);
    }
  });

  it('/about-us offers exactly the videos its entry names', async () => {
    const [about] = await getCollection('aboutPage');
    expectOffered(aboutHeroVideo, about!.data);
  });

  it('gives no source for an entry that names no video', () => {
    expect(videoSources(servicePagesFolder, {})).toEqual([]);
    expect(videoSources(pagesFolder, { mp4: undefined, webm: undefined })).toEqual([]);
  });

  it('refuses, naming it, a file outside the folders the build publishes', () => {
    expect(() => videoSources(servicePagesFolder, { mp4: './nowhere/nowhere.mp4' })).toThrow(
      'src/content/service-pages: the video "./nowhere/nowhere.mp4" is not among the files the build publishes.',
    );
  });
});
