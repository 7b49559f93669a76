// Only the pictures the site shows stay in it. Vite publishes, under /assets/, the original of
// every picture the content names or a page could import: an unpublished article's cover
// (astro:assets imports every entry's pictures, a draft's too) and the pictures of every
// article's text (src/data/insights.ts hands Vite each file of the articles' folders). The
// pictures a page shows are re-encoded copies; an original nobody shows would go out byte for
// byte, its GPS and camera tags included. After the pages are written, this removes each
// picture under /assets/ that no file of the site names, so nothing of an unpublished article
// ships.
import { readdir, readFile, rm } from 'node:fs/promises';
import { join, relative } from 'node:path';

const picture = /\.(jpe?g|png|webp|avif|gif|tiff?|heic|heif)$/i;
/** The files of a site that can name a picture: pages, styles, scripts, feeds and manifests. */
const naming = /\.(html|css|js|mjs|xml|json|txt|webmanifest|svg)$/;

/**
 * Removes from `clientDir`/assets every picture no other file under `clientDir` names.
 * @param {string} clientDir
 * @returns {Promise<{ kept: string[], removed: string[] }>} the file names of each
 */
export async function removeUnusedPictures(clientDir) {
  const assets = join(clientDir, 'assets');
  const pictures = (await readdir(assets).catch(() => [])).filter((name) => picture.test(name));
  if (pictures.length === 0) return { kept: [], removed: [] };
  const files = (await readdir(clientDir, { recursive: true, withFileTypes: true }))
    .filter((file) => file.isFile() && naming.test(file.name))
    .map((file) => join(file.parentPath, file.name));
  const text = (await Promise.all(files.map((file) => readFile(file, 'utf8')))).join('\n');
  /** @type {{ kept: string[], removed: string[] }} */
  const result = { kept: [], removed: [] };
  for (const name of pictures) {
    // A hashed name is written as it is after /assets/ or the build's assetsPrefix; a
    // picture of a CSS file in /assets/ may be named from beside it.
    if (text.includes(`/assets/${name}`) || text.includes(`(${name}`)) result.kept.push(name);
    else {
      await rm(join(assets, name));
      result.removed.push(name);
    }
  }
  return result;
}

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
