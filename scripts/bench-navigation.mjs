/* global addEventListener, document, requestAnimationFrame -- these run in the page */
// Navigation benchmark: how long a visitor on a phone waits between tapping a header link
// and seeing the next page's heading. Pages change by document navigation (only /contact
// runs React), helped by Speculation Rules where the browser has them; this keeps that
// honest against the client-side router the site used before.
//
// At 390 px, in Debian's Chromium, it walks a fixed round of header links through the
// mobile menu, timing from the tap to the new page's <h1> being visible, and records the
// median and the spread under a label in bench/navigation.json, which `npm run bench`
// copies into bench/results.md.
//
// Usage: node scripts/bench-navigation.mjs [--build build] [--label "after"] [--rounds 3]
// --build measures another build folder (an older commit's, to compare before and after).
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { createSiteServer } from './serve.mjs';

const navigationFile = 'bench/navigation.json';
/** The label `npm run bench` records the build it measures under. */
export const currentLabel = 'after: this build, document navigation';
const port = 4176;

/** The round: every header destination, each reached from the page before it. */
const round = [
  ['/', 'Portfolio'],
  ['/portfolio', 'About Us'],
  ['/about-us', 'Website & Web Application Development'],
  ['/services/website-development', 'Home'],
  ['/', 'Web Hosting & Domain Registration'],
  ['/services/web-hosting', 'Get Started'],
];

/**
 * Milliseconds from the tap on `linkName` in the open mobile menu to the first frame after
 * the new page's <h1> is there. Both ends are read in the page, from the clock pages share
 * (performance.timeOrigin + now), so Playwright's own checks before a tap are not counted;
 * the tap's time crosses the navigation in sessionStorage.
 */
async function timeNavigation(page, linkName) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Main' });
  const link = menu.getByRole('link', { name: linkName, exact: true });
  if (!(await link.isVisible())) {
    // Service pages sit in the menu's Our Services list (a <details>, or a button before).
    await menu.getByText('Our Services', { exact: true }).click();
  }
  const target = new URL((await link.getAttribute('href')) ?? '/', page.url()).pathname;
  await page.evaluate(() =>
    addEventListener(
      'pointerdown',
      () => sessionStorage.setItem('bench-tap', String(performance.timeOrigin + performance.now())),
      { once: true, capture: true },
    ),
  );
  await link.tap();
  // A visitor reads the heading once it is painted, long before the page's images have
  // loaded: wait for the new document (or route) and its <h1>, then for one painted frame.
  await page.waitForURL((url) => url.pathname === target, { waitUntil: 'commit' });
  await page.locator('main h1').waitFor({ state: 'visible' });
  return page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() =>
          resolve(
            Math.round(
              performance.timeOrigin +
                performance.now() -
                Number(sessionStorage.getItem('bench-tap')),
            ),
          ),
        ),
      ),
  );
}

export async function measureNavigation({ build, rounds = 3 } = {}) {
  const server = createSiteServer(
    build ? { root: join(build, 'client'), hosting: join(build, 'hosting') } : {},
  );
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const times = [];
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 3,
    });
    const page = await context.newPage();
    for (let r = 0; r < rounds; r++) {
      for (const [from, linkName] of round) {
        if (new URL(page.url()).pathname !== from || page.url() === 'about:blank') {
          await page.goto(`http://127.0.0.1:${port}${from}`, { waitUntil: 'load' });
        }
        // Let the page's own scripts run first, as they would while a visitor reads it:
        // this build's enhancement script, or the old build's React hydration.
        await page.waitForFunction(
          () =>
            Object.keys(document.documentElement.dataset).some((key) =>
              /^(enhanced|hydrated)$/.test(key),
            ),
          undefined,
          { timeout: 15_000 },
        );
        await page.waitForTimeout(500);
        times.push(await timeNavigation(page, linkName));
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { navigations: times.length, medianMs: at(0.5), minMs: sorted[0], maxMs: at(1), times };
}

/** The recorded measurements, by label. */
export async function readNavigation() {
  try {
    return JSON.parse(await readFile(navigationFile, 'utf8'));
  } catch {
    return {};
  }
}

/** Records `result` under `label` in bench/navigation.json and returns every record. */
export async function recordNavigation(label, result) {
  const recorded = await readNavigation();
  recorded[label] = { date: new Date().toISOString(), ...result };
  await writeFile(navigationFile, JSON.stringify(recorded, null, 2) + '\n');
  return recorded;
}

export function navigationMarkdown(recorded) {
  const rows = Object.entries(recorded).map(
    ([label, r]) =>
      `| ${label} | ${r.date.slice(0, 10)} | ${r.navigations} | ${r.medianMs} | ${r.minMs} to ${r.maxMs} |`,
  );
  if (rows.length === 0) return '';
  return `## navigation at 390 px: tap on a header link to the next page's heading

Measured by \`scripts/bench-navigation.mjs\`: a round of six header links taken through the mobile menu, on the production build served on 127.0.0.1, in headless Chromium without network or CPU throttling, three rounds. Each row is one build.

| build | date | navigations | median ms | range ms |
| --- | --- | --: | --: | --- |
${rows.join('\n')}
`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  const label = option('--label') ?? currentLabel;
  const result = await measureNavigation({
    build: option('--build'),
    rounds: Number(option('--rounds') ?? 3),
  });
  await recordNavigation(label, result);
  console.log(
    `bench-navigation: ${label}: median ${result.medianMs} ms (${result.times.join(', ')})`,
  );
}
