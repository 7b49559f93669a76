import { readFileSync } from 'node:fs';
import { devices, type Browser } from '@playwright/test';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { expect, test, waitUntilEnhanced, type Page } from './fixtures';
import { sitePaths, timeoutForPages } from './site-routes';

/**
 * No page of the built site asks for a file that is not there. Two ways:
 * - every page loaded as a visitor's browser loads it, at 390 and 1280 px, scrolled to its end
 *   so lazy pictures load, the hero video started on the wide screen: every request it makes
 *   must be answered (no 404, no failed request);
 * - every address its HTML names (`src`, each `srcset` candidate, same-site `href`, `poster`,
 *   and the share image), inside `<template>`s too, where the hero video waits: each must be
 *   answered 200, so what one width never fetches is checked as well.
 * The 404 page is crawled too, through an address that does not exist.
 */

const notFoundPath = '/no-such-page-here';
const pages = [...sitePaths, notFoundPath];

/** The public origin the build wrote into absolute links: those are this site too. */
const { siteUrl } = JSON.parse(readFileSync('build/hosting/build.json', 'utf8')) as {
  siteUrl: string;
};

type Element = DefaultTreeAdapterMap['element'];
type Node = DefaultTreeAdapterMap['node'];

/** Every element of a parsed document, template contents included. */
function* elements(node: Node): Generator<Element> {
  if ('tagName' in node) yield node;
  if ('content' in node && node.content) yield* elements(node.content as Node);
  if ('childNodes' in node) for (const child of node.childNodes) yield* elements(child as Node);
}

/** The addresses a page's HTML names, as written: src, srcset candidates, href, poster, share image. */
function namedAddresses(html: string): string[] {
  const found: string[] = [];
  for (const element of elements(parse(html) as Node)) {
    for (const { name, value } of element.attrs) {
      if (name === 'src' || name === 'href' || name === 'poster') found.push(value);
      else if (name === 'srcset' || name === 'imagesrcset')
        for (const candidate of value.split(','))
          found.push(candidate.trim().split(/\s+/)[0] ?? '');
      else if (
        name === 'content' &&
        element.attrs.some(
          (attr) =>
            (attr.name === 'property' || attr.name === 'name') &&
            /^(og|twitter):image$/.test(attr.value),
        )
      )
        found.push(value);
    }
  }
  return found.filter((address) => address !== '');
}

/**
 * The site-relative form of an address a page at `from` names, or undefined when it is not a
 * file of this site (another site, mail, phone, or a place on the same page).
 */
function onThisSite(address: string, from: string): string | undefined {
  if (/^(mailto|tel|javascript|data):/i.test(address) || address.startsWith('#')) return undefined;
  const url = new URL(address, new URL(from, `${siteUrl}/`));
  if (url.origin !== new URL(siteUrl).origin) return undefined;
  return url.pathname + url.search;
}

interface Crawl {
  requests: number;
  /** of which videos */
  videos: number;
  missing: string[];
}

/** Loads `path` as a visitor would and returns every request it made that was not answered. */
async function crawl(page: Page, path: string, wide: boolean): Promise<Crawl> {
  const result: Crawl = { requests: 0, videos: 0, missing: [] };
  page.on('request', (request) => {
    result.requests += 1;
    if (request.resourceType() === 'media') result.videos += 1;
  });
  page.on('requestfailed', (request) =>
    result.missing.push(`${path}: ${request.url()} failed (${request.failure()?.errorText})`),
  );
  page.on('response', (response) => {
    const url = new URL(response.url());
    // The 404 page is the one document that is meant to answer 404.
    const expected404 = path === notFoundPath && url.pathname === notFoundPath;
    if (response.status() >= 400 && !expected404)
      result.missing.push(`${path}: ${response.url()} answered ${response.status()}`);
  });
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(path === notFoundPath ? 404 : 200);
  // The hero video waits in a <template> until the enhancement script puts it in the page.
  const hasVideo = (await response!.text()).includes('data-background-video');
  await waitUntilEnhanced(page);
  // Down to the end and back, a screen at a time, so every lazy picture is asked for.
  await page.evaluate(async () => {
    const step = Math.max(200, Math.floor(window.innerHeight * 0.8));
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
  });
  const video = page.locator('video');
  if (wide && hasVideo) {
    // The wide screen plays the hero video: its file answered and decoded.
    await expect(video).toHaveCount(1, { timeout: 10_000 });
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => !v.error && v.readyState >= 2), {
        message: `${path}: the hero video plays`,
        timeout: 10_000,
      })
      .toBe(true);
  }
  if (!wide) await expect(video, `${path}: no video on a phone`).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('img').first()).toBeAttached();
  const broken = await page
    .locator('img')
    .evaluateAll((images) =>
      (images as HTMLImageElement[])
        .filter((image) => image.complete && image.naturalWidth === 0)
        .map((image) => image.currentSrc || image.src),
    );
  result.missing.push(...broken.map((src) => `${path}: the picture ${src} did not load`));
  page.removeAllListeners();
  return result;
}

async function crawlAt(browser: Browser, width: 390 | 1280) {
  const context = await browser.newContext(
    width === 390
      ? { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } }
      : { viewport: { width: 1280, height: 800 } },
  );
  const total: Crawl = { requests: 0, videos: 0, missing: [] };
  for (const path of pages) {
    const page = await context.newPage();
    const { requests, videos, missing } = await crawl(page, path, width === 1280);
    total.requests += requests;
    total.videos += videos;
    total.missing.push(...missing);
    await page.close();
  }
  await context.close();
  return total;
}

for (const width of [390, 1280] as const) {
  test(`at ${width} px, every page loads without a request that is missing or fails`, async ({
    browser,
  }) => {
    test.setTimeout(timeoutForPages(pages.length));
    const { requests, videos, missing } = await crawlAt(browser, width);
    const summary = `${width} px: ${pages.length} pages, ${requests} requests (${videos} for video), ${missing.length} missing`;
    console.log(summary);
    test.info().annotations.push({ type: 'crawl', description: summary });
    expect(requests).toBeGreaterThan(pages.length);
    expect(missing).toEqual([]);
  });
}

test('every address the built pages name, in templates too, is answered', async ({ request }) => {
  test.setTimeout(timeoutForPages(pages.length));
  /** Each site address, with the first page that names it. */
  const named = new Map<string, string>();
  let mentions = 0;
  for (const path of pages) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(path === notFoundPath ? 404 : 200);
    for (const address of namedAddresses(await response.text())) {
      const local = onThisSite(address, path);
      if (local === undefined) continue;
      mentions += 1;
      if (!named.has(local)) named.set(local, path);
    }
  }
  const missing: string[] = [];
  for (const [address, page] of named) {
    const response = await request.get(address, { maxRedirects: 0 });
    if (response.status() !== 200)
      missing.push(`${address} (named on ${page}) answered ${response.status()}`);
  }
  const videos = [...named.keys()].filter((address) => /\.(mp4|webm)$/.test(address)).length;
  const summary = `${pages.length} pages name ${mentions} site addresses, ${named.size} different (${videos} videos): ${missing.length} missing`;
  console.log(summary);
  test.info().annotations.push({ type: 'crawl', description: summary });
  // Every page names files of its own (pictures, the font, the favicon) and links to others.
  expect(named.size).toBeGreaterThan(pages.length);
  expect(missing).toEqual([]);
});
