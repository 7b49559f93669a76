import { defineConfig } from 'vitest/config';

// `npm run test:editor`: the content editor's browser tests, run by Playwright inside a copy of
// the project (tests/editor/in-a-copy.vitest.ts), one run at a time.
export default defineConfig({
  test: {
    include: ['tests/editor/in-a-copy.vitest.ts'],
    environment: 'node',
    testTimeout: 30 * 60_000,
    hookTimeout: 5 * 60_000,
  },
});
