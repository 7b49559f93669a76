/* global document -- the collector runs in the page */
// The real-network bench (`npm run bench -- --network`): what a phone on a real network gets.
// Real headless Chromium (Debian's, driven by Playwright) loads every template of a build over a
// loopback link shaped packet by packet to Lighthouse's mobile network (network-link.mjs), from
// Debian's nginx running deploy/nginx.conf at each host's encoding (encoding-hosts.mjs), with the
// CPU slowed as Lighthouse's mobile preset means it for this machine (cpu-calibration.mjs).
//
// - Every load is a new browser context: an empty cache and a new connection, so the TCP and
//   TLS handshakes count as they do for a visitor arriving from a search.
// - The phone: a 390 x 844 screen at 3x (an iPhone 12 to 15, the screen the screenshots and the
//   navigation bench use), with touch.
// - The CPU: the slowdown Lighthouse's calculator gives for this machine's benchmark index,
//   measured again before each route, so a machine busy with other work does not read as a
//   slow site (at index 1500 it is the preset's 4x).
// - Each route is loaded `runs` times, each time beside the floor page (bench-floor.mjs) from
//   the same nginx, in alternating order (loadOrder), and the medians are compared.
// - Per load: FCP and LCP from the page's own performance entries, the document's connection,
//   TLS, first and last byte, its size as sent, where its first screen ends (the first element in
//   source order that starts below 844 px, and the compressed size of the HTML before it), the
//   render-blocking requests and the largest element's own request. The main thread's work up to
//   the largest paint comes from a Chromium trace (main-thread.mjs) of one more load per route,
//   left out of the medians: tracing slows the paints it records.
import { readFileSync, rmSync, mkdtempSync, writeFileSync, existsSync } from 'node:fs';
import { readFile, writeFile, mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve, basename, dirname } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';
import { floorSite } from './bench-floor.mjs';
import { calibratedCpuMultiplier } from './cpu-calibration.mjs';
import {
  checkEncoding,
  encodings,
  hostConfig,
  sslBufferOf,
  startHost,
} from './encoding-hosts.mjs';
import { localCertificate } from './local-tls.mjs';
import { mainThreadTime, traceCategories } from './main-thread.mjs';
import {
  checkLine,
  checkLink,
  linkAddress,
  linkPorts,
  median,
  mobileLink,
  openLink,
  removeLeftoverRules,
} from './network-link.mjs';
import { networkMarkdown, replaceNetworkSection } from './bench-network-report.mjs';

export const phone = { width: 390, height: 844, deviceScaleFactor: 3 };
const notFoundPath = '/bench-no-such-page';

/** The order of one route's loads: the floor and the route, alternating which goes first. */
export function loadOrder(runs) {
  return Array.from({ length: runs }, (_, run) =>
    run % 2 === 0 ? ['floor', 'route'] : ['route', 'floor'],
  ).flat();
}

/**
 * One route of each template among a build's page paths (from its sitemap): the home page, the
 * section pages, the first service page, case study, article and topic's list, a legal page,
 * and a path that is not a page (the 404 page, as nginx serves it).
 */
export function templateRoutes(paths) {
  const first = (pattern) => paths.find((path) => pattern.test(path));
  const picks = [
    '/',
    '/about-us',
    '/contact',
    '/services',
    first(/^\/services\/[^/]+$/),
    '/portfolio',
    first(/^\/portfolio\/[^/]+$/),
    '/insights',
    first(/^\/insights\/(?!topics\/|\d+$)[^/]+$/),
    first(/^\/insights\/topics\/[^/]+$/),
    first(/^\/(privacy|terms|legal|cookie)/),
  ];
  return [...picks.filter((path) => path && paths.includes(path)), notFoundPath];
}

/** The medians and ranges of a route's runs (see bench-network-report.mjs for the columns). */
export function summariseRuns(runs) {
  const good = runs.filter((run) => !run.error);
  if (good.length === 0) return { error: runs[0]?.error ?? 'no runs' };
  const pick = (read) => {
    const values = good.map(read).filter((value) => typeof value === 'number');
    return values.length ? Math.round(median(values)) : undefined;
  };
  const range = (read) => {
    const values = good.map(read).filter((value) => typeof value === 'number');
    return values.length ? [Math.round(Math.min(...values)), Math.round(Math.max(...values))] : [];
  };
  const lcpElements = good.map((run) => run.lcp?.element ?? 'none');
  return {
    runs: good.length,
    fcpMs: pick((run) => run.fcpMs),
    fcpRangeMs: range((run) => run.fcpMs),
    lcpMs: pick((run) => run.lcp?.ms),
    lcpRangeMs: range((run) => run.lcp?.ms),
    lcpElement: mostCommon(lcpElements),
    connectMs: pick((run) => run.document.connectMs),
    tlsMs: pick((run) => run.document.tlsMs),
    firstByteMs: pick((run) => run.document.firstByteMs),
    htmlEndMs: pick((run) => run.document.endMs),
    htmlBytes: pick((run) => run.document.bytes),
    firstScreenBytes: pick((run) => run.firstScreen?.bytes),
    firstScreenElement: mostCommon(good.map((run) => run.firstScreen?.element ?? 'none')),
    blockingBytes: pick((run) => run.blocking.bytes),
    blockingCount: pick((run) => run.blocking.count),
    blockingEndMs: pick((run) => run.blocking.endMs),
    lcpRequestStartMs: pick((run) => run.lcp?.request?.startMs),
    lcpRequestEndMs: pick((run) => run.lcp?.request?.endMs),
    lcpRequestBytes: pick((run) => run.lcp?.request?.bytes),
    cpuMultiplier: good[0].cpuMultiplier,
  };
}

function mostCommon(values) {
  const counts = new Map();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/**
 * The start tags of an HTML text in source order, each with its offset: what the parser makes
 * elements of (comments skipped, the text inside script, style, textarea and title not read).
 */
export function startTags(html) {
  const tags = [];
  const pattern =
    /<!--[\s\S]*?-->|<(script|style|textarea|title)\b[^>]*>[\s\S]*?<\/\1\s*>|<([a-zA-Z][\w:-]*)/g;
  for (const match of html.matchAll(pattern)) {
    const name = match[1] ?? match[2];
    if (name) tags.push({ name: name.toLowerCase(), offset: match.index });
  }
  return tags;
}

/** The size of `text` at `encoding`, compressed as the host compresses it. */
export function encodedSize(text, encoding) {
  if (encoding.startsWith('br')) {
    const quality = Number(encoding.slice(2));
    return brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } })
      .length;
  }
  return gzipSync(text, { level: Number(encoding.slice(4)) }).length;
}

/** What the page itself reports once loaded: paints, timings, the first screen's end. */
function collect(height) {
  return new Promise((resolve) => {
    const lcps = [];
    let lastEntry = performance.now();
    new PerformanceObserver((list) => {
      lcps.push(...list.getEntries());
      lastEntry = performance.now();
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    // The largest paint may come a little after the load event on a slow CPU: wait until a
    // candidate has been reported and none has followed for half a second (at most 5 s).
    const began = performance.now();
    const settled = () =>
      (lcps.length > 0 && performance.now() - lastEntry > 500) || performance.now() - began > 5000;
    const wait = (then) => (settled() ? then() : setTimeout(() => wait(then), 100));
    wait(() => {
      const [nav] = performance.getEntriesByType('navigation');
      const resources = performance.getEntriesByType('resource');
      const fcp = performance.getEntriesByName('first-contentful-paint')[0];
      const lcp = lcps.at(-1);
      const describe = (element) =>
        element
          ? `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.tagName === 'IMG' ? '' : ` "${(element.textContent ?? '').trim().slice(0, 40)}"`}`
          : undefined;
      const lcpRequest = lcp?.url ? resources.find((entry) => entry.name === lcp.url) : undefined;
      const blocking = resources.filter((entry) => entry.renderBlockingStatus === 'blocking');
      const elements = [...document.querySelectorAll('*')];
      const below = elements.findIndex(
        (element) =>
          document.body.contains(element) &&
          element.getClientRects().length > 0 &&
          element.getBoundingClientRect().top >= height,
      );
      resolve({
        fcpMs: fcp?.startTime,
        lcp: lcp && {
          ms: lcp.startTime,
          size: lcp.size,
          url: lcp.url || undefined,
          element: describe(lcp.element),
          request: lcpRequest && {
            startMs: lcpRequest.startTime,
            endMs: lcpRequest.responseEnd,
            bytes: lcpRequest.transferSize,
          },
        },
        document: {
          protocol: nav.nextHopProtocol,
          status: nav.responseStatus,
          connectMs: nav.connectEnd - nav.connectStart,
          tlsMs: nav.secureConnectionStart > 0 ? nav.connectEnd - nav.secureConnectionStart : 0,
          firstByteMs: nav.responseStart,
          endMs: nav.responseEnd,
          bytes: nav.transferSize,
          bodyBytes: nav.encodedBodySize,
        },
        blocking: {
          count: blocking.length,
          bytes: blocking.reduce((sum, entry) => sum + entry.transferSize, 0),
          endMs: Math.max(0, ...blocking.map((entry) => entry.responseEnd)),
          urls: blocking.map((entry) => entry.name),
        },
        firstScreen:
          below < 0
            ? undefined
            : { index: below, tag: elements[below].tagName.toLowerCase(), element: describe(elements[below]).slice(0, 60) },
      });
    });
  });
}

/** The page's file in a build's client folder, as nginx finds it. */
function pageFile(client, path) {
  if (path === notFoundPath) return join(client, '404.html');
  return path === '/' ? join(client, 'index.html') : join(client, path, 'index.html');
}

/**
 * Where the first screen ends in the HTML as sent: the first element below it is found in the
 * source by its place among the start tags, and the HTML before it is compressed at the host's
 * encoding. Undefined when the page's scripts added elements before it (the tags disagree).
 */
function firstScreenBytes(html, firstScreen, encoding) {
  if (!firstScreen || !html) return undefined;
  const tag = startTags(html)[firstScreen.index];
  if (!tag || tag.name !== firstScreen.tag) return undefined;
  return encodedSize(html.slice(0, tag.offset), encoding);
}

/** One load of `url` in a new context: the page's report and the main thread's work. */
async function loadOnce(browser, url, cpuMultiplier, trace) {
  const context = await browser.newContext({
    viewport: { width: phone.width, height: phone.height },
    deviceScaleFactor: phone.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    ignoreHTTPSErrors: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuMultiplier });
    if (trace) await browser.startTracing(page, { categories: traceCategories });
    let error;
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 }).catch((e) => (error = e));
    const report = error ? undefined : await page.evaluate(collect, phone.height);
    const events = trace ? JSON.parse((await browser.stopTracing()).toString()).traceEvents : [];
    if (!report) return { error: error.message.split('\n')[0] };
    const until = report.lcp?.ms ?? report.fcpMs ?? 0;
    return { ...report, cpuMultiplier, mainThread: trace ? mainThreadTime(events, url, until) : undefined };
  } finally {
    await context.close();
  }
}

/** This machine's Lighthouse benchmark index, measured in a page as Lighthouse measures it. */
async function benchmarkIndex(browser) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    return await page.evaluate(pageFunctions.computeBenchmarkIndex);
  } finally {
    await context.close();
  }
}

/** Parses the network mode's options (see bench.mjs --help). */
export function networkOptions(args) {
  const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  const list = (name) => option(name)?.split(',').filter(Boolean);
  let build = option('--build') ?? 'build';
  // Accept the build folder or its client folder.
  if (basename(build) === 'client' || existsSync(join(build, 'index.html'))) build = dirname(build);
  // Each entry is an encoding, or an encoding@record size: gzip9@16k.
  const sizes = list('--ssl-buffer') ?? [undefined];
  const variants = (list('--encodings') ?? Object.keys(encodings)).flatMap((entry) => {
    const [encoding, size] = entry.split('@');
    if (!encodings[encoding])
      throw new Error(`bench: no encoding "${encoding}"; choose from ${Object.keys(encodings)}`);
    return (size ? [size] : sizes).map((sslBuffer) => ({ encoding, sslBuffer }));
  });
  return {
    build: resolve(build),
    routes: list('--only'),
    variants,
    runs: Number(option('--runs') ?? 5),
    cpu: option('--cpu') === undefined ? undefined : Number(option('--cpu')),
    clean: args.includes('--clean'),
    trace: !args.includes('--no-trace'),
  };
}

/** Page paths from a build's sitemaps. */
async function sitemapPaths(client) {
  const locs = (xml) =>
    [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname.replace(/(.)\/$/, '$1'));
  const paths = [];
  for (const file of locs(await readFile(join(client, 'sitemap-index.xml'), 'utf8')))
    paths.push(...locs(await readFile(join(client, file), 'utf8')));
  return paths;
}

/** Reads the Lighthouse mode's last figures (same results.json) for the second column. */
async function lighthouseGaps() {
  try {
    const results = JSON.parse(await readFile('bench/results.json', 'utf8'));
    const mobile = results.presets?.mobile ?? {};
    const gaps = {};
    for (const [path, site] of Object.entries(mobile)) {
      const floor = results.floor?.[path];
      if (site.lcpMs && floor?.lcpMs) gaps[path] = { lcpMs: site.lcpMs, gapMs: site.lcpMs - floor.lcpMs };
    }
    return { date: results.date, gaps };
  } catch {
    return { gaps: {} };
  }
}

/**
 * Writes the figures so far into bench/results.json (beside the Lighthouse mode's) and
 * bench/results.md, after every route: a run stopped halfway keeps what it measured.
 */
async function writeResults(results) {
  await mkdir('bench', { recursive: true });
  const previous = await readFile('bench/results.json', 'utf8')
    .then(JSON.parse)
    .catch(() => ({}));
  await writeFile(
    'bench/results.json',
    JSON.stringify({ ...previous, network: results }, null, 2) + '\n',
  );
  await replaceNetworkSection(networkMarkdown(results));
}

export async function runNetworkBench(args) {
  const options = networkOptions(args);
  if (options.clean) {
    console.log(`bench: removed ${removeLeftoverRules()} leftover iptables rules`);
    return;
  }
  const client = join(options.build, 'client');
  const headers = join(options.build, 'nginx');
  if (!existsSync(join(headers, 'security-headers.conf')))
    throw new Error(`bench: ${headers}/security-headers.conf is missing: is ${options.build} a build folder?`);
  const paths = await sitemapPaths(client);
  const routes = options.routes ?? templateRoutes(paths);
  const deployConfig = readFileSync('deploy/nginx.conf', 'utf8');
  const work = mkdtempSync(join(tmpdir(), 'bench-network-'));
  const tls = localCertificate();
  writeFileSync(join(work, 'cert.pem'), tls.cert);
  writeFileSync(join(work, 'key.pem'), tls.key);
  const floorRoot = await floorSite();
  // A run ended by a signal skips its `finally`: its temporary folders go on exit all the same.
  process.once('exit', () => {
    rmSync(work, { recursive: true, force: true });
    rmSync(floorRoot, { recursive: true, force: true });
  });
  const html = Object.fromEntries(
    routes.map((path) => [path, existsSync(pageFile(client, path)) ? readFileSync(pageFile(client, path), 'utf8') : undefined]),
  );

  const link = await openLink();
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [...chromiumArgs.filter((arg) => !arg.startsWith('--headless')), '--ignore-certificate-errors'],
  });
  const results = {
    date: new Date().toISOString(),
    build: options.build,
    chrome: browser.version(),
    link: mobileLink,
    phone,
    runs: options.runs,
    lighthouse: await lighthouseGaps(),
    variants: {},
  };
  try {
    const check = await checkLink();
    results.check = check;
    console.log(checkLine(check));
    for (const { encoding, sslBuffer } of options.variants) {
      {
        const base = { root: client, headers, address: linkAddress, certificate: join(work, 'cert.pem'), key: join(work, 'key.pem'), encoding, sslBuffer };
        const siteConfig = hostConfig(deployConfig, { ...base, port: linkPorts.first, redirectPort: linkPorts.first + 2, dir: join(work, 'site') });
        const floorConfig = hostConfig(deployConfig, { ...base, root: floorRoot, port: linkPorts.first + 1, redirectPort: linkPorts.first + 3, dir: join(work, 'floor') });
        const key = `${encoding} ${sslBufferOf(siteConfig)}`;
        const variant = (results.variants[key] = { encoding, label: encodings[encoding].label, sslBuffer: sslBufferOf(siteConfig), routes: {} });
        const site = await startHost(siteConfig, join(work, 'site'), { address: linkAddress, port: linkPorts.first });
        const floor = await startHost(floorConfig, join(work, 'floor'), { address: linkAddress, port: linkPorts.first + 1 });
        try {
          await checkEncoding(`https://${linkAddress}:${linkPorts.first}`, '/', encoding);
          for (const path of routes) {
            const index = await benchmarkIndex(browser);
            const cpuMultiplier = options.cpu ?? calibratedCpuMultiplier(index);
            const loads = { route: [], floor: [] };
            for (const which of loadOrder(options.runs)) {
              const origin = `https://${linkAddress}:${which === 'floor' ? linkPorts.first + 1 : linkPorts.first}`;
              const began = performance.now();
              const load = await loadOnce(browser, `${origin}${which === 'floor' ? '/' : path}`, cpuMultiplier, false);
              if (process.env.BENCH_VERBOSE) console.log(`  ${which} ${path}: LCP ${Math.round(load.lcp?.ms)} ms, load took ${Math.round(performance.now() - began)} ms`);
              if (which === 'route' && !load.error)
                load.firstScreen = load.firstScreen && { ...load.firstScreen, bytes: firstScreenBytes(html[path], load.firstScreen, encoding) };
              loads[which].push(load);
            }
            // Tracing slows the paints it records (about 250 ms on the floor page here), so the
            // main thread's work is read from one more load of the route, kept out of the medians.
            const traced = options.trace
              ? await loadOnce(browser, `https://${linkAddress}:${linkPorts.first}${path}`, cpuMultiplier, true)
              : undefined;
            variant.routes[path] = {
              benchmarkIndex: index,
              site: { ...summariseRuns(loads.route), mainThread: traced?.mainThread },
              floor: summariseRuns(loads.floor),
              loads: loads.route,
            };
            await writeResults(results);
            const s = variant.routes[path].site;
            const f = variant.routes[path].floor;
            console.log(`${key} ${path}: LCP ${s.lcpMs} (floor ${f.lcpMs}, gap ${s.lcpMs - f.lcpMs}) FCP ${s.fcpMs} (floor ${f.fcpMs}) first byte ${s.firstByteMs} HTML ${s.htmlBytes} B, CPU ${cpuMultiplier}x (index ${index})`);
          }
        } finally {
          await site.close();
          await floor.close();
        }
      }
    }
  } finally {
    await browser.close();
    link.close();
    rmSync(work, { recursive: true, force: true });
    await rm(floorRoot, { recursive: true, force: true });
  }
  await writeResults(results);
  console.log('bench: wrote the real-network figures to bench/results.md and bench/results.json');
}
