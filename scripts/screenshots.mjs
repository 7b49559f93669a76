#!/usr/bin/env node
/* global document, window, getComputedStyle -- the scroll callback runs in the page */
/**
 * Full-page screenshots of the served site at phone (390×844) and desktop
 * (1280×800) widths, for looking at a change before it lands.
 *
 * Run against a running production server (`npm start` or `npm run serve`):
 *   npm run screenshots                         every route, into screenshots/
 *   npm run screenshots -- / /services/web-hosting
 * Environment: BASE_URL (default http://127.0.0.1:3000), OUT_DIR (default screenshots).
 * Motion is reduced, so entrance animations show their final state.
 */
import { mkdir } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const ROUTES = [
  '/',
  '/about-us',
  '/portfolio',
  '/services',
  '/services/website-development',
  '/services/frontend-development',
  '/services/backend-development',
  '/services/seo-digital-marketing',
  '/services/email-marketing',
  '/services/web-hosting',
  '/contact',
  '/privacy-policy',
  '/terms-of-service',
  '/no-such-page',
];
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

const base = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
const outDir = process.env.OUT_DIR ?? 'screenshots';
const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ROUTES;

await mkdir(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  for (const viewport of VIEWPORTS) {
    const page = await browser.newPage({ viewport, reducedMotion: 'reduce' });
    for (const path of paths) {
      await page.goto(base + path, { waitUntil: 'networkidle' });
      // Scroll to the end and back so lazy images load before the full-page capture, and lay
      // out every band: the browser skips those off screen (`content-visibility: auto`, app.css)
      // until a visitor nears them, and a full-page capture would show them blank.
      await page.evaluate(async () => {
        for (const band of document.querySelectorAll('main *, body > footer'))
          if (getComputedStyle(band).contentVisibility === 'auto')
            band.style.contentVisibility = 'visible';
        for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState('networkidle');
      // The shot shows the page as it looks once its font has arrived (fonts.css).
      await page.evaluate(() => document.fonts.ready);
      const name = `${path === '/' ? 'home' : path.slice(1).replaceAll('/', '_')}-${viewport.width}.png`;
      await page.screenshot({ path: `${outDir}/${name}`, fullPage: true });
      console.log(`${outDir}/${name}`);
    }
    await page.close();
  }
} finally {
  await browser.close();
}
