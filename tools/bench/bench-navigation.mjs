/* global document, location -- the expressions below run in the page */
// Navigation benchmark: how long a visitor on a phone waits between tapping a header link
// and seeing the next page's heading. Pages change by document navigation (only /contact
// runs React), and Speculation Rules prerender a page from the moment a finger lands on its
// link; this keeps that honest against the client-side router the site used before.
//
// Method
// - The build (or an older one, --build) is copied with a stopwatch inline at the top of
//   every page (bench-navigation-probe.js); the copy's CSP allows it by its hash. The
//   stopwatch reads the tap and the next heading's first frame in the browser, so nothing the
//   harness does is counted.
// - Debian's Chromium, headless, a 390 x 844 phone screen at 3x with touch, no network or CPU
//   throttling, driven over the DevTools protocol attached to the tab, so that Speculation
//   Rules prerender as they do for a visitor (cdp-pipe.mjs says why not Playwright).
// - A round of six header links taken through the mobile menu, three rounds, at each press
//   length: how long the finger rests on the link. A prerender starts at the press and the
//   navigation at the release, so the press is the head start; 0 ms is the harshest case.
// - Per build and press length: the medians from the click (the release) and from the press
//   to the heading's frame, and how many pages were shown from a prerender. Recorded under a
//   label in bench/navigation.json and shown in bench/results.md (by `npm run bench`, or by
//   this script when run alone).
//
// Usage: node tools/bench/bench-navigation.mjs [--build build] [--label "after"] [--rounds 3]
//                                          [--presses 0,50,100]
// The build before the HTML-first change: git worktree add ../before 605a7e6, then npm ci and
// npm run build there, and --build ../before/build --label "before: client-side router (605a7e6)".
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { copyWithRewrittenPages } from './build-copy.mjs';
import { launchChromium } from './cdp-pipe.mjs';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';
import { inlineScriptHashes } from '../../integrations/hosting-headers.mjs';
import { createSiteServer } from '../../scripts/serve.mjs';

const navigationFile = 'bench/navigation.json';
/** The label `npm run bench` records the build it measures under. */
export const currentLabel = 'after: this build, document navigation with Speculation Rules';
const port = 4176;
const screen = { width: 390, height: 844, deviceScaleFactor: 3, mobile: true };
/** How long the finger rests on the link, in milliseconds. */
export const defaultPresses = [0, 50, 100];

/** The round: every header destination, each reached from the page before it. */
const round = [
  ['/', 'Portfolio'],
  ['/portfolio', 'About Us'],
  ['/about-us', 'Website & Web Application Development'],
  ['/services/website-development', 'Home'],
  ['/', 'Web Hosting & Domain Registration'],
  ['/services/web-hosting', 'Get Started'],
];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A copy of the build folder (client and hosting) with the stopwatch inline first in every
 * page. A page's own policy (its `<meta>`) governs only what follows it, so the stopwatch runs
 * before it; a build older than the per-page policies names scripts in its header, so the
 * stopwatch's hash (computed as the build computes the site's) is let into that header.
 */
export async function probedCopy(build) {
  const source = await readFile(new URL('./bench-navigation-probe.js', import.meta.url), 'utf8');
  const probe = `<script>${source}</script>`;
  const [hash] = inlineScriptHashes(probe);
  const copy = await copyWithRewrittenPages(build, (html) =>
    html.replace('<head>', `<head>${probe}`),
  );
  const headersFile = join(copy, 'hosting', 'security-headers.json');
  const headers = JSON.parse(await readFile(headersFile, 'utf8'));
  for (const header of headers) {
    if (header[0] === 'Content-Security-Policy')
      header[1] = header[1].replace("script-src 'self'", `script-src 'self' '${hash}'`);
  }
  await writeFile(headersFile, JSON.stringify(headers));
  return copy;
}

/**
 * One tab of `browser`, followed through prerender activations: every page it holds
 * (including pages being prerendered) gets the phone screen and touch, and `until`, `tap`
 * and `navigate` go to the page on screen.
 */
async function openTab(browser) {
  const pages = new Set();
  let tab;
  browser.onEvent(({ method, params }) => {
    if (method === 'Target.detachedFromTarget') pages.delete(params.sessionId);
    if (method !== 'Target.attachedToTarget') return;
    const { sessionId, targetInfo } = params;
    if (targetInfo.type === 'tab' && !tab) {
      tab = sessionId;
      browser.send(
        'Target.setAutoAttach',
        { autoAttach: true, waitForDebuggerOnStart: false, flatten: true },
        sessionId,
      );
    } else if (targetInfo.type === 'page') {
      pages.add(sessionId);
      // Not awaited: a prerendered page starts at once (pausing it for these, with
      // waitForDebuggerOnStart, kept its activation from ever happening). The stopwatch
      // records the width and pixel ratio each page was shown at, and measure() checks them.
      browser.send('Emulation.setDeviceMetricsOverride', screen, sessionId).catch(() => {});
      browser
        .send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 }, sessionId)
        .catch(() => {});
    }
  });
  await browser.send('Target.setAutoAttach', {
    autoAttach: true,
    waitForDebuggerOnStart: false,
    flatten: true,
    filter: [{ type: 'tab' }],
  });

  const evaluateIn = async (sessionId, fn, arg) => {
    const { result, exceptionDetails } = await browser.send(
      'Runtime.evaluate',
      { expression: `(${fn})(${JSON.stringify(arg)})`, returnByValue: true, awaitPromise: true },
      sessionId,
    );
    if (exceptionDetails)
      throw new Error(exceptionDetails.exception?.description ?? 'evaluate failed');
    return result.value;
  };
  /** The page on screen: shown, not a prerender. */
  const shown = async () => {
    for (let tries = 0; tries < 200; tries++) {
      for (const sessionId of pages) {
        const visible = await evaluateIn(
          sessionId,
          () => document.visibilityState === 'visible' && !document.prerendering,
        ).catch(() => false);
        if (visible) return sessionId;
      }
      await sleep(25);
    }
    throw new Error('no page is on screen');
  };
  /** Evaluates `fn(arg)` in the page on screen until it answers something truthy. */
  const until = async (fn, arg, timeoutMs = 15_000) => {
    const end = Date.now() + timeoutMs;
    for (;;) {
      const value = await evaluateIn(await shown(), fn, arg).catch(() => undefined);
      if (value) return value;
      if (Date.now() > end) throw new Error(`timed out waiting for ${fn.toString().slice(0, 80)}`);
      await sleep(25);
    }
  };
  const tap = async ({ x, y }, pressMs) => {
    const sessionId = await shown();
    const touch = (type, touchPoints) =>
      browser.send('Input.dispatchTouchEvent', { type, touchPoints }, sessionId);
    await touch('touchStart', [{ x, y }]);
    await sleep(pressMs);
    // The page may be swapped for its prerendered successor before this is answered.
    await touch('touchEnd', []).catch(() => {});
  };
  const navigate = async (url) =>
    browser.send('Page.navigate', { url }, await shown()).catch(() => {});
  while (pages.size === 0) await sleep(20);
  return { until, tap, navigate };
}

/** The centre of the visible element matching `selector` whose text is `name`, scrolled into view, if a tap there would reach it. */
function centreOf({ selector, name }) {
  const element = [...document.querySelectorAll(selector)].find(
    (candidate) =>
      candidate.textContent.trim() === name && candidate.getBoundingClientRect().height > 0,
  );
  if (!element) return null;
  element.scrollIntoView({ block: 'center' });
  const box = element.getBoundingClientRect();
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  return element.contains(document.elementFromPoint(centre.x, centre.y)) ? centre : null;
}

/** Takes one header link through the mobile menu and answers the stopwatch's record. */
async function timeNavigation(tab, from, linkName, pressMs) {
  await tab.until(
    (path) =>
      document.readyState === 'complete' &&
      location.pathname === path &&
      // The page's own scripts run first, as they would while a visitor reads it: this
      // build's enhancement script, or the old build's React hydration.
      Object.keys(document.documentElement.dataset).some((key) =>
        /^(enhanced|hydrated)$/.test(key),
      ),
    from,
  );
  await sleep(500);
  const menuButton = await tab.until(() => {
    const button = [...document.querySelectorAll('header button')].find(
      (candidate) =>
        candidate.getBoundingClientRect().height > 0 &&
        /open menu/i.test(candidate.getAttribute('aria-label') ?? candidate.textContent),
    );
    const box = button?.getBoundingClientRect();
    return box && { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  });
  await tab.tap(menuButton, 60);
  const link = { selector: 'header a', name: linkName };
  let target = await tab.until(centreOf, link, 2_000).catch(() => null);
  if (!target) {
    // Service pages sit in the menu's Our Services list (a <details>, or a button before).
    const services = { selector: 'header summary, header button', name: 'Our Services' };
    await tab.tap(await tab.until(centreOf, services), 60);
    target = await tab.until(centreOf, link);
  }
  await tab.until(() => (sessionStorage.removeItem('bench-navigation'), true));
  await tab.tap(target, pressMs);
  return tab.until(() => {
    const record = JSON.parse(sessionStorage.getItem('bench-navigation') ?? '{}');
    return record.painted > record.press ? record : null;
  });
}

function summarize(records) {
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const fromClick = records.map((r) => Math.round(r.painted - r.click));
  const fromPress = records.map((r) => Math.round(r.painted - r.press));
  const pressed = records.map((r) => Math.round(r.click - r.press));
  return {
    navigations: records.length,
    prerendered: records.filter((r) => r.how === 'prerendered').length,
    clickMedianMs: median(fromClick),
    clickRangeMs: [Math.min(...fromClick), Math.max(...fromClick)],
    pressMedianMs: median(fromPress),
    // The finger's actual rest, press to click: the requested press plus the protocol's latency.
    pressedMedianMs: median(pressed),
    fromClickMs: fromClick,
    fromPressMs: fromPress,
  };
}

/** Measures `build` (a build folder: client and hosting) and answers a summary per press length. */
export async function measureNavigation({
  build = 'build',
  rounds = 3,
  presses = defaultPresses,
} = {}) {
  const copy = await probedCopy(build);
  const server = createSiteServer({ root: join(copy, 'client'), hosting: join(copy, 'hosting') });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  const browser = await launchChromium(chromiumPath, chromiumArgs);
  const byPress = {};
  try {
    const tab = await openTab(browser);
    for (const pressMs of presses) {
      const records = [];
      for (let r = 0; r < rounds; r++) {
        for (const [from, linkName] of round) {
          const onPage = await tab.until(() => location.pathname);
          if (onPage !== from) await tab.navigate(`http://127.0.0.1:${port}${from}`);
          const record = await timeNavigation(tab, from, linkName, pressMs);
          if (record.width !== screen.width || record.pixelRatio !== screen.deviceScaleFactor)
            throw new Error(
              `${record.path} was shown at ${record.width} px, ${record.pixelRatio}x`,
            );
          records.push(record);
        }
      }
      byPress[pressMs] = summarize(records);
    }
  } finally {
    await browser.close();
    server.close();
    await rm(copy, { recursive: true, force: true });
  }
  return { method: 'in-page stopwatch, tab-attached CDP, prerender live', byPress };
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
  const rows = Object.entries(recorded).flatMap(([label, r]) =>
    Object.entries(r.byPress ?? {}).map(
      ([pressMs, s]) =>
        `| ${label} | ${r.date.slice(0, 10)} | ${pressMs} (${s.pressedMedianMs}) | ${s.navigations} | ${s.clickMedianMs} | ${s.clickRangeMs[0]} to ${s.clickRangeMs[1]} | ${s.pressMedianMs} | ${s.prerendered} |`,
    ),
  );
  if (rows.length === 0) return '';
  return `## navigation at 390 px: tap on a header link to the next page's heading

Measured by \`tools/bench/bench-navigation.mjs\`: a round of six header links taken through the mobile menu, three rounds per press length, on a copy of the production build served on 127.0.0.1, in headless Chromium at 390 x 844 (3x, touch) without network or CPU throttling, with Speculation Rules live. A stopwatch in the pages reads the tap and the end of the first frame rendered with the next page's heading. **Press** is how long the finger rests on the link (in brackets, the median time it took from touch to click, with the protocol's own latency): a prerender starts when the finger lands, the navigation when it lifts. **Click → heading** is timed from the lift, **press → heading** from the landing.

| build | date | press ms | navigations | click → heading, median ms | range ms | press → heading, median ms | shown from a prerender |
| --- | --- | --: | --: | --: | --- | --: | --: |
${rows.join('\n')}
`;
}

/**
 * Puts `section` in place of the navigation section of bench/results.md (written by
 * `npm run bench`), so a navigation run alone keeps that file true.
 */
async function replaceResultsSection(section) {
  const resultsFile = 'bench/results.md';
  const results = await readFile(resultsFile, 'utf8').catch(() => undefined);
  if (results === undefined) return;
  const start = results.indexOf('## navigation at 390 px');
  if (start < 0) return writeFile(resultsFile, `${results.trimEnd()}\n\n${section}`);
  const next = results.indexOf('\n## ', start + 1);
  const rest = next < 0 ? '' : results.slice(next + 1);
  await writeFile(resultsFile, `${results.slice(0, start)}${section}${rest ? `\n${rest}` : ''}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  const label = option('--label') ?? currentLabel;
  const result = await measureNavigation({
    build: option('--build'),
    rounds: Number(option('--rounds') ?? 3),
    presses: option('--presses')?.split(',').map(Number),
  });
  const recorded = await recordNavigation(label, result);
  await replaceResultsSection(navigationMarkdown(recorded));
  for (const [pressMs, s] of Object.entries(result.byPress))
    console.log(
      `bench-navigation: ${label}: press ${pressMs} ms: click → heading median ${s.clickMedianMs} ms, press → heading ${s.pressMedianMs} ms, ${s.prerendered}/${s.navigations} prerendered`,
    );
}
