#!/usr/bin/env node
/**
 * Generates every media file the site serves, from code alone (no downloads,
 * no photographs): SVG drawn programmatically → sharp for rasters, SVG frames →
 * raw RGB → ffmpeg for video. Deterministic (seeded PRNG only) and idempotent:
 * rerunning rewrites the same files.
 *
 * Makes:
 *   public/media/video/<slug>.{webm,mp4}            7 hero loops, 7 s, 1280×720, 24 fps, no audio
 *   public/media/poster/<slug>-<w>.{avif,webp,jpg}  their first frames, w = 640, 1280, 1920
 *   public/media/portfolio/<slug>-<w>.*             5 UI mockups, 16:10, w = 480, 800, 1200
 *   public/media/teaser/<slug>-<w>.*                3 UI mockups, 16:10, w = 480, 800, 1200
 *   public/media/team/<slug>-<w>.*                  7 illustrated portraits, square, w = 320, 640
 *   public/media/og/brightwave-og.jpg               1200×630 Open Graph card
 *   public/favicon.{svg,ico}, favicon-32.png, apple-touch-icon.png, icons/*.png, site.webmanifest
 *
 * Run:  npm run media                         (everything; ~3–4 minutes on 2 cores)
 *       node scripts/generate-media.mjs portfolio team/priya-nair
 *         (only some groups or jobs; groups: brand, video, poster, portfolio, teaser, team)
 * Needs ffmpeg on PATH (or FFMPEG=/path/to/ffmpeg) with libvpx-vp9 and libx264.
 *
 * Code: scripts/media/ — lib (palette, PRNG, raster output), scenes + video (hero
 * loops), kit + portfolio + teasers (mockups), portraits, og, icons.
 * The catalogue the site reads is src/content/media.ts; keep slugs in step.
 */
import os from 'node:os';
import path from 'node:path';
import { makeIcons } from './media/icons.mjs';
import { MEDIA_DIR, writeImageSet } from './media/lib.mjs';
import { makeOg } from './media/og.mjs';
import { portfolioDesigns } from './media/portfolio.mjs';
import { PEOPLE, portraitFor } from './media/portraits.mjs';
import { teaserDesigns } from './media/teasers.mjs';
import { VIDEO_SLUGS, makePoster, makeVideo } from './media/video.mjs';

const WORKERS = Math.max(1, Math.min(2, os.cpus().length));
const MOCKUP = {
  widths: [480, 800, 1200],
  aspect: 16 / 10,
  quality: { avif: 56, webp: 82, jpg: 82 },
};
const PORTRAIT = { widths: [320, 640], aspect: 1, quality: { avif: 55, webp: 82, jpg: 84 } };

function buildTasks() {
  const tasks = [];
  for (const slug of VIDEO_SLUGS) {
    tasks.push({
      group: 'video',
      name: `video/${slug}`,
      run: async () => {
        const { sizes } = await makeVideo(slug);
        return [
          { file: `public/media/video/${slug}.webm`, bytes: sizes.webm },
          { file: `public/media/video/${slug}.mp4`, bytes: sizes.mp4 },
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
        run: () => writeImageSet(draw(), { dir: path.join(MEDIA_DIR, group), slug, ...MOCKUP }),
      });
  for (const person of PEOPLE)
    tasks.push({
      group: 'team',
      name: `team/${person.slug}`,
      run: () =>
        writeImageSet(portraitFor(person), {
          dir: path.join(MEDIA_DIR, 'team'),
          slug: person.slug,
          ...PORTRAIT,
        }),
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
