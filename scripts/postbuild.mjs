// Runs after `react-router build`: turns the prerendered /404 page into the
// 404.html every static host serves for unknown paths, and drops the SPA
// fallback (every route is prerendered, so nothing falls back to it).
import { rm, rename, stat } from 'node:fs/promises';
import { join } from 'node:path';

export const clientDir = 'build/client';

async function exists(path) {
  return stat(path).then(
    () => true,
    () => false,
  );
}

export async function postbuild(dir = clientDir) {
  const prerendered404 = join(dir, '404', 'index.html');
  if (!(await exists(prerendered404))) throw new Error(`postbuild: ${prerendered404} is missing`);
  await rename(prerendered404, join(dir, '404.html'));
  await rm(join(dir, '404'), { recursive: true, force: true });
  await rm(join(dir, '__spa-fallback.html'), { force: true });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await postbuild();
  console.log('postbuild: wrote build/client/404.html');
}
