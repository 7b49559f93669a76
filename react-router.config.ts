import type { Config } from '@react-router/dev/config';

/**
 * Every page is prerendered to its own HTML file at build time (`ssr: false`):
 * there is no server at run time, only static files. `/404` is prerendered so
 * `scripts/postbuild.mjs` can turn it into the `404.html` static hosts serve.
 */
export default {
  ssr: false,
  async prerender({ getStaticPaths }) {
    return [...getStaticPaths(), '/404'];
  },
} satisfies Config;
