// Benchmark: Lighthouse 13 on every route of the production build, with the
// mobile and desktop presets, in Debian's Chromium. Writes bench/results.json
// and bench/results.md. It reports; it never fails on a score.
//
// The build is served over HTTPS with HTTP/2 (a throw-away certificate from
// local-tls.mjs), as every host the site deploys to serves it. Lighthouse's network
// simulation follows the protocol it observed: over HTTP/1.1 each request made while
// another is under way pays for a new connection's handshakes, over HTTP/2 requests share
// the page's one connection, so only the production protocol gives the production figure.
// --http1 measures over plain HTTP/1.1 instead, as the bench did before 2026-11-24.
//
// Each route is measured three times per preset and the median run (Lighthouse's
// own pick: the run closest to the median FCP and TTI) is reported: on this
// 2-core machine one run's TBT can swing by several hundred milliseconds.
//
// The mobile runs are also re-audited at the CPU slowdown Lighthouse's
// calculator gives for the host's measured benchmark index (see
// cpu-calibration.mjs): the same traces, simulated for the phone the preset
// means. That table is for reference; the targets are read from the preset.
//
// Every route is also measured (mobile preset), right after the site, from a copy
// of the build with all scripts removed: the control, the part of each figure that
// is the browser's own rendering on this host that day. The mobile table shows
// site and control side by side with the difference, which is what our code costs
// and what the targets read (--no-control skips it). On a 2-core host whose blocking
// time swings by hundreds of milliseconds between runs, only the difference is
// comparable from one day to the next.
//
// Every route is also paired (mobile preset) with the floor (bench-floor.mjs): a bare page of
// one heading and one paragraph, served from the same host with the same headers and measured
// right after the route and its control. Its largest paint is what the simulated network allows
// a page at all; a route's LCP gap to it is what the route's own HTML, CSS, font and images cost
// before their largest paint, and is read the same way as the control: only within one run.
//
// The navigation figures (bench/navigation.json, tools/bench/bench-navigation.mjs) are
// copied in at the end.
//
// Usage: npm run bench            (builds first: the preview build, as `npm start` serves it)
//        node tools/bench/bench.mjs --no-build [--only /,/contact] [--runs 3] [--preset mobile] [--no-control] [--no-floor] [--no-navigation] [--http1]
//        [--build <dir>]   measure another build: <dir>/client and <dir>/hosting, as `astro build --outDir <dir>/client` writes them
//
//        npm run bench -- --network   the real-network mode (bench-network.mjs; as root): real Chromium, shaped link,
//                                     nginx at each host's encoding, every template beside the floor page
//        node tools/bench/bench.mjs --network [--no-build] [--build <dir>] [--only /,/about-us] [--runs 5]
//                                     [--encodings br11,gzip9,br4,gzip6] [--ssl-buffer 4k] [--cpu 4] [--no-trace]
//          --build <dir>        a build folder (client/ and nginx/) or its client/ folder; implies --no-build
//          --only a,b           these paths instead of one page per template (the 404 page: /bench-no-such-page)
//          --encodings a,b      br11 (precompressed Brotli), gzip9 (precompressed gzip, as shipped),
//                               br4 and gzip6 (compressed per request, as CDNs do); encoding@16k for
//                               another TLS record size (ssl_buffer_size) on that one
//          --ssl-buffer a,b     each encoding at each of these record sizes (default: as deploy/nginx.conf sets it)
//          --cpu <x>            this CPU slowdown instead of the one calibrated to the machine
//          --no-trace           skip the traced load that reads the main thread's work
//        node tools/bench/bench.mjs --clean   only remove iptables rules a killed real-network run left
import { execSync } from 'node:child_process';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { auditFlowArtifacts } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';
import { calibratedCpuMultiplier } from './cpu-calibration.mjs';
import {
  currentLabel,
  measureNavigation,
  navigationMarkdown,
  readNavigation,
  recordNavigation,
} from './bench-navigation.mjs';
import { floorSite } from './bench-floor.mjs';
import { networkMarkdown } from './bench-network-report.mjs';
import { localCertificate } from './local-tls.mjs';
import { scriptFreeCopy } from './script-free-copy.mjs';
import { createSiteServer } from '../../scripts/serve.mjs';

const port = 4175;
const controlPort = 4174;
const floorPort = 4176;
const presets = { mobile: undefined, desktop: desktopConfig };
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

const args = process.argv.slice(2);
if (args.includes('--help')) {
  // The usage is the header's last lines, from "Usage:" on.
  const header = (await readFile(new URL(import.meta.url), 'utf8')).split('\nimport ')[0];
  console.log(header.slice(header.indexOf('// Usage:')).replaceAll(/^\/\/ ?/gm, ''));
  process.exit(0);
}
// The preview build: a deploy build needs the real site URL and EmailJS ids, and the two differ
// only in where the form posts and the preview's one-line notice under it.
if (!args.includes('--no-build') && !args.includes('--build') && !args.includes('--clean'))
  execSync('npm run build:preview', { stdio: 'inherit' });
if (args.includes('--network') || args.includes('--clean')) {
  const { runNetworkBench } = await import('./bench-network.mjs');
  await runNetworkBench(args);
  process.exit(0);
}
const only = args.includes('--only') ? args[args.indexOf('--only') + 1].split(',') : undefined;
const presetNames = args.includes('--preset') ? [args[args.indexOf('--preset') + 1]] : undefined;
const runs = args.includes('--runs') ? Number(args[args.indexOf('--runs') + 1]) : 3;
const withControl = !args.includes('--no-control');
const withFloor = !args.includes('--no-floor');
const tls = args.includes('--http1') ? undefined : localCertificate();
const scheme = tls ? 'https' : 'http';
const buildDir = args.includes('--build') ? args[args.indexOf('--build') + 1] : 'build';
const clientRoot = `${buildDir}/client`;

/** Route paths, read from the sitemaps the build generated from the pages (@astrojs/sitemap). */
async function routePaths() {
  const locs = (xml) =>
    [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  const index = await readFile(`${clientRoot}/sitemap-index.xml`, 'utf8');
  const paths = [];
  for (const file of locs(index))
    paths.push(...locs(await readFile(`${clientRoot}${file}`, 'utf8')));
  return only ? paths.filter((path) => only.includes(path)) : paths;
}

function summarise(lhr) {
  const audits = lhr.audits;
  const requests = audits['network-requests']?.details?.items ?? [];
  const bytes = (filter) =>
    requests.filter(filter).reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: Math.round(audits['first-contentful-paint'].numericValue),
    lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(audits['total-blocking-time'].numericValue),
    cls: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    jsKbGzip: Number((bytes((item) => item.resourceType === 'Script') / 1024).toFixed(1)),
    documentKb: Number((bytes((item) => item.resourceType === 'Document') / 1024).toFixed(1)),
    totalKb: Number((bytes(() => true) / 1024).toFixed(1)),
    totalKbBeforeVideo: Number((bytes((item) => item.resourceType !== 'Media') / 1024).toFixed(1)),
    lost: lostPoints(lhr),
  };
}

/** Ids of the scored audits that cost accessibility, best-practices or SEO points. */
function lostPoints(lhr) {
  const ids = new Set();
  for (const id of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const score = lhr.audits[ref.id]?.score;
      if (ref.weight > 0 && typeof score === 'number' && score < 1) ids.add(ref.id);
    }
  }
  return [...ids];
}

/** Targets of the HTML-first site (mobile preset): what our scripts may add to the control. */
const targets = {
  // /contact: React and the form (69 KB), and Astro's island runtime (1.5 KB), a file since #41.
  jsKb: (path) => (path === '/contact' ? 72 : 3),
  tbtDeltaMs: (path) => (path === '/contact' ? undefined : 50),
  lcpDeltaMs: () => 100,
  /**
   * LCP above the floor page's, measured in the same run: 150 ms since every page's HTML fits the
   * first round trip (#41); a gap over 250 ms is a regression to fix before anything else.
   */
  lcpFloorGapMs: 150,
};

/** A difference with its sign: +12, 0, -3. */
const sign = (n) => (n > 0 ? `+${n}` : `${n}`);

function controlMarkdown(site, control) {
  const mark = (ok) => (ok ? '' : ' ✗');
  const lines = Object.entries(site).map(([route, r]) => {
    const c = control[route];
    if (r.error || !c || c.error)
      return `| ${route} | failed: ${r.error ?? c?.error ?? 'no control'} |||||||||||`;
    const tbtDelta = r.tbtMs - c.tbtMs;
    const lcpDelta = r.lcpMs - c.lcpMs;
    const tbtTarget = targets.tbtDeltaMs(route);
    return `| ${route} | ${r.jsKbGzip}${mark(r.jsKbGzip <= targets.jsKb(route))} | ${r.tbtMs} | ${c.tbtMs} | ${sign(tbtDelta)}${tbtTarget === undefined ? '' : mark(tbtDelta <= tbtTarget)} | ${r.lcpMs} | ${c.lcpMs} | ${sign(lcpDelta)}${mark(lcpDelta <= targets.lcpDeltaMs(route))} | ${r.performance} / ${c.performance} | ${r.cls} | ${r.accessibility} / ${r.bestPractices} / ${r.seo} | ${r.lost.join(', ') || 'none'} |`;
  });
  return `## mobile: the site against its script-free control

Each route is measured, then its copy without any script (the control) right after it, in the same run. **Δ** is the site minus the control: what our JavaScript costs. Targets: JS at most 3 KB (72 KB on /contact, whose form runs React and Astro's island runtime), as sent (Brotli, below gzip), TBT Δ at most 50 ms (not set for /contact), LCP Δ at most 100 ms; ✗ marks a miss.

| route | JS KB (sent) | TBT ms | control TBT ms | TBT Δ | LCP ms | control LCP ms | LCP Δ | perf / control | CLS | a11y / best pr. / SEO | points lost to |
| --- | --: | --: | --: | --: | --: | --: | --: | --: | --: | --- | --- |
${lines.join('\n')}
`;
}

function floorMarkdown(site, floor) {
  const lines = Object.entries(site).map(([route, r]) => {
    const f = floor[route];
    if (r.error || !f || f.error)
      return `| ${route} | failed: ${r.error ?? f?.error ?? 'no floor'} |||||||||`;
    const gap = r.lcpMs - f.lcpMs;
    const mark = gap <= targets.lcpFloorGapMs ? '' : ' ✗';
    return `| ${route} | ${r.lcpMs} | ${f.lcpMs} | ${sign(gap)}${mark} | ${r.fcpMs} | ${f.fcpMs} | ${r.cls} | ${r.performance} | ${r.documentKb} |`;
  });
  return `## mobile: the site against the floor

Each route is measured, then (after its control) a bare page of one heading and one paragraph, with no stylesheet, font, image or script (the floor, \`tools/bench/bench-floor.mjs\`), from the same host with the same headers, in the same run. **Gap** is the route's LCP minus the floor's: what the route's own HTML, CSS, font and images cost before its largest paint. Target: a gap of at most ${targets.lcpFloorGapMs} ms, with CLS 0 and performance 100; ✗ marks a miss. **HTML KB** is the page's document as sent, headers included: Lighthouse's network model delivers 14.3 KB in the first round trip.

| route | LCP ms | floor LCP ms | gap | FCP ms | floor FCP ms | CLS | perf | HTML KB (sent) |
| --- | --: | --: | --: | --: | --: | --: | --: | --: |
${lines.join('\n')}
`;
}

function markdown(results) {
  const header =
    '| route | perf | a11y | best pr. | SEO | LCP ms | TBT ms | CLS | JS KB (sent) | total KB | KB before video | points lost to |\n' +
    '| --- | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --- |';
  const sections = Object.entries(results.presets).flatMap(([preset, rows]) => {
    if (preset === 'mobile') {
      const mobile = [];
      if (Object.keys(results.floor).length > 0) mobile.push(floorMarkdown(rows, results.floor));
      if (Object.keys(results.control).length > 0)
        mobile.push(controlMarkdown(rows, results.control));
      if (mobile.length > 0) return mobile;
    }
    const lines = Object.entries(rows).map(([route, r]) =>
      r.error
        ? `| ${route} | failed: ${r.error} |||||||||||`
        : `| ${route} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} | ${r.jsKbGzip} | ${r.totalKb} | ${r.totalKbBeforeVideo} | ${r.lost.join(', ') || 'none'} |`,
    );
    return `## ${preset}\n\n${header}\n${lines.join('\n')}\n`;
  });
  if (Object.keys(results.calibrated).length > 0)
    sections.push(calibratedMarkdown(results.calibrated));
  const navigation = navigationMarkdown(results.navigation);
  if (navigation) sections.push(navigation);
  // The real-network mode's figures (--network) stay, first, until that mode runs again.
  if (results.network) sections.unshift(networkMarkdown(results.network));
  return `# Lighthouse benchmark\n\nLighthouse ${results.lighthouse}, ${results.chrome}, ${results.date}. Production build (the preview build) served by scripts/serve.mjs on 127.0.0.1 over ${results.protocol}; Lighthouse's default simulated throttling per preset. Each row is the median of ${results.runs} runs. This machine's Lighthouse CPU benchmark index: ${results.benchmarkIndex}. Generated by \`npm run bench\`.\n\n${sections.join('\n')}`;
}

function calibratedMarkdown(rows) {
  const lines = Object.entries(rows).map(
    ([route, r]) =>
      `| ${route} | ${r.cpuMultiplier} | ${r.performance} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} |`,
  );
  return `## mobile, CPU slowdown calibrated to this host (reference)

The mobile runs above, audited again with the CPU slowdown that Lighthouse's CPU-throttling calculator gives for each run's measured benchmark index instead of the preset's fixed 4x, which assumes an index of about 1500. Same traces, same network simulation; only the simulated phone's CPU changes. PageSpeed Insights configures Lighthouse the same way for its slow hosts (1.2x). See tools/bench/cpu-calibration.mjs.

| route | CPU slowdown | perf | LCP ms | TBT ms | CLS |
| --- | --: | --: | --: | --: | --: |
${lines.join('\n')}
`;
}

/**
 * The median of `runs` good Lighthouse runs of a route, or the error of the
 * last failed one. With `calibrate`, also the median of the same runs audited
 * at the host-calibrated CPU slowdown.
 */
async function measure(origin, path, config, calibrate) {
  const good = [];
  let failure;
  for (let run = 0; run < runs; run++) {
    const result = await measureOnce(`${origin}${path}`, config);
    if (result.error) failure = result;
    else good.push(result);
  }
  if (good.length === 0) return { summary: failure };
  const median = computeMedianRun(good.map((run) => run.lhr));
  results.benchmarkIndex = median.environment.benchmarkIndex;
  const summary = summarise(median);
  if (!calibrate) return { summary };
  const recalibrated = [];
  for (const run of good) recalibrated.push(await auditAtCalibratedCpu(run));
  const calibratedMedian = computeMedianRun(recalibrated);
  const { performance, lcpMs, tbtMs, cls } = summarise(calibratedMedian);
  const cpuMultiplier = calibratedMedian.configSettings.throttling.cpuSlowdownMultiplier;
  return {
    summary,
    calibrated: {
      cpuMultiplier,
      benchmarkIndex: calibratedMedian.environment.benchmarkIndex,
      performance,
      lcpMs,
      tbtMs,
      cls,
    },
  };
}

/**
 * Runs Lighthouse's audits again on a mobile run's artifacts with the CPU
 * slowdown calibrated to the benchmark index that run measured. Lighthouse
 * refuses artifacts gathered under other settings, so the artifacts' record of
 * their settings is updated to the new multiplier.
 */
async function auditAtCalibratedCpu({ lhr, artifacts }) {
  const cpuSlowdownMultiplier = calibratedCpuMultiplier(lhr.environment.benchmarkIndex);
  const throttling = { ...artifacts.settings.throttling, cpuSlowdownMultiplier };
  const flow = await auditFlowArtifacts(
    {
      gatherSteps: [
        { artifacts: { ...artifacts, settings: { ...artifacts.settings, throttling } }, flags: {} },
      ],
    },
    { extends: 'lighthouse:default', settings: { onlyCategories: categories, throttling } },
  );
  return flow.steps[0].lhr;
}

/**
 * One Lighthouse run of a route. A run that loses a metric (a trace Chromium
 * cut short, say) is repeated up to twice; after that its error is recorded
 * and the benchmark goes on.
 */
async function measureOnce(url, config, attempt = 1) {
  const { lhr, artifacts } = await lighthouse(
    url,
    { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories },
    config,
  );
  results.lighthouse = lhr.lighthouseVersion;
  results.chrome = lhr.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? '';
  const metricsMissing = [
    'largest-contentful-paint',
    'total-blocking-time',
    'cumulative-layout-shift',
  ].some((id) => typeof lhr.audits[id]?.numericValue !== 'number');
  if (!metricsMissing) return { lhr, artifacts };
  const error = lhr.runtimeError?.code ?? 'metrics missing';
  console.warn(`bench: ${url} attempt ${attempt}: ${error}`);
  return attempt < 3 ? measureOnce(url, config, attempt + 1) : { error };
}

const hostingRoot = `${buildDir}/hosting`;
const server = createSiteServer({ root: clientRoot, hosting: hostingRoot, tls });
await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
const controlRoot = withControl ? await scriptFreeCopy(clientRoot) : undefined;
const controlServer = controlRoot
  ? createSiteServer({ root: controlRoot, hosting: hostingRoot, tls })
  : undefined;
if (controlServer)
  await new Promise((resolve) => controlServer.listen(controlPort, '127.0.0.1', resolve));
const floorRoot = withFloor ? await floorSite() : undefined;
const floorServer = floorRoot
  ? createSiteServer({ root: floorRoot, hosting: hostingRoot, tls })
  : undefined;
if (floorServer)
  await new Promise((resolve) => floorServer.listen(floorPort, '127.0.0.1', resolve));
// The certificate is the bench's own; this browser is told to accept it.
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: tls ? [...chromiumArgs, '--ignore-certificate-errors'] : chromiumArgs,
});
const results = {
  date: new Date().toISOString(),
  protocol: tls ? 'HTTPS, HTTP/2' : 'HTTP/1.1 without TLS',
  lighthouse: '',
  chrome: '',
  runs,
  benchmarkIndex: 0,
  presets: {},
  control: {},
  floor: {},
  calibrated: {},
  navigation: await readNavigation(),
};
try {
  for (const [preset, config] of Object.entries(presets)) {
    if (presetNames && !presetNames.includes(preset)) continue;
    results.presets[preset] = {};
    for (const path of await routePaths()) {
      const { summary, calibrated } = await measure(
        `${scheme}://127.0.0.1:${port}`,
        path,
        config,
        preset === 'mobile',
      );
      results.presets[preset][path] = summary;
      console.log(preset, path, JSON.stringify(summary));
      if (calibrated) {
        results.calibrated[path] = calibrated;
        console.log('calibrated', path, JSON.stringify(calibrated));
      }
      if (preset === 'mobile' && controlServer) {
        const control = await measure(`${scheme}://127.0.0.1:${controlPort}`, path, config, false);
        results.control[path] = control.summary;
        console.log('control', path, JSON.stringify(control.summary));
      }
      if (preset === 'mobile' && floorServer) {
        const floor = await measure(`${scheme}://127.0.0.1:${floorPort}`, '/', config, false);
        results.floor[path] = floor.summary;
        console.log('floor', path, JSON.stringify(floor.summary));
      }
    }
  }
} finally {
  await chrome.kill();
  server.close();
  controlServer?.close();
  floorServer?.close();
  if (controlRoot) await rm(controlRoot, { recursive: true, force: true });
  if (floorRoot) await rm(floorRoot, { recursive: true, force: true });
}
await mkdir('bench', { recursive: true });
if (!args.includes('--no-navigation')) {
  results.navigation = await recordNavigation(currentLabel, await measureNavigation());
  console.log('navigation', JSON.stringify(results.navigation[currentLabel]));
}
const previous = await readFile('bench/results.json', 'utf8')
  .then(JSON.parse)
  .catch(() => ({}));
if (previous.network) results.network = previous.network;
await writeFile('bench/results.json', JSON.stringify(results, null, 2) + '\n');
await writeFile('bench/results.md', markdown(results));
console.log('bench: wrote bench/results.md and bench/results.json');
