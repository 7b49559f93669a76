import { devices, type Browser } from '@playwright/test';
import { expect, test, waitUntilEnhanced, type Page } from './fixtures';
import { templatePaths, timeoutForPages } from './site-routes';

/**
 * No page asks for a file that is not there: a page of each kind loaded as a visitor's browser
 * loads it, at 390 and 1280 px, scrolled to its end so lazy pictures load, the hero video started
 * on the wide screen: every request it makes must be answered (no 404, no failed request). The
 * 404 page is crawled too, through an address that does not exist. That every address any page's
 * HTML names (in `<template>`s too, so what one width never fetches) is a built file is read
 * from the files by the whole-site pass (tests/site/pages.test.ts).
 */

const notFoundPath = '/no-such-page-here';
/** A page of each kind (`templatePaths`), and the not-found page. */
const pages = [...templatePaths, notFoundPath];

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
