import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  encodedSize,
  loadOrder,
  networkOptions,
  startTags,
  summariseRuns,
  templateRoutes,
} from './bench-network.mjs';
import { gapRow, networkMarkdown } from './bench-network-report.mjs';

describe('the order of loads', () => {
  it('alternates the floor and the route, each first in every other pair', () => {
    expect(loadOrder(3)).toEqual(['floor', 'route', 'route', 'floor', 'floor', 'route']);
    expect(loadOrder(5).filter((which) => which === 'route')).toHaveLength(5);
  });
});

describe('the routes of each template', () => {
  it('takes one page of each kind from the sitemap, and a path that is no page', () => {
    const paths = [
      '/',
      '/about-us',
      '/contact',
      '/insights',
      '/insights/2',
      '/insights/topics/search',
      '/insights/a-first-article',
      '/insights/topics/web-design',
      '/portfolio',
      '/portfolio/a-case',
      '/privacy-policy',
      '/services',
      '/services/hosting',
      '/services/design',
      '/terms-of-service',
    ];
    expect(templateRoutes(paths)).toEqual([
      '/',
      '/about-us',
      '/contact',
      '/services',
      '/services/hosting',
      '/portfolio',
      '/portfolio/a-case',
      '/insights',
      '/insights/a-first-article',
      '/insights/topics/search',
      '/privacy-policy',
      '/bench-no-such-page',
    ]);
  });
});

const load = (fcpMs, lcpMs, more = {}) => ({
  fcpMs,
  lcp: { ms: lcpMs, element: 'img' },
  document: { connectMs: 300, tlsMs: 150, firstByteMs: 500, endMs: 700, bytes: 16000 },
  blocking: { count: 0, bytes: 0, endMs: 0 },
  cpuMultiplier: 2,
  ...more,
});

describe('the summary of a route', () => {
  it('takes the median and the range of the good runs, and leaves failed ones out', () => {
    const summary = summariseRuns([
      load(900, 1200),
      load(1000, 1500),
      { error: 'timed out' },
      load(800, 1100),
      load(950, 1900),
      load(1100, 1300),
    ]);
    expect(summary.runs).toBe(5);
    expect(summary.fcpMs).toBe(950);
    expect(summary.fcpRangeMs).toEqual([800, 1100]);
    expect(summary.lcpMs).toBe(1300);
    expect(summary.lcpRangeMs).toEqual([1100, 1900]);
    expect(summary.lcpElement).toBe('img');
  });

  it('reports the error when no run succeeded', () => {
    expect(summariseRuns([{ error: 'refused' }])).toEqual({ error: 'refused' });
  });
});

describe('where the first screen ends in the HTML', () => {
  it("finds the start tags in source order, not the text of scripts, styles or comments", () => {
    const html =
      '<html><head><style>a<b{}</style><script>if (a<b) x()</script></head><body><!-- <p> --><h1>Hi</h1><svg><path/></svg></body></html>';
    const tags = startTags(html);
    expect(tags.map((tag) => tag.name)).toEqual([
      'html',
      'head',
      'style',
      'script',
      'body',
      'h1',
      'svg',
      'path',
    ]);
    expect(html.slice(tags[5].offset)).toMatch(/^<h1>/);
  });

  it('weighs the HTML before it at the encoding the host sends', () => {
    const text = 'Brightwave Digital '.repeat(200);
    expect(encodedSize(text, 'br11')).toBeLessThan(encodedSize(text, 'gzip9') + 40);
    expect(encodedSize(text, 'gzip6')).toBeLessThan(text.length / 10);
    expect(encodedSize(text, 'br4')).toBeGreaterThan(0);
    expect(encodedSize(text, 'gzip9')).toBe(gzipSync(text, { level: 9 }).length);
    expect(brotliDecompressSync(brotliCompressSync(text)).toString()).toBe(text);
    expect(gunzipSync(gzipSync(text)).toString()).toBe(text);
  });
});

describe('the options', () => {
  it('takes a build folder or its client folder, and encodings with their record sizes', () => {
    const options = networkOptions([
      '--network',
      '--build',
      '/tmp/other/build/client',
      '--encodings',
      'br11,gzip9@16k',
      '--ssl-buffer',
      '4k',
      '--only',
      '/,/contact',
      '--runs',
      '3',
    ]);
    expect(options.build).toBe('/tmp/other/build');
    expect(options.variants).toEqual([
      { encoding: 'br11', sslBuffer: '4k' },
      { encoding: 'gzip9', sslBuffer: '16k' },
    ]);
    expect(options.routes).toEqual(['/', '/contact']);
    expect(options.runs).toBe(3);
  });

  it('measures every encoding at the shipped record size by default, five times', () => {
    const options = networkOptions(['--network']);
    expect(options.variants.map((variant) => variant.encoding)).toEqual([
      'br11',
      'gzip9',
      'br4',
      'gzip6',
    ]);
    expect(options.variants.every((variant) => variant.sslBuffer === undefined)).toBe(true);
    expect(options.runs).toBe(5);
  });

  it('refuses an encoding it does not know', () => {
    expect(() => networkOptions(['--encodings', 'br5'])).toThrow(/no encoding "br5"/);
  });
});

describe('the report', () => {
  const summary = summariseRuns([load(900, 1300), load(1000, 1400), load(1100, 1500)]);
  const floor = summariseRuns([load(700, 700), load(720, 720), load(740, 740)]);
  const results = {
    date: '2026-12-01T00:00:00.000Z',
    chrome: '156',
    build: '/tmp/build',
    link: { rttMs: 150, downBitsPerSecond: 1_600_000, upBitsPerSecond: 750_000, mss: 1460 },
    check: { connectMs: 152, downBitsPerSecond: 1_550_000, upBitsPerSecond: 720_000 },
    phone: { width: 390, height: 844, deviceScaleFactor: 3 },
    runs: 3,
    lighthouse: { date: '2026-11-29', gaps: { '/': { lcpMs: 900, gapMs: 120 } } },
    variants: {
      'gzip9 16k': { encoding: 'gzip9', label: 'gzip 9', sslBuffer: '16k', routes: { '/': { site: summary, floor } } },
      'gzip9 4k': { encoding: 'gzip9', label: 'gzip 9', sslBuffer: '4k', routes: { '/': { site: summary, floor } } },
    },
  };
  const text = networkMarkdown(results);

  it("shows each route's medians, the floor's and the gap, with Lighthouse's beside it", () => {
    expect(text).toMatch(/\| \/ \| 1400 \(1300–1500\) \| 720 \| \*\*\+680\*\* \| 1000 \(900–1100\) \| 720 \| \+280 \| \+120 \|/);
    expect(text).toContain('TCP connect 152 ms');
  });

  it('compares the record sizes of one encoding side by side', () => {
    expect(text).toContain('ssl_buffer_size 16k / 4k');
    expect(text).toMatch(/\| \/ \| gzip9 \| 500 \/ 500 \|/);
  });

  it('splits the gap into the first byte, the rest of the HTML and the two paints', () => {
    const site = { ...summary, lcpRequestStartMs: 800, lcpRequestEndMs: 1300 };
    site.mainThread = { style: 10, layout: 20, script: 5 };
    // The route's first byte is the floor's (500), its HTML ends at 700, FCP 1000, LCP 1400.
    expect(gapRow('/', { site, floor })).toBe(
      '| / | **+680** | 0 | 200 | +300 | +400 | 800–1300 | 35 |',
    );
  });
});
