#!/usr/bin/env node
/**
 * Generates every media file the site serves, from code alone (no downloads,
 * no photographs): SVG drawn programmatically → sharp for rasters, SVG frames →
 * raw RGB → ffmpeg for video. Deterministic (seeded PRNG only) and idempotent:
 * rerunning rewrites the same files.
 *
 * Makes the site's default pictures and videos, each in the folder of the content entry that
 * shows it (a marketer replaces one by dropping a file of their own there and naming it in the
 * entry; nothing needs this script):
 *   src/content/service-pages/<slug>/<slug>.{webm,mp4}  6 hero loops, 7 s, 1280×720, 24 fps, no audio
 *   src/content/service-pages/<slug>/<slug>.png   their first frames, 1920×1080, as the posters
 *   src/content/pages/about-us/about-us.{webm,mp4,png}  (and the about page's)
 *   src/content/portfolio/<slug>/<slug>.png       5 UI mockups, 1200×750
 *   src/content/home-projects/<slug>/<slug>.png   3 UI mockups, 1200×750
 *   src/content/team/<slug>/<slug>.png            7 illustrated portraits, 640×640
 *   public/media/og/brightwave-og.jpg             1200×630 Open Graph card (a JPEG at a stable URL)
 *   public/favicon.{svg,ico}, favicon-32.png, apple-touch-icon.png, icons/icon-512.png
 *
 * The pictures are lossless PNG at the largest width the site serves. `astro build` encodes
 * them with sharp (astro:assets) into AVIF, WebP and JPEG at each width of
 * src/config/image-encoding.json; src/lib/images.ts says how.
 *
 * Run:  npm run media                         (everything; ~3–4 minutes on 2 cores)
 *       node scripts/generate-media.mjs portfolio team/priya-nair
 *         (only some groups or jobs; groups: brand, video, poster, portfolio, teaser, team)
 * Needs ffmpeg on PATH (or FFMPEG=/path/to/ffmpeg) with libvpx-vp9 and libx264 for the
 * video group only, and the Liberation fonts (Debian: fonts-liberation) for the artwork's
 * text: mockups, Open Graph card.
 *
 * Code: scripts/media/ — lib (palette, PRNG, raster output), scenes + video (hero
 * loops), kit + portfolio + teasers (mockups), portraits, og, icons.
 * The entries that name these files are under src/content/; keep slugs in step.
 */
import os from 'node:os';
import { makeIcons } from './media/icons.mjs';
import { assertArtworkFonts, writeMaster } from './media/lib.mjs';
import { makeOg } from './media/og.mjs';
import { portfolioDesigns } from './media/portfolio.mjs';
import { PEOPLE, portraitFor } from './media/portraits.mjs';
import { teaserDesigns } from './media/teasers.mjs';
import { VIDEO_SLUGS, makePoster, makeVideo, relative } from './media/video.mjs';

const WORKERS = Math.max(1, Math.min(2, os.cpus().length));
/** Groups whose artwork sets text. */
const TEXT_GROUPS = new Set(['portfolio', 'teaser', 'brand']);

function buildTasks() {
  const tasks = [];
  for (const slug of VIDEO_SLUGS) {
    tasks.push({
      group: 'video',
      name: `video/${slug}`,
      run: async () => {
        const { sizes, files } = await makeVideo(slug);
        return [
          { file: relative(files.webm), bytes: sizes.webm },
          { file: relative(files.mp4), bytes: sizes.mp4 },
        ];
      },
    });
    tasks.push({ group: 'poster', name: `poster/${slug}`, run: () => makePoster(slug) });
  }
  for (const [group, designs] of [
    ['portfolio', portfolioDesigns],
    ['teaser', teaserDesigns],
  ])
    for (const [slug, draw] of Object.entries(designs))
      tasks.push({
        group,
        name: `${group}/${slug}`,
        run: () => writeMaster(draw(), { group, slug }),
      });
  for (const person of PEOPLE)
    tasks.push({
      group: 'team',
      name: `team/${person.slug}`,
      run: () => writeMaster(portraitFor(person), { group: 'team', slug: person.slug }),
    });
  tasks.push({ group: 'brand', name: 'brand/icons', run: makeIcons });
  tasks.push({ group: 'brand', name: 'brand/og', run: makeOg });
  // Longest first, so the workers finish together.
  return tasks.sort((a, b) => (b.group === 'video') - (a.group === 'video'));
}

function printTable(results) {
  const rows = results.flat().sort((a, b) => a.file.localeCompare(b.file));
  const width = Math.max(...rows.map((r) => r.file.length));
  console.log(`\n${'file'.padEnd(width)}  ${'bytes'.padStart(9)}`);
  for (const r of rows) console.log(`${r.file.padEnd(width)}  ${String(r.bytes).padStart(9)}`);
  const total = rows.reduce((a, r) => a + r.bytes, 0);
  console.log(`${`${rows.length} files`.padEnd(width)}  ${String(total).padStart(9)}`);
}

async function main() {
  const only = process.argv.slice(2);
  const tasks = buildTasks();
  const known = new Set(tasks.flatMap((t) => [t.group, t.name]));
  const unknown = only.filter((o) => !known.has(o));
  if (unknown.length) throw new Error(`Unknown group or job: ${unknown.join(', ')}`);
  const queue = tasks.filter(
    (t) => only.length === 0 || only.includes(t.group) || only.includes(t.name),
  );
  if (queue.some((task) => TEXT_GROUPS.has(task.group))) assertArtworkFonts();
  const started = performance.now();
  console.log(`Generating ${queue.length} media jobs on ${WORKERS} workers…`);
  const results = [];
  const worker = async () => {
    for (let task = queue.shift(); task; task = queue.shift()) {
      const t0 = performance.now();
      results.push(await task.run());
      console.log(`  ✓ ${task.name.padEnd(36)} ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, worker));
  printTable(results);
  console.log(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
