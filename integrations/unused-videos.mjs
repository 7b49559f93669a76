// Only the videos a page names stay in the site. src/lib/videos.ts hands Vite every video in a
// page's folder (src/content/service-pages/<name>/, src/content/pages/<name>/), so that any
// entry may name any of them, and Vite publishes each one it is handed under /assets/. After the
// pages are written, this removes each published video that no page's HTML names: an old
// video left beside a new one, or a WebM whose entry names only its MP4, is never uploaded.
import { readdir, readFile, rm } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { htmlFiles } from './html-tree.mjs';

const video = /\.(mp4|webm)$/;

/**
 * Removes from `clientDir`/assets every video file no HTML file under `clientDir` names.
 * @param {string} clientDir
 * @returns {Promise<{ kept: string[], removed: string[] }>} the file names of each
 */
export async function removeUnusedVideos(clientDir) {
  const assets = join(clientDir, 'assets');
  const videos = (await readdir(assets).catch(() => [])).filter((name) => video.test(name));
  if (videos.length === 0) return { kept: [], removed: [] };
  const pages = await htmlFiles(clientDir);
  const html = (
    await Promise.all(pages.map((page) => readFile(join(clientDir, page), 'utf8')))
  ).join('\n');
  /** @type {{ kept: string[], removed: string[] }} */
  const result = { kept: [], removed: [] };
  for (const name of videos) {
    // A hashed name (web-hosting.Bq49HD7H.mp4) is written into a page as it is, after
    // /assets/ or the build's assetsPrefix.
    if (html.includes(`/assets/${name}`)) result.kept.push(name);
    else {
      await rm(join(assets, name));
      result.removed.push(name);
    }
  }
  return result;
}

/** @returns {import('astro').AstroIntegration} */
export function unusedVideos() {
  return {
    name: 'brightwave:unused-videos',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const clientDir = relative(process.cwd(), decodeURI(dir.pathname)) || '.';
        const { kept, removed } = await removeUnusedVideos(clientDir);
        logger.info(
          `${kept.length} background video files published` +
            (removed.length > 0
              ? `; ${removed.length} that no page names left out: ${removed.join(', ')}`
              : ''),
        );
      },
    },
  };
}
