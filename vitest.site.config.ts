import { defineConfig } from 'vitest/config';

// The whole-site pass (tests/site/): reads every page and file of an existing build
// (build/client) once, without a browser, in seconds. Run after a build: `npm run test:site`.
export default defineConfig({
  test: {
    include: ['tests/site/**/*.test.ts'],
    environment: 'node',
  },
});
