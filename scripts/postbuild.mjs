// Runs after `react-router build`. It
//  - turns the prerendered /404 page into the 404.html static hosts serve,
//    and drops the SPA fallback (every route is prerendered);
//  - writes sitemap.xml and robots.txt from the prerendered pages' canonical URLs;
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
    const html = await readFile(file, 'utf8');
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
