/// <reference types="vitest/config" />
import { globSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getViteConfig } from 'astro/config';

// Unit tests run through Astro's Vite config (aliases, the simple-icons plugin, the build's
// settings), so a module is tested as the build compiles it. DOM tests opt into happy-dom per
// file, or into `content-dom` (vitest.dom-environment.ts) when the components they render read
// the content collections, which vitest.global-setup.ts reads once first.
// They see a preview build's settings: the form's code posts to the local inbox, never to EmailJS.
process.env.BUILD_TARGET = 'preview';

const unitTests = [
  'src/**/*.test.{ts,tsx}',
  'scripts/**/*.test.{ts,mjs}',
  'tools/**/*.test.{ts,mjs}',
  'integrations/**/*.test.{ts,mjs}',
];

/**
 * Most test files share their worker's modules: loaded once per worker, not once per file. The
 * content's 300-odd pictures are modules, and loading them again for every file that reads the
 * content made the suite grow with the articles (measured: 68 s isolated against 43–54 s shared
 * today; 89 s against 54 s with 200 more articles). A file that replaces a module, a global or
 * the clock (vi.mock, vi.stubGlobal, vi.useFakeTimers…), itself or through a `.test-support`
 * helper, keeps modules of its own, as every file had before, so nothing it replaces reaches
 * another file. They are found by reading the files: a new test needs no list kept up to date.
 * Spies are undone after every test (restoreMocks), and vitest.setup.ts empties the shared page
 * before each file.
 */
const replacesModulesOrGlobals =
  /\bvi\.(mock|doMock|stubGlobal|stubEnv|resetModules|useFakeTimers)\(/;
/** Test helpers that replace a global for the files that use them (fake-viewport…). */
const replacingHelpers = globSync(unitTests.map((glob) => glob.replace('.test.', '.test-support.')))
  .filter((file) => replacesModulesOrGlobals.test(readFileSync(file, 'utf8')))
  .map((file) => basename(file).replace(/\.[^.]+$/, ''));
const isolatedTests = globSync(unitTests).filter((file) => {
  const text = readFileSync(file, 'utf8');
  return (
    replacesModulesOrGlobals.test(text) ||
    replacingHelpers.some((helper) => text.includes(`/${helper}'`))
  );
});

export default getViteConfig({
  resolve: {
    alias: {
      'vitest-environment-content-dom': fileURLToPath(
        new URL('./vitest.dom-environment.ts', import.meta.url),
      ),
    },
  },
  test: {
    environment: 'node',
    // A worker per core. Vitest's default is one fewer: one, on CI's 2-core machine, where two
    // took the suite from 62 s to 40 s.
    maxWorkers: availableParallelism(),
    globalSetup: ['./vitest.global-setup.ts'],
    setupFiles: ['./vitest.setup.ts'],
    restoreMocks: true,
    projects: [
      {
        extends: true,
        test: { name: 'shared', include: unitTests, exclude: isolatedTests, isolate: false },
      },
      { extends: true, test: { name: 'isolated', include: isolatedTests } },
    ],
  },
});
