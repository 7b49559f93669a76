// Only the videos a page names stay in the site. src/lib/videos.ts hands Vite every video in a
// page's folder (src/content/service-pages/<name>/, src/content/pages/<name>/), so that any
// entry may name any of them, and Vite publishes each one it is handed under /assets/. After the
// pages are written, this removes each published video that no page's HTML names: an old
// video left beside a new one, or a WebM whose entry names only its MP4, is never uploaded.
import { relative } from 'node:path';
import { removeUnnamedAssets } from './unnamed-assets.mjs';

/**
 * Removes from `clientDir`/assets every video file no HTML file under `clientDir` names.
 * @param {string} clientDir
 */
export const removeUnusedVideos = (clientDir) =>
  removeUnnamedAssets(clientDir, { kind: /\.(mp4|webm)$/, namedIn: /\.html$/ });

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
