import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  firstPaintBudget,
  firstPaintFiles,
  measurePages,
  overBudgetMessage,
  pickCandidate,
  slotWidth,
} from './first-paint-budget.mjs';

/** Text that Brotli cannot compress much, like a page's real copy. */
function copy(bytes) {
  let seed = 7;
  let out = '';
  while (out.length < bytes) {
    seed = (seed * 48271) % 2147483647;
    out += seed.toString(36);
  }
  return out.slice(0, bytes);
}

const page = (body) => `<!DOCTYPE html><html><head>
<link rel="preload" href="/assets/font.woff2" as="font" type="font/woff2" crossorigin="anonymous">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
</head><body>${body}</body></html>`;

const hero = `<picture><source type="image/avif" srcSet="/assets/hero_640.avif 640w, /assets/hero_1280.avif 1280w, /assets/hero_1920.avif 1920w" sizes="100vw"/><img src="/assets/hero.jpg" srcSet="/assets/hero.jpg 1920w" sizes="100vw" width="1920" height="1080" alt="" fetchpriority="high"/></picture>`;

let site;
beforeAll(async () => {
  site = await mkdtemp(join(tmpdir(), 'first-paint-'));
  await mkdir(join(site, 'assets'), { recursive: true });
  await mkdir(join(site, 'light'), { recursive: true });
  await mkdir(join(site, 'heavy'), { recursive: true });
  await writeFile(join(site, 'assets/font.woff2'), Buffer.alloc(10_000));
  await writeFile(join(site, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(join(site, 'assets/hero_640.avif'), Buffer.alloc(4_000));
  await writeFile(join(site, 'assets/hero_1280.avif'), Buffer.alloc(9_000));
  await writeFile(join(site, 'assets/hero_1920.avif'), Buffer.alloc(20_000));
  await writeFile(join(site, 'light/index.html'), page(`<p>${copy(2_000)}</p>${hero}`));
  // The same page with a long first screen of copy: over the budget.
  await writeFile(join(site, 'heavy/index.html'), page(`<p>${copy(40_000)}</p>${hero}`));
});
afterAll(() => rm(site, { recursive: true, force: true }));

describe('what a phone fetches before the first paint', () => {
  it('reads the preloaded font, the favicon and the largest-paint picture from the page', () => {
    expect(firstPaintFiles(page(hero))).toEqual({
      fonts: ['/assets/font.woff2'],
      favicon: '/favicon.svg',
      // 412 px × 1.75 = 721 device pixels: the 1280 px AVIF.
      image: '/assets/hero_1280.avif',
    });
    expect(firstPaintFiles(page('<p>Text only</p>')).image).toBeUndefined();
  });

  it('picks the srcset candidate a browser would for the slot', () => {
    const srcset = '/a.avif 320w, /b.avif 600w, /c.avif 640w';
    expect(pickCandidate(srcset, 206, 1.75)?.url).toBe('/b.avif');
    expect(pickCandidate(srcset, 412, 1.75)?.url).toBe('/c.avif');
    expect(slotWidth('(min-width: 1024px) 300px, (min-width: 640px) 33vw, 50vw', 412)).toBe(206);
    expect(slotWidth('100vw', 412)).toBe(412);
  });
});

describe('the first-paint budget', () => {
  it('weighs each page as sent: its HTML in Brotli, the font, the picture and the icon', async () => {
    const weights = await measurePages(site);
    const light = weights.find((weight) => weight.page === '/light');
    expect(light).toMatchObject({ fonts: 10_000, image: 9_000 });
    expect(light?.html).toBeGreaterThan(1_000);
    expect(light?.total).toBeLessThan(firstPaintBudget);
  });

  it('finds a page pushed over the budget and says why in plain words', async () => {
    const weights = await measurePages(site);
    const over = weights.filter((weight) => weight.total > firstPaintBudget);
    expect(over.map((weight) => weight.page)).toEqual(['/heavy']);
    const message = overBudgetMessage(over);
    expect(message).toMatch(/^A page is too heavy to appear quickly on a phone:/);
    expect(message).toMatch(
      /\/heavy: \d+\.\d KB before its first paint, over the 43\.8 KB budget by \d+\.\d KB \(the page itself \d+\.\d KB, font 10\.0 KB, main picture 9\.0 KB, icon \d+\.\d KB\)\./,
    );
    expect(message).toMatch(/a lot of text or many cards near the top of the page/);
    expect(message).toMatch(/a large or very detailed background picture at the top/);
  });
});
