// Copies of the production build for the benchmarks, each page rewritten on the way: the
// script-free control of `npm run bench` (script-free-copy.mjs) and the navigation
// benchmark's copy with its stopwatch (bench-navigation.mjs). The build itself is never touched.
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { precompress } from '../../integrations/precompress.mjs';

/**
 * Copies `dir` to a new temporary directory, passes every HTML page through `rewrite`, and
 * makes the pages' Brotli and gzip twins again from the rewritten text. Answers the copy's path.
 */
export async function copyWithRewrittenPages(dir, rewrite) {
  const copy = await mkdtemp(join(tmpdir(), 'build-copy-'));
  await cp(dir, copy, { recursive: true });
  const entries = await readdir(copy, { withFileTypes: true, recursive: true });
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const path = join(entry.parentPath ?? entry.path, entry.name);
    await writeFile(path, rewrite(await readFile(path, 'utf8')));
    await rm(`${path}.br`, { force: true });
    await rm(`${path}.gz`, { force: true });
  }
  await precompress(copy);
  return copy;
}
