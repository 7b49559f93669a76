import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { codeSplitting } from './scripts/chunk-groups.mjs';
import { enhanceScriptPlugin } from './scripts/enhance-script-plugin.mjs';
import { simpleIconsPlugin } from './scripts/simple-icons-plugin.mjs';

export default defineConfig({
  plugins: [enhanceScriptPlugin(), simpleIconsPlugin(), tailwindcss(), reactRouter()],
  // Fonts stay separate files: a data: URI would need a looser CSP and bloat the CSS.
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: { output: { codeSplitting: codeSplitting() } },
  },
  resolve: {
    alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) },
  },
});
