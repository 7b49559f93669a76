import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import { afterPaintDirective } from './integrations/after-paint-directive';
import { buildSettings } from './integrations/build-settings.mjs';
import { contactFormWordsPlugin } from './integrations/contact-form-words-plugin.mjs';
import { contentEditor } from './integrations/content-editor';
import { firstPaintGuard } from './integrations/first-paint-budget.mjs';
import { hostingHeaders } from './integrations/hosting-headers.mjs';
import { internalLinks } from './integrations/internal-links.mjs';
import { pageCss } from './integrations/page-css.mjs';
import { redirects } from './integrations/redirects.mjs';
import { quickPreviewPictures } from './integrations/quick-preview-pictures.mjs';
import { simpleIconsPlugin } from './integrations/simple-icons-plugin.mjs';
import { unusedPictures } from './integrations/unused-pictures.mjs';
import { unusedVideos } from './integrations/unused-videos.mjs';
import { buildTarget, readEnvironment, resolveBuildSettings } from './src/config/build-settings.js';
import { hostingPolicy } from './src/config/hosting-policy';
import imageEncoding from './src/config/image-encoding.json';

/**
 * Every route in src/pages/ is rendered to its own HTML file at build time; there is no
 * server at run time. React renders every visible component; only the contact form is
 * hydrated in the browser (src/pages/contact.astro, `client:afterpaint`).
 */
/** The site URL, EmailJS ids and media origin, from the environment and .env (one place). */
const settings = resolveBuildSettings(readEnvironment(), buildTarget());

export default defineConfig({
  site: settings.siteUrl,
  outDir: './build/client',
  // '/about-us' is the page: canonical links and the sitemap carry no trailing slash.
  trailingSlash: 'never',
  // Two content entries with the same name (a duplicate slug) stop the build instead of one
  // silently replacing the other.
  prerenderConflictBehavior: 'error',
  // Hashed output under /assets/, which every host caches for a year (integrations/security-headers.mjs).
  // The stylesheet goes into each page's <style> (CSP allows it by hash): as a file it cost a
  // phone a round trip before the first paint (ARCHITECTURE.md, "Performance"). pageCss(),
  // below, then keeps in each page only the rules that page can use. Two pages at a time: a
  // social card's encoding runs off the main thread while the next page renders (322 pages with
  // new cards: 76 s → 58 s; the output is byte for byte the same).
  build: { format: 'directory', assets: 'assets', inlineStylesheets: 'always', concurrency: 2 },
  devToolbar: { enabled: false },
  // Raster images are encoded by astro:assets with sharp (src/lib/images.ts) into /assets/,
  // so build.assetsPrefix moves them to a CDN with the scripts and styles. The sharp options
  // of each format are shared with src/lib/webp-pays.ts, which measures WebP against JPEG.
  image: {
    service: { entrypoint: 'astro/assets/services/sharp', config: imageEncoding.service },
  },
  integrations: [
    buildSettings(settings),
    // The development server and the editor's preview encode at the quickest settings.
    quickPreviewPictures(),
    react(),
    sitemap({ filter: (page) => !page.endsWith('/404') }),
    afterPaintDirective(),
    // Background videos are hashed files under /assets/ (src/lib/videos.ts); those no page
    // names are taken out before the headers and the speed guard read the site.
    unusedVideos(),
    // So are the original pictures no page shows: an unpublished article's, byte for byte.
    unusedPictures(),
    // Integrations' astro:build:done hooks run in this order: each page's <style> is reduced
    // first, so the CSP hashes and the precompressed files are made from the final HTML.
    pageCss(),
    // The only frames a page may hold: the office map, an OpenStreetMap embed (its address is
    // content, and src/content/schemas/site.ts takes only www.openstreetmap.org).
    hostingHeaders(settings, hostingPolicy, { frameOrigins: ['https://www.openstreetmap.org'] }),
    // Every address once published still answers: moved ones redirect, on every host
    // (src/content/site/addresses.yaml); one removed without saying where it leads stops the build.
    redirects(settings),
    // A link between pages (in an article, a button, the menu) that leads nowhere stops the
    // build, naming the content file and line; old addresses count, their forwarding pages written.
    internalLinks(),
    // Refuses a page whose first paint or whole length is too slow for a phone.
    firstPaintGuard(),
    // /keystatic under `npm run edit` only; never in a build.
    contentEditor(),
  ],
  vite: {
    plugins: [tailwindcss(), simpleIconsPlugin(), contactFormWordsPlugin()],
    build: {
      // Astro inlines a page script that imports nothing when it is smaller than this: the
      // enhancement loader (under 1 KB), which must not be a request before the largest paint,
      // and not the enhancement modules (3 KB), which are better cached as a file. Fonts and
      // images always stay files: a data: URI would need a looser CSP and bloat the CSS.
      assetsInlineLimit: (file, content) =>
        /\.[cm]?js$/.test(file) ? content.length < 1024 : false,
    },
  },
});
