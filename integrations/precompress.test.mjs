import { mkdtemp, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { precompress } from './precompress.mjs';
import { precompressedHandlers } from '../scripts/serve.mjs';

const page = `<!doctype html><html><body>${'<p class="text-slate-700">Brightwave Digital</p>'.repeat(200)}</body></html>`;
let dir;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'precompress-'));
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, 'index.html'), page);
  await writeFile(join(dir, 'assets', 'app.js'), `export const copy = ${JSON.stringify(page)};`);
  await writeFile(join(dir, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  await writeFile(join(dir, 'poster.webp'), Buffer.alloc(4096, 7));
});

describe('precompress', () => {
  it('writes Brotli and gzip siblings that decompress to the original, for text files of 1 KB or more', async () => {
    const result = await precompress(dir);
    expect(result.files).toBe(2);
    for (const file of ['index.html', join('assets', 'app.js')]) {
      const original = await readFile(join(dir, file));
      const br = await readFile(join(dir, `${file}.br`));
      const gz = await readFile(join(dir, `${file}.gz`));
      expect(brotliDecompressSync(br).equals(original)).toBe(true);
      expect(gunzipSync(gz).equals(original)).toBe(true);
      expect(br.length).toBeLessThan(gz.length);
    }
    // Too small to be worth it, or an image that is compressed already.
    await expect(stat(join(dir, 'robots.txt.br'))).rejects.toThrow();
    await expect(stat(join(dir, 'poster.webp.br'))).rejects.toThrow();
  });
});

describe('precompressedHandlers (scripts/serve.mjs)', () => {
  const fakeResponse = () => {
    const headers = {};
    return { headers, setHeader: (name, value) => (headers[name] = value) };
  };
  /** serve.mjs's handlers for a request that accepts `acceptEncoding`, and the response they write to. */
  const handlersAccepting = (acceptEncoding) => {
    const response = fakeResponse();
    const handlers = precompressedHandlers(
      { headers: { 'accept-encoding': acceptEncoding } },
      response,
    );
    return { handlers, response };
  };
  const read = (stream) =>
    new Promise((resolve, reject) => {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => resolve(Buffer.concat(chunks)));
      stream.on('error', reject);
    });

  it('serves the Brotli sibling, with its length, to a browser that accepts Brotli', async () => {
    const { handlers, response } = handlersAccepting('gzip, deflate, br, zstd');
    const path = join(dir, 'index.html');
    const stats = await handlers.lstat(path);
    expect(stats.size).toBe((await stat(`${path}.br`)).size);
    const body = await read(handlers.createReadStream(path, {}));
    expect(response.headers['Content-Encoding']).toBe('br');
    expect(brotliDecompressSync(body).toString()).toBe(page);
  });

  it('falls back to gzip, and to the file itself when nothing compressed is accepted or it has no sibling', async () => {
    const { handlers: gzip, response: gzipResponse } = handlersAccepting('br;q=0, gzip');
    const path = join(dir, 'index.html');
    await gzip.lstat(path);
    expect(gunzipSync(await read(gzip.createReadStream(path, {}))).toString()).toBe(page);
    expect(gzipResponse.headers['Content-Encoding']).toBe('gzip');

    expect(
      precompressedHandlers({ headers: { 'accept-encoding': 'identity' } }, fakeResponse()),
    ).toEqual({});
    expect(precompressedHandlers({ headers: { range: 'bytes=0-10' } }, fakeResponse())).toEqual({});

    const { handlers: plain, response: plainResponse } = handlersAccepting('br');
    const robots = join(dir, 'robots.txt');
    expect((await plain.lstat(robots)).size).toBe((await stat(robots)).size);
    expect((await read(plain.createReadStream(robots, {}))).toString()).toContain('User-agent');
    expect(plainResponse.headers['Content-Encoding']).toBeUndefined();
  });
});
