/**
 * happy-dom for tests that render components which read the site's content: Vitest's own
 * happy-dom environment compiles modules as browser code, where `astro:content` refuses to
 * load; this one compiles them as the build does (on the server) and still gives the test a
 * DOM. Opt in per file with `// @vitest-environment content-dom` (vitest.config.ts names
 * this file so).
 */
import { builtinEnvironments, type Environment } from 'vitest/runtime';

const happyDom = builtinEnvironments['happy-dom'];

export default {
  name: 'happy-dom-with-content',
  viteEnvironment: 'ssr',
  setup: (global, options) => happyDom.setup(global, options),
} satisfies Environment;
