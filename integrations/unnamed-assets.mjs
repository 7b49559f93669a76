// Vite publishes under /assets/ every file it is handed, whether a page ends up naming it or
// not. After the pages are written, `removeUnnamedAssets` takes out the files of one kind that
// no file of the site names (unused-videos.mjs, unused-pictures.mjs), so nothing is uploaded
// that no visitor can reach.
import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Removes from `clientDir`/assets each file whose name matches `kind` and that no file under
 * `clientDir` whose name matches `namedIn` names.
 * @param {string} clientDir
 * @param {{ kind: RegExp, namedIn: RegExp }} files which assets, and which files may name them
 * @returns {Promise<{ kept: string[], removed: string[] }>} the file names of each
 */
export async function removeUnnamedAssets(clientDir, { kind, namedIn }) {
  const assets = join(clientDir, 'assets');
  const candidates = (await readdir(assets).catch(() => [])).filter((name) => kind.test(name));
  if (candidates.length === 0) return { kept: [], removed: [] };
  const naming = (await readdir(clientDir, { recursive: true, withFileTypes: true }))
    .filter((file) => file.isFile() && namedIn.test(file.name))
    .map((file) => join(file.parentPath, file.name));
  const text = (await Promise.all(naming.map((file) => readFile(file, 'utf8')))).join('\n');
  // A hashed name (web-hosting.Bq49HD7H.mp4) is written as it is after /assets/ or the build's
  // assetsPrefix; a CSS file in /assets/ may name a file beside it: url(name). Every such name
  // is collected in one pass: asking the whole site's text about each file in turn took seconds
  // with a few hundred pages. Such a name is letters, digits, `_`, `-` and `.` (Vite's hash, and
  // src/lib/media-file-name.ts for the files a marketer names).
  const named = new Set([...text.matchAll(/(?:\/assets\/|\()([\w.-]+)/g)].map((match) => match[1]));
  /** @type {{ kept: string[], removed: string[] }} */
  const result = { kept: [], removed: [] };
  for (const name of candidates) {
    if (named.has(name)) result.kept.push(name);
    else {
      await rm(join(assets, name));
      result.removed.push(name);
    }
  }
  return result;
}
