// A copy of the production build whose pages carry no JavaScript: the control
// for `npm run bench`. Measuring it shows what the browser's own
// work (parsing, style, layout, paint) costs before any script of ours runs.
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { precompress } from './precompress.mjs';

/**
 * The page without its scripts and module preloads. Structured data
 * (`application/ld+json`) stays: the browser never runs it.
 */
export function stripScripts(html) {
  return html
    .replace(/<script\b(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/g, '');
}

/** Copies `dir` to a new temporary directory, strips every page's scripts and precompresses it again. */
export async function scriptFreeCopy(dir) {
  const copy = await mkdtemp(join(tmpdir(), 'script-free-'));
  await cp(dir, copy, { recursive: true });
  const entries = await readdir(copy, { withFileTypes: true, recursive: true });
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const path = join(entry.parentPath ?? entry.path, entry.name);
    await writeFile(path, stripScripts(await readFile(path, 'utf8')));
    await rm(`${path}.br`, { force: true });
    await rm(`${path}.gz`, { force: true });
  }
  await precompress(copy);
  return copy;
}
