/**
 * Reads the content collections once before the unit tests, with `astro sync`, and puts the
 * result where Vite's development mode (which Vitest runs in) looks for it, so
 * `getCollection()` in a test returns the entries the build would. An entry that breaks its
 * schema stops the tests here, with the same message the build gives.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync } from 'node:fs';

export default function readContent() {
  execFileSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'sync'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  mkdirSync('.astro', { recursive: true });
  copyFileSync('node_modules/.astro/data-store.json', '.astro/data-store.json');
}
