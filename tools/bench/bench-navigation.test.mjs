import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { navigationMarkdown, probedCopy } from './bench-navigation.mjs';

describe('probedCopy', () => {
  const dirs = [];
  afterEach(async () => {
    for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
  });

  it('puts the stopwatch first in every page and lets it run under the copy’s CSP', async () => {
    const build = await mkdtemp(join(tmpdir(), 'build-'));
    dirs.push(build);
    await mkdir(join(build, 'client', 'portfolio'), { recursive: true });
    await mkdir(join(build, 'hosting'));
    const page =
      '<html><head><title>Portfolio</title></head><body><main><h1>Work</h1></main></body></html>';
    await writeFile(join(build, 'client', 'portfolio', 'index.html'), page);
    const csp = "default-src 'self'; script-src 'self' 'sha256-abc='; object-src 'none'";
    await writeFile(
      join(build, 'hosting', 'security-headers.json'),
      JSON.stringify([
        ['Content-Security-Policy', csp],
        ['X-Content-Type-Options', 'nosniff'],
      ]),
    );

    const copy = await probedCopy(build);
    dirs.push(copy);

    expect(await readFile(join(build, 'client', 'portfolio', 'index.html'), 'utf8')).toBe(page);
    const html = await readFile(join(copy, 'client', 'portfolio', 'index.html'), 'utf8');
    const inline = html.match(/^<html><head><script>([\s\S]*?)<\/script><title>/)?.[1];
    expect(inline).toContain("const key = 'bench-navigation'");
    const hash = createHash('sha256').update(inline).digest('base64');
    const headers = JSON.parse(
      await readFile(join(copy, 'hosting', 'security-headers.json'), 'utf8'),
    );
    expect(headers).toEqual([
      [
        'Content-Security-Policy',
        csp.replace("'self' 'sha256-abc='", `'self' 'sha256-${hash}' 'sha256-abc='`),
      ],
      ['X-Content-Type-Options', 'nosniff'],
    ]);
  });

  it('puts the stopwatch before a page’s own policy, which governs only what follows it', async () => {
    const build = await mkdtemp(join(tmpdir(), 'build-'));
    dirs.push(build);
    await mkdir(join(build, 'client'), { recursive: true });
    await mkdir(join(build, 'hosting'));
    const header = ['Content-Security-Policy', "frame-ancestors 'none'"];
    await writeFile(join(build, 'hosting', 'security-headers.json'), JSON.stringify([header]));
    await writeFile(
      join(build, 'client', 'index.html'),
      `<html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="script-src 'self'"></head></html>`,
    );
    const copy = await probedCopy(build);
    dirs.push(copy);
    const html = await readFile(join(copy, 'client', 'index.html'), 'utf8');
    expect(html.indexOf("const key = 'bench-navigation'")).toBeLessThan(
      html.indexOf('http-equiv="Content-Security-Policy"'),
    );
    expect(
      JSON.parse(await readFile(join(copy, 'hosting', 'security-headers.json'), 'utf8')),
    ).toEqual([header]);
  });
});

describe('navigationMarkdown', () => {
  it('gives one row per build and press length', () => {
    const summary = (click) => ({
      navigations: 18,
      prerendered: 18,
      clickMedianMs: click,
      clickRangeMs: [click - 10, click + 20],
      pressMedianMs: click + 100,
      pressedMedianMs: 100,
    });
    const markdown = navigationMarkdown({
      after: { date: '2026-11-24T05:00:00.000Z', byPress: { 0: summary(80), 100: summary(30) } },
    });
    expect(markdown).toContain('| after | 2026-11-24 | 0 (100) | 18 | 80 | 70 to 100 | 180 | 18 |');
    expect(markdown).toContain(
      '| after | 2026-11-24 | 100 (100) | 18 | 30 | 20 to 50 | 130 | 18 |',
    );
    expect(navigationMarkdown({})).toBe('');
  });
});
