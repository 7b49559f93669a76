// The real-network bench's section of bench/results.md (bench-network.mjs writes the figures,
// bench.mjs keeps the section when it rewrites the file with Lighthouse's).
import { readFile, writeFile } from 'node:fs/promises';

export const sectionTitle = '## real network';
const resultsFile = 'bench/results.md';

const sign = (n) => (n === undefined || Number.isNaN(n) ? '–' : n > 0 ? `+${n}` : `${n}`);
const kb = (bytes) => (bytes === undefined ? '–' : (bytes / 1024).toFixed(1));
const or = (value) => (value === undefined ? '–' : value);

function routeRow(path, { site, floor }, lighthouse) {
  if (site.error || floor.error) return `| ${path} | failed: ${site.error ?? floor.error} |`;
  const m = site.mainThread;
  const request =
    site.lcpRequestStartMs === undefined
      ? 'text: none'
      : `${site.lcpRequestStartMs}–${site.lcpRequestEndMs} (${kb(site.lcpRequestBytes)} KB)`;
  return [
    path,
    `${site.lcpMs} (${site.lcpRangeMs.join('–')})`,
    floor.lcpMs,
    `**${sign(site.lcpMs - floor.lcpMs)}**`,
    `${site.fcpMs} (${site.fcpRangeMs.join('–')})`,
    floor.fcpMs,
    sign(site.fcpMs - floor.fcpMs),
    lighthouse === undefined ? '–' : sign(lighthouse.gapMs),
    `${site.connectMs} (${site.tlsMs})`,
    `${site.firstByteMs} / ${floor.firstByteMs}`,
    site.htmlEndMs,
    kb(site.htmlBytes),
    `${kb(site.firstScreenBytes)} (${site.firstScreenElement})`,
    `${kb(site.blockingBytes)} (${site.blockingCount}), ${site.blockingEndMs}`,
    site.lcpElement,
    request,
    m ? `${or(m.style)} / ${or(m.layout)} / ${or(m.script)} / ${or(m.parse)} / ${or(m.total)}` : '–',
    site.cpuMultiplier,
  ].join(' | ')
    .replace(/^/, '| ')
    .concat(' |');
}

/**
 * What a route's gap to the floor is made of, in the order a load goes: its first byte later
 * than the floor's (connection, TLS, the response's headers and records), the rest of its HTML,
 * the first paint after the HTML ended, and the largest paint after the first, with the largest
 * element's own file and the main thread's style, layout and script work.
 */
export function gapRow(path, { site, floor }) {
  if (site.error || floor.error) return `| ${path} | failed |`;
  const m = site.mainThread;
  const cells = [
    path,
    `**${sign(site.lcpMs - floor.lcpMs)}**`,
    sign(site.firstByteMs - floor.firstByteMs),
    site.htmlEndMs - site.firstByteMs,
    sign(site.fcpMs - site.htmlEndMs),
    sign(site.lcpMs - site.fcpMs),
    site.lcpRequestEndMs === undefined
      ? 'text'
      : `${site.lcpRequestStartMs}–${site.lcpRequestEndMs}`,
    m ? m.style + m.layout + m.script : '–',
  ];
  return `| ${cells.join(' | ')} |`;
}

function gapMarkdown(variant) {
  const rows = Object.entries(variant.routes).map(([path, route]) => gapRow(path, route));
  return `What the gap is made of (medians, ms): **first byte** the document's first byte after the floor's (connection, TLS, headers, records); **rest of HTML** its first byte to its last; **FCP after HTML end** the first paint after the document ended (negative: it painted from a partial document); **LCP after FCP**; **its file** the largest element's own request, start–end (text: none); **style + layout + script** the main thread before the largest paint (one traced load).

| route | LCP gap | first byte | rest of HTML | FCP after HTML end | LCP after FCP | its file | style + layout + script |
| --- | --: | --: | --: | --: | --: | --- | --: |
${rows.join('\n')}
`;
}

/** The TLS-record comparison: one encoding measured at several ssl_buffer_size values. */
function recordsMarkdown(results) {
  const byEncoding = new Map();
  for (const variant of Object.values(results.variants)) {
    const list = byEncoding.get(variant.encoding) ?? [];
    list.push(variant);
    byEncoding.set(variant.encoding, list);
  }
  const rows = [];
  for (const [encoding, variants] of byEncoding) {
    if (variants.length < 2) continue;
    for (const path of Object.keys(variants[0].routes)) {
      const cells = variants.map((v) => v.routes[path]?.site ?? {});
      const floors = variants.map((v) => v.routes[path]?.floor ?? {});
      const each = (read) => cells.map(read).join(' / ');
      rows.push(
        `| ${path} | ${encoding} | ${each((s) => s.firstByteMs)} | ${floors.map((f) => f.firstByteMs).join(' / ')} | ${each((s) => s.fcpMs)} | ${each((s) => s.lcpMs)} | ${each((s) => s.htmlEndMs)} |`,
      );
    }
    rows.unshift(`ssl_buffer_size ${variants.map((v) => v.sslBuffer).join(' / ')}:`);
  }
  if (rows.length === 0) return '';
  const [sizes, ...lines] = rows;
  return `### TLS record size (nginx's ssl_buffer_size)

The same encoding served with each record size, in that order (${sizes.replace(/:$/, '')}). Medians in ms.

| route | encoding | first HTML byte | floor's first byte | FCP | LCP | HTML end |
| --- | --- | --: | --: | --: | --: | --: |
${lines.join('\n')}
`;
}

export function networkMarkdown(results) {
  const link = results.link;
  const check = results.check;
  const tables = Object.entries(results.variants).map(([key, variant]) => {
    const rows = Object.entries(variant.routes).map(([path, route]) =>
      routeRow(path, route, results.lighthouse?.gaps?.[path]),
    );
    return `### ${variant.label}, ssl_buffer_size ${variant.sslBuffer} (\`${key}\`)

| route | LCP ms (range) | floor LCP | LCP gap | FCP ms (range) | floor FCP | FCP gap | Lighthouse LCP gap | connect (TLS) ms | first HTML byte / floor's ms | HTML end ms | HTML KB sent | first screen ends at KB (element) | render-blocking KB (n), done ms | largest element | its request ms (KB) | main thread before LCP ms: style / layout / script / parse / all | CPU x |
| --- | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --- | --- | --- | --- | --- | --: |
${rows.join('\n')}

${gapMarkdown(variant)}`;
  });
  return `${sectionTitle}: real Chromium on a shaped link (the headline figure)

${results.date}, ${results.chrome}, build \`${results.build}\`. Generated by \`npm run bench -- --network\` (tools/bench/bench-network.mjs). Debian's nginx with deploy/nginx.conf on 127.0.0.2 over HTTPS and HTTP/2, a loopback link shaped packet by packet: ${link.rttMs} ms round trip, ${link.downBitsPerSecond / 1e6} Mbps down, ${link.upBitsPerSecond / 1e3} kbps up, ${link.mss}-byte segments, the kernel's initial window of 10. Measured at the start of the run: TCP connect ${check.connectMs.toFixed(0)} ms, ${(check.downBitsPerSecond / 1e6).toFixed(2)} Mbps down and ${(check.upBitsPerSecond / 1e6).toFixed(2)} Mbps up of TCP payload (the headers take about 3.5%). Headless Chromium at ${results.phone.width} x ${results.phone.height}, ${results.phone.deviceScaleFactor}x, touch; a new context (empty cache, new connection) per load; the CPU slowed by the multiplier Lighthouse's calculator gives for the benchmark index measured before each route (**CPU x**). Each figure is the median of ${results.runs} loads, the floor page's loads alternating with the route's.

Columns: **LCP gap** and **FCP gap** are the route's median less the floor's; **Lighthouse LCP gap** is the simulated figure of the Lighthouse mode (\`npm run bench\`, ${results.lighthouse?.date ?? 'not run'}) for comparison; **connect (TLS)** the document's TCP and TLS handshakes; **first HTML byte** and **HTML end** from the navigation's start; **HTML KB sent** the document with its headers; **first screen ends at** the compressed size of the HTML before the first element that starts below ${results.phone.height} px; **render-blocking** the requests Chromium marked so, their size and when the last ended; **its request** when the largest element's own file was asked for and arrived (none for text); **main thread** each task's own time up to the largest paint, from a trace.

${tables.join('\n')}
${recordsMarkdown(results)}`;
}

/** Puts `section` in place of the real-network section of bench/results.md, or first in it. */
export async function replaceNetworkSection(section) {
  const results = await readFile(resultsFile, 'utf8').catch(() => '# Benchmark\n');
  const start = results.indexOf(sectionTitle);
  if (start >= 0) {
    const next = results.slice(start).search(/\n## (?!#)/);
    const rest = next < 0 ? '' : results.slice(start + next + 1);
    await writeFile(resultsFile, `${results.slice(0, start)}${section}\n${rest}`);
    return;
  }
  const firstSection = results.indexOf('\n## ');
  const head = firstSection < 0 ? `${results.trimEnd()}\n\n` : results.slice(0, firstSection + 1);
  const tail = firstSection < 0 ? '' : results.slice(firstSection + 1);
  await writeFile(resultsFile, `${head}${section}\n${tail}`);
}
