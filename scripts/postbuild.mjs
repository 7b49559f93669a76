// Runs after `react-router build`. It
//  - turns the prerendered /404 page into the 404.html static hosts serve,
//    and drops the SPA fallback (every route is prerendered);
//  - writes sitemap.xml and robots.txt from the prerendered pages' canonical URLs;
//  - defers hydration until after the first paint (see deferHydration);
//  - hashes every inline script the build emitted and writes the hosting
//    headers (CSP included) for static hosts, nginx and the local server;
//  - precompresses every text file, last, once nothing changes any more.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import {
  contentSecurityPolicy,
  renderHeadersFile,
  renderNginxHeaders,
  securityHeaders,
} from './hosting-headers.mjs';
import { loadEnv } from 'vite';
import { resolveEmailjsOrigin } from '../app/config/emailjs-origin.js';
import { precompress } from './precompress.mjs';

export const buildDir = 'build';
export const clientDir = join(buildDir, 'client');
export const hostingDir = join(buildDir, 'hosting');

const exists = (path) =>
  stat(path).then(
    () => true,
    () => false,
  );

async function htmlFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name))
    .sort();
}

/** sha256 CSP sources of every executable inline <script> (JSON-LD is data, not script). */
export function inlineScriptHashes(html) {
  const hashes = [];
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
    const attributes = match[1] ?? '';
    if (/\ssrc=/.test(attributes) || /type="application\/(ld\+)?json"/.test(attributes)) continue;
    hashes.push(`sha256-${createHash('sha256').update(match[2]).digest('base64')}`);
  }
  return hashes;
}

/**
 * React Router's bootstrap imports the app's modules at once and preloads
 * them from <head>, so on a slow phone ~130 KB of JavaScript competes with
 * the CSS, fonts and hero image the largest paint needs. The page is already
 * complete HTML, so this rewrites the bootstrap to start the same imports (in
 * parallel, through modulepreload links for every chunk the head listed) once
 * the page has loaded, its hero image has decoded, and it has painted its next
 * frame (on a slow phone the first paint can come after the load event, and the
 * hero image a frame later), or at once when the visitor touches,
 * clicks or types before then. Throws if the bootstrap no longer has the shape
 * it expects.
 */
export function deferHydration(html) {
  const preloadLink = /<link rel="modulepreload" href="([^"]+)"\/>/g;
  const preloads = [...html.matchAll(preloadLink)].map((m) => m[1]);
  const withoutPreloads = html.replace(preloadLink, '');
  const bootstrap = /<script type="module" async="">([\s\S]*?)<\/script>/;
  const match = withoutPreloads.match(bootstrap);
  if (!match) throw new Error('deferHydration: React Router bootstrap script not found');
  const body = match[1];
  const sideEffects = [...body.matchAll(/^import "([^"]+)";$/gm)].map((m) => m[1]);
  const routes = [...body.matchAll(/^import \* as (\w+) from "([^"]+)";$/gm)].map((m) => ({
    name: m[1],
    url: m[2],
  }));
  const registry = body.match(/window\.__reactRouterRouteModules = \{[^;]*\};/)?.[0];
  const entry = body.match(/^import\("([^"]+)"\);$/m)?.[1];
  if (sideEffects.length === 0 || routes.length === 0 || !registry || !entry) {
    throw new Error('deferHydration: unexpected bootstrap script shape');
  }
  const urls = [...new Set([...sideEffects, ...routes.map((r) => r.url), entry, ...preloads])];
  const script = [
    'const hydrate = async () => {',
    `  for (const href of ${JSON.stringify(urls)}) { const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href; document.head.append(link); }`,
    ...sideEffects.map((url) => `  await import(${JSON.stringify(url)});`),
    `  const [${routes.map((r) => r.name).join(', ')}] = await Promise.all([${routes.map((r) => `import(${JSON.stringify(r.url)})`).join(', ')}]);`,
    `  ${registry}`,
    `  await import(${JSON.stringify(entry)});`,
    '};',
    'let started = false;',
    'const start = () => { if (!started) { started = true; hydrate(); } };',
    // The hero image decodes after the first paint (decoding="async"): wait for it, so the
    // largest paint is on screen before any script is fetched.
    'const heroImages = () => [...document.querySelectorAll("img[fetchpriority=high]")].map((image) => image.decode().catch(() => {}));',
    'const afterPaint = () => Promise.all(heroImages()).then(() => requestAnimationFrame(() => setTimeout(start, 0)));',
    'if (document.readyState === "complete") afterPaint();',
    'else {',
    '  addEventListener("load", afterPaint, { once: true });',
    '  for (const type of ["pointerdown", "keydown", "touchstart"]) addEventListener(type, start, { once: true, capture: true, passive: true });',
    '}',
  ].join('\n');
  return withoutPreloads.replace(bootstrap, () => `<script type="module">${script}</script>`);
}

export function iframeOrigins(html) {
  return [...html.matchAll(/<iframe[^>]*\ssrc="([^"]+)"/g)].map(
    (m) => new URL(m[1].replaceAll('&amp;', '&')).origin,
  );
}

export function sitemapXml(urls) {
  const entries = urls.map((url) => `  <url><loc>${url}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</urlset>\n`;
}

export async function postbuild() {
  const prerendered404 = join(clientDir, '404', 'index.html');
  if (await exists(prerendered404)) {
    await rename(prerendered404, join(clientDir, '404.html'));
    await rm(join(clientDir, '404'), { recursive: true, force: true });
  }
  await rm(join(clientDir, '__spa-fallback.html'), { force: true });

  const files = await htmlFiles(clientDir);
  const hashes = new Set();
  const frames = new Set();
  const canonicals = [];
  for (const file of files) {
    const html = deferHydration(await readFile(file, 'utf8'));
    await writeFile(file, html);
    inlineScriptHashes(html).forEach((hash) => hashes.add(hash));
    iframeOrigins(html).forEach((origin) => frames.add(origin));
    const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
    const noindex = /<meta name="robots" content="noindex"/.test(html);
    if (!canonical) throw new Error(`postbuild: ${relative(clientDir, file)} has no canonical URL`);
    if (!noindex) canonicals.push(canonical);
  }

  const siteOrigin = new URL(canonicals[0]).origin;
  canonicals.sort((a, b) => a.length - b.length || a.localeCompare(b));
  await writeFile(join(clientDir, 'sitemap.xml'), sitemapXml(canonicals));
  await writeFile(
    join(clientDir, 'robots.txt'),
    `User-agent: *\nAllow: /\n\nSitemap: ${siteOrigin}/sitemap.xml\n`,
  );

  // The same variables Vite baked into the bundle: .env files, then the real environment.
  const env = { ...loadEnv('production', process.cwd(), 'VITE_'), ...process.env };
  const mediaBase = env.VITE_MEDIA_BASE_URL;
  const csp = contentSecurityPolicy({
    scriptHashes: [...hashes].sort(),
    connectOrigins: [resolveEmailjsOrigin(env)],
    frameOrigins: [...frames].sort(),
    mediaOrigins: mediaBase && /^https?:/.test(mediaBase) ? [new URL(mediaBase).origin] : [],
  });
  const security = securityHeaders(csp);
  await mkdir(join(buildDir, 'nginx'), { recursive: true });
  await mkdir(hostingDir, { recursive: true });
  await writeFile(join(clientDir, '_headers'), renderHeadersFile(security));
  const nginxHeaders = renderNginxHeaders(security);
  await writeFile(join(buildDir, 'nginx', 'pages-headers.conf'), nginxHeaders.pages);
  await writeFile(join(buildDir, 'nginx', 'assets-headers.conf'), nginxHeaders.assets);
  await writeFile(join(hostingDir, 'security-headers.json'), JSON.stringify(security, null, 2));
  const compressed = await precompress(clientDir);
  return {
    compressed,
    pages: files.length,
    sitemap: canonicals.length,
    scriptHashes: hashes.size,
    frames: [...frames],
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const summary = await postbuild();
  console.log(
    `postbuild: ${summary.pages} pages, ${summary.sitemap} sitemap URLs, ${summary.scriptHashes} inline script hashes, frames: ${summary.frames.join(', ') || 'none'}, ${summary.compressed.files} files precompressed (${Math.round(summary.compressed.bytes / 1024)} KB to ${Math.round(summary.compressed.brotliBytes / 1024)} KB with Brotli)`,
  );
}
