import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { scriptFreeCopy, stripScripts } from './script-free-copy.mjs';

const page =
  '<html><head><link rel="modulepreload" href="/assets/a.js"/>' +
  '<script type="application/ld+json">{"@type":"Organization"}</script>' +
  '<link rel="stylesheet" href="/assets/root.css"/></head>' +
  '<body><h1>Brightwave</h1><script>window.__ctx = {"a":1};</script>' +
  '<script type="module">import("/assets/b.js");</script><p>Text</p></body></html>';

describe('stripScripts', () => {
  it('removes inline, module and preloaded scripts but keeps content, styles and structured data', () => {
    expect(stripScripts(page)).toBe(
      '<html><head>' +
        '<script type="application/ld+json">{"@type":"Organization"}</script>' +
        '<link rel="stylesheet" href="/assets/root.css"/></head>' +
        '<body><h1>Brightwave</h1><p>Text</p></body></html>',
    );
  });
});

describe('scriptFreeCopy', () => {
  const dirs = [];
  afterEach(async () => {
    for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
  });

  it('leaves the build alone and gives the copy fresh compressed twins without scripts', async () => {
    const build = await mkdtemp(join(tmpdir(), 'build-'));
    dirs.push(build);
    await mkdir(join(build, 'about-us'));
    const long = page.replace('<p>Text</p>', `<p>${'Text '.repeat(400)}</p>`);
    await writeFile(join(build, 'about-us', 'index.html'), long);
    await writeFile(join(build, 'about-us', 'index.html.br'), 'stale');

    const copy = await scriptFreeCopy(build);
    dirs.push(copy);

    expect(await readFile(join(build, 'about-us', 'index.html'), 'utf8')).toBe(long);
    const html = await readFile(join(copy, 'about-us', 'index.html'), 'utf8');
    expect(html).not.toContain('__ctx');
    expect(html).toContain('Text Text');
    const twin = brotliDecompressSync(await readFile(join(copy, 'about-us', 'index.html.br')));
    expect(twin.toString('utf8')).toBe(html);
  });
});
