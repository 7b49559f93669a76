import { defineConfig } from 'vitest/config';

// Tests that change content in a copy of the project and build it (tests/content-build/):
// minutes, not seconds, so they run apart from the unit tests (`npm run test:content`).
export default defineConfig({
  test: {
    include: ['tests/content-build/**/*.test.ts'],
    environment: 'node',
    testTimeout: 300_000,
    hookTimeout: 300_000,
    // One build at a time: the machine has two cores and each build uses both.
    fileParallelism: false,
  },
});
