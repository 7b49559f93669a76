/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { getViteConfig } from 'astro/config';

// Unit tests run through Astro's Vite config (aliases, the simple-icons plugin, the build's
// settings), so a module is tested as the build compiles it. DOM tests opt into happy-dom per
// file, or into `content-dom` (vitest.dom-environment.ts) when the components they render read
// the content collections, which vitest.global-setup.ts reads once first.
// They see a preview build's settings: the form's code posts to the local inbox, never to EmailJS.
process.env.BUILD_TARGET = 'preview';

export default getViteConfig({
  resolve: {
    alias: {
      'vitest-environment-content-dom': fileURLToPath(
        new URL('./vitest.dom-environment.ts', import.meta.url),
      ),
    },
  },
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'scripts/**/*.test.{ts,mjs}',
      'tools/**/*.test.{ts,mjs}',
      'integrations/**/*.test.{ts,mjs}',
    ],
    environment: 'node',
    // A worker per core. Vitest's default is one fewer: one, on CI's 2-core machine, where two
    // took the suite from 62 s to 40 s.
    maxWorkers: availableParallelism(),
    globalSetup: ['./vitest.global-setup.ts'],
    setupFiles: ['./vitest.setup.ts'],
  },
});
