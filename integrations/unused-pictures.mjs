// Only the pictures the site shows stay in it. Vite publishes, under /assets/, the original of
// every picture the content names or a page could import: an unpublished article's cover
// (astro:assets imports every entry's pictures, a draft's too) and the pictures of every
// article's text (src/data/insights.ts hands Vite each file of the articles' folders). The
// pictures a page shows are re-encoded copies; an original nobody shows would go out byte for
// byte, its GPS and camera tags included. After the pages are written, this removes each
// picture under /assets/ that no file of the site names, so nothing of an unpublished article
// ships.
import { relative } from 'node:path';
import { removeUnnamedAssets } from './unnamed-assets.mjs';

/** The files of a built site that may name a picture: pages, styles, scripts, feeds, manifests. */
export const pictureNamingFiles = /\.(html|css|js|mjs|xml|json|txt|webmanifest|svg)$/;

/**
 * Removes from `clientDir`/assets every picture no file under `clientDir` names.
 * @param {string} clientDir
 */
export const removeUnusedPictures = (clientDir) =>
  removeUnnamedAssets(clientDir, {
    kind: /\.(jpe?g|png|webp|avif|gif|tiff?|heic|heif)$/i,
    namedIn: pictureNamingFiles,
  });

/** @returns {import('astro').AstroIntegration} */
export function unusedPictures() {
  return {
    name: 'brightwave:unused-pictures',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const clientDir = relative(process.cwd(), decodeURI(dir.pathname)) || '.';
        const { removed } = await removeUnusedPictures(clientDir);
        if (removed.length > 0)
          logger.info(
            `${removed.length} picture files no page shows left out (an unpublished article's, or one no entry names): ${removed.join(', ')}`,
          );
      },
    },
  };
}
