import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { floorHtml, floorSite } from './bench-floor.mjs';

describe('the bench floor', () => {
  it('is one heading and one paragraph with nothing to fetch or run', () => {
    const body = floorHtml.slice(floorHtml.indexOf('<body>'));
    expect(body.match(/<[a-z0-9]+/g)).toEqual(['<body', '<h1', '<p']);
    expect(floorHtml).not.toMatch(/<(link|script|style|img|picture|video|svg|iframe)\b/);
    expect(floorHtml).not.toMatch(/\b(src|srcset|style)=/);
  });

  const dirs = [];
  afterEach(async () => {
    for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
  });

  it('is the index of its own folder, small enough to fit any first round trip', async () => {
    const dir = await floorSite();
    dirs.push(dir);
    expect(await readdir(dir)).toEqual(['index.html']);
    expect(await readFile(join(dir, 'index.html'), 'utf8')).toBe(floorHtml);
    expect(Buffer.byteLength(floorHtml)).toBeLessThan(1024);
  });
});
