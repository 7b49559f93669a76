import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { simpleIconsPlugin } from './scripts/simple-icons-plugin.mjs';

// Unit tests run without the React Router Vite plugin: they exercise plain
// modules and components, rendered inside a memory router where needed.
export default defineConfig({
  plugins: [simpleIconsPlugin()],
  // As in the production build: assets stay files, never data: URIs.
  build: { assetsInlineLimit: 0 },
  resolve: {
    alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) },
  },
  test: {
    include: ['app/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mjs}'],
    environment: 'node',
    setupFiles: ['./vitest.setup.ts'],
  },
});
