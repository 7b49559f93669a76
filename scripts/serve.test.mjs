import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { writeHostingFiles } from '../integrations/hosting-headers.mjs';
import { createSiteServer } from './serve.mjs';

const names = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'x-frame-options',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
];

describe('createSiteServer', () => {
  const cleanups = /** @type {(() => Promise<unknown>)[]} */ ([]);
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  it('sends every response the whole security set once, cross-origin only where other sites embed', async () => {
    const build = await mkdtemp(join(tmpdir(), 'serve-'));
    cleanups.push(() => rm(build, { recursive: true, force: true }));
    const client = join(build, 'client');
    const files = {
      'index.html':
        '<!doctype html><meta charset="utf-8"><title>Home</title><script>boot()</script>',
      '404.html': '<!doctype html><meta charset="utf-8"><title>Not found</title>',
      'assets/app.1a2b.js': 'start()',
      'media/video/hero.mp4': 'video',
      'media/og/brightwave-og.jpg': 'jpeg',
      'og/home.jpg': 'jpeg',
      'icons/icon-512.png': 'png',
      'favicon.ico': 'ico',
      'apple-touch-icon.png': 'png',
    };
    for (const [path, contents] of Object.entries(files)) {
      await mkdir(join(client, path, '..'), { recursive: true });
      await writeFile(join(client, path), contents);
    }
    await writeHostingFiles(client, {
      emailjsOrigin: 'https://api.emailjs.com',
      mediaBaseUrl: '/media',
    });
    const built = new Map(
      /** @type {[string, string][]} */ (
        JSON.parse(await readFile(join(build, 'hosting', 'security-headers.json'), 'utf8'))
      ).map(([name, value]) => [name.toLowerCase(), value]),
    );
    const server = createSiteServer({ root: client, hosting: join(build, 'hosting') });
    await new Promise((listening) => server.listen(0, '127.0.0.1', () => listening(undefined)));
    cleanups.push(() => new Promise((closed) => server.close(closed)));
    const address = /** @type {import('node:net').AddressInfo} */ (server.address());

    const expected = {
      '/': [200, 'same-origin'],
      '/a/b/c': [404, 'same-origin'],
      '/assets/app.1a2b.js': [200, 'same-origin'],
      '/media/video/hero.mp4': [200, 'same-origin'],
      '/media/og/brightwave-og.jpg': [200, 'cross-origin'],
      '/og/home.jpg': [200, 'cross-origin'],
      '/icons/icon-512.png': [200, 'cross-origin'],
      '/favicon.ico': [200, 'cross-origin'],
      '/apple-touch-icon.png': [200, 'cross-origin'],
    };
    for (const [path, [status, resourcePolicy]] of Object.entries(expected)) {
      const response = await fetch(`http://127.0.0.1:${address.port}${path}`);
      await response.arrayBuffer();
      expect(response.status, path).toBe(status);
      for (const name of names) {
        // fetch joins a header sent twice with a comma.
        const value = response.headers.get(name);
        expect(value, `${path} ${name}`).toBe(
          name === 'cross-origin-resource-policy' ? resourcePolicy : built.get(name),
        );
      }
    }
  });
});
