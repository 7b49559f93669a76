// Serves the production build the way a static host does: prerendered HTML
// with clean URLs, gzip compression, the same security headers as every host, 404.html
// with status 404, long immutable caching for hashed assets. Built on the
// `serve-handler` library (the engine of `serve`).
//
// Usage: node scripts/serve.mjs   (PORT=3000 HOST=127.0.0.1 by default)
// Without EmailJS keys in the environment, it also starts the local inbox
// (scripts/inbox.mjs) that the form posts to.
import { createServer } from 'node:http';
import { existsSync } from 'node:fs';
import compression from 'compression';
import handler from 'serve-handler';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { clientDir, hostingDir } from './postbuild.mjs';
import { serveHandlerHeaders } from './hosting-headers.mjs';

/** The security headers the build computed (CSP hashes included). */
function builtSecurityHeaders() {
  return JSON.parse(readFileSync(join(hostingDir, 'security-headers.json'), 'utf8'));
}

export function createSiteServer({ root = clientDir } = {}) {
  const compress = compression();
  const config = {
    public: root,
    cleanUrls: true,
    trailingSlash: false,
    directoryListing: false,
    headers: serveHandlerHeaders(builtSecurityHeaders()),
  };
  return createServer((request, response) => {
    compress(request, response, () => {
      handler(request, response, config).catch((error) => {
        console.error(error);
        response.statusCode = 500;
        response.end('Internal Server Error');
      });
    });
  });
}

async function main() {
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? '127.0.0.1';
  if (!existsSync(`${clientDir}/index.html`)) {
    console.error('No production build found: run `npm run build` first.');
    process.exit(1);
  }
  if (!process.env.VITE_EMAILJS_PUBLIC_KEY && existsSync(new URL('./inbox.mjs', import.meta.url))) {
    const { startInbox } = await import('./inbox.mjs');
    await startInbox();
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
