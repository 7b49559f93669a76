// Serves the production build the way a static host does: prerendered HTML
// with clean URLs, the build's precompressed Brotli or gzip files (integrations/precompress.mjs),
// the same security headers as every host, 404.html with status 404, long immutable caching
// for hashed assets. Built on the `serve-handler` library (the engine of `serve`).
//
// Usage: node scripts/serve.mjs   (PORT=3000 HOST=127.0.0.1 by default)
// When the build it serves is a preview build (build/hosting/build.json, written by
// integrations/build-settings.mjs), it also starts the local inbox (scripts/inbox.mjs) that
// build's form posts to, on the port and with the ids that build was made with.
import { createServer } from 'node:http';
import { createSecureServer } from 'node:http2';
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { lstat } from 'node:fs/promises';
import Negotiator from 'negotiator';
import handler from 'serve-handler';
import { join } from 'node:path';
import { encodings } from '../integrations/precompress.mjs';
import { serveHandlerHeaders } from '../integrations/security-headers.mjs';

/** Where `npm run build` writes the site, and the headers it computed for it. */
export const clientDir = 'build/client';
export const hostingDir = 'build/hosting';

/**
 * What the build was made with: its target, site URL, EmailJS ids and origin, inbox port.
 * @returns {import('../src/config/build-settings.js').PublicBuildSettings & { inboxPort?: number }}
 */
export function builtSettings(dir = hostingDir) {
  return JSON.parse(readFileSync(join(dir, 'build.json'), 'utf8'));
}

/**
 * The security headers the build wrote, as every host sends them (each page's own policy is in
 * its HTML).
 * @returns {import('../integrations/security-headers.mjs').Header[]}
 */
function builtSecurityHeaders(dir = hostingDir) {
  return JSON.parse(readFileSync(join(dir, 'security-headers.json'), 'utf8'));
}

/**
 * The permanent redirects the build wrote (integrations/redirects.mjs), as serve-handler takes
 * them; none for a build older than them.
 * @param {string} dir
 */
function builtRedirects(dir) {
  const file = join(dir, 'redirects.json');
  if (!existsSync(file)) return [];
  /** @type {{ redirects: { from: string, to: string }[] }} */
  const { redirects } = JSON.parse(readFileSync(file, 'utf8'));
  return redirects.map(({ from, to }) => ({ source: from, destination: to, type: 301 }));
}

/**
 * The file-system methods this server gives serve-handler, typed as serve-handler calls them:
 * it awaits `lstat`, so a promise-returning one works.
 * @typedef {object} Handlers
 * @property {(path: string) => Promise<import('node:fs').Stats>} [lstat]
 * @property {(path: string, options?: Parameters<typeof createReadStream>[1]) => import('node:fs').ReadStream} [createReadStream]
 */

/**
 * File-system handlers for serve-handler that answer with the precompressed sibling of a
 * file (`index.html.br` for `index.html`) when the request accepts its encoding. Lengths,
 * types and headers stay serve-handler's; only the bytes and Content-Encoding change. Range
 * requests (video) always get the file itself.
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @returns {Handlers}
 */
export function precompressedHandlers(request, response) {
  if (request.headers.range) return {};
  const names = encodings.map((encoding) => encoding.name);
  const accepted = new Negotiator(request).encoding([...names, 'identity'], names);
  const encoding = encodings.find((candidate) => candidate.name === accepted);
  if (!encoding) return {};
  /** @type {Set<string>} */
  const encoded = new Set();
  return {
    async lstat(path) {
      const stats = await lstat(path);
      if (!stats.isFile()) return stats;
      const sibling = await lstat(path + encoding.extension).catch(() => null);
      if (!sibling) return stats;
      encoded.add(path);
      return sibling;
    },
    createReadStream(path, options) {
      if (!encoded.has(path)) return createReadStream(path, options);
      response.setHeader('Content-Encoding', encoding.name);
      return createReadStream(path + encoding.extension, options);
    },
  };
}

/**
 * `root` serves another folder of pages (the bench's script-free copy); `hosting` reads the
 * headers of another build (an older commit's, which may differ). With `tls` (a key and
 * certificate), the server speaks HTTPS with HTTP/2, as every host the site deploys to does
 * (deploy/nginx.conf, Netlify, Cloudflare Pages), and HTTP/1.1 to clients that ask for it;
 * `npm run bench` measures that way (tools/bench/local-tls.mjs makes its throw-away certificate).
 * @param {{ root?: string, hosting?: string, tls?: { key: string | Buffer, cert: string | Buffer } }} [options]
 */
export function createSiteServer({ root = clientDir, hosting = hostingDir, tls } = {}) {
  const config = {
    public: root,
    cleanUrls: true,
    trailingSlash: false,
    directoryListing: false,
    headers: serveHandlerHeaders(builtSecurityHeaders(hosting)),
    // Renamed pages' old addresses redirect, as on Netlify, Cloudflare Pages and nginx.
    redirects: builtRedirects(hosting),
  };
  /**
   * One request, over either protocol: HTTP/2's compatibility API gives serve-handler the
   * request and response methods it uses from Node's HTTP/1 server.
   * @param {import('node:http').IncomingMessage} request
   * @param {import('node:http').ServerResponse} response
   */
  const listener = (request, response) => {
    // Every text file is served from its precompressed twins, so what a client receives
    // depends on the encodings it accepts.
    response.setHeader('Vary', 'Accept-Encoding');
    // @types/serve-handler declares Node's callback `fs.lstat` here, but serve-handler awaits
    // the method (its own default is the promisified one).
    const methods = /** @type {Parameters<typeof handler>[3]} */ (
      precompressedHandlers(request, response)
    );
    handler(request, response, config, methods).catch((error) => {
      console.error(error);
      response.statusCode = 500;
      response.end('Internal Server Error');
    });
  };
  if (!tls) return createServer(listener);
  return createSecureServer(
    { ...tls, allowHTTP1: true },
    /** @type {(request: import('node:http2').Http2ServerRequest, response: import('node:http2').Http2ServerResponse) => void} */ (
      /** @type {unknown} */ (listener)
    ),
  );
}

async function main() {
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? '127.0.0.1';
  if (!existsSync(`${clientDir}/index.html`)) {
    console.error('No production build found: run `npm run build` first.');
    process.exit(1);
  }
  const built = builtSettings();
  if (built.target === 'preview') {
    const { startInbox } = await import('./inbox.mjs');
    // The inbox answers the pages of this site, and no others.
    await startInbox({
      port: built.inboxPort,
      ...built.emailjs,
      allowedOrigins: [`http://localhost:${port}`, `http://127.0.0.1:${port}`],
    });
  } else {
    console.log(`A deploy build: its form sends real e-mail through ${built.emailjs.origin}.`);
  }
  const server = createSiteServer();
  server.listen(port, host, () => {
    console.log(`Brightwave Digital is served at http://localhost:${port}`);
  });
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await main();
}
