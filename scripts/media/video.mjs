// Hero background videos: frames are drawn as SVG (scenes.mjs), rasterised by
// sharp and piped as raw RGB into one ffmpeg process that writes both the
// VP9 WebM and the H.264 MP4, into the folder of the page's entry beside its
// poster (service-pages/<slug>/<slug>.{webm,mp4}), where the entry's `video`
// and `videoWebm` fields name them. Posters are the first frame, re-rendered at
// poster resolution so they stay crisp.
import { spawn } from 'node:child_process';
import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { ROOT, ensureDir, masterFile, writeMaster } from './lib.mjs';
import { H, W, doc, sceneFactories, vignetteSvg } from './scenes.mjs';

export const VIDEO_SLUGS = Object.keys(sceneFactories);
export const FPS = 24;
export const SECONDS = 7;
/** Posters are drawn at the largest width the site serves them (src/config/image-encoding.json). */
export const POSTER_WIDTH = 1920;
const FFMPEG = process.env.FFMPEG ?? 'ffmpeg';
/** The background layer is all soft gradients: render it small and upscale. */
const BACK_SCALE = 4;

const vignettes = new Map();
async function vignette(w, h) {
  const key = `${w}x${h}`;
  if (!vignettes.has(key))
    vignettes.set(
      key,
      await sharp(Buffer.from(vignetteSvg(w, h)))
        .png()
        .toBuffer(),
    );
  return vignettes.get(key);
}

/** Render one frame of a scene at outW × outH → raw RGB buffer. */
export async function renderFrame(frame, t, outW = W, outH = H) {
  const { back, front } = frame(t);
  const bw = Math.round(outW / BACK_SCALE);
  const bh = Math.round(outH / BACK_SCALE);
  return sharp(Buffer.from(doc(back, bw, bh)))
    .resize(outW, outH, { kernel: 'cubic' })
    .composite([
      { input: Buffer.from(doc(front, outW, outH)) },
      { input: await vignette(outW, outH) },
    ])
    .removeAlpha()
    .raw()
    .toBuffer();
}

function ffmpegArgs(outBase) {
  const gop = String(FPS * SECONDS);
  const common = ['-an', '-sn', '-dn', '-map_metadata', '-1', '-pix_fmt', 'yuv420p', '-g', gop];
  return [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'rawvideo',
    '-pix_fmt',
    'rgb24',
    '-s',
    `${W}x${H}`,
    '-r',
    String(FPS),
    '-i',
    '-',
    // WebM / VP9, constrained quality
    ...common,
    '-c:v',
    'libvpx-vp9',
    '-crf',
    '40',
    '-b:v',
    '520k',
    '-maxrate',
    '700k',
    '-deadline',
    'good',
    '-cpu-used',
    '5',
    '-row-mt',
    '1',
    '-tile-columns',
    '1',
    '-threads',
    '2',
    '-fflags',
    '+bitexact',
    `${outBase}.webm`,
    // MP4 / H.264, capped CRF
    ...common,
    '-c:v',
    'libx264',
    '-preset',
    'medium',
    '-profile:v',
    'high',
    '-crf',
    '27',
    '-maxrate',
    '600k',
    '-bufsize',
    '1200k',
    '-tune',
    'animation',
    '-x264-params',
    'threads=2',
    '-movflags',
    '+faststart',
    '-fflags',
    '+bitexact',
    `${outBase}.mp4`,
  ];
}

/** Render and encode one hero video; returns output sizes. */
export async function makeVideo(slug) {
  const frame = sceneFactories[slug]();
  const mp4 = masterFile('video', slug, 'mp4');
  await ensureDir(path.dirname(mp4));
  const outBase = mp4.slice(0, -'.mp4'.length);
  await Promise.all([
    rm(`${outBase}.webm`, { force: true }),
    rm(`${outBase}.mp4`, { force: true }),
  ]);

  const proc = spawn(FFMPEG, ffmpegArgs(outBase), { stdio: ['pipe', 'inherit', 'inherit'] });
  const done = new Promise((resolve, reject) => {
    proc.on('error', reject);
    proc.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code} for ${slug}`)),
    );
  });
  const total = FPS * SECONDS;
  const ahead = 3; // frames rendered concurrently ahead of the writer
  const pending = new Map();
  const start = (i) => pending.set(i, renderFrame(frame, i / total));
  for (let i = 0; i < Math.min(ahead, total); i++) start(i);
  for (let i = 0; i < total; i++) {
    const buf = await pending.get(i);
    pending.delete(i);
    if (i + ahead < total) start(i + ahead);
    if (!proc.stdin.write(buf)) await new Promise((r) => proc.stdin.once('drain', r));
  }
  proc.stdin.end();
  await done;

  const sizes = {};
  const files = {};
  for (const ext of ['webm', 'mp4']) {
    files[ext] = `${outBase}.${ext}`;
    sizes[ext] = (await stat(files[ext])).size;
  }
  return { slug, sizes, files, frame };
}

/** The poster: the first frame of the loop, re-rendered at full poster size, as its master. */
export async function makePoster(slug, frame = sceneFactories[slug]()) {
  const big = POSTER_WIDTH;
  const bigH = Math.round((big * 9) / 16);
  const raw = await renderFrame(frame, 0, big, bigH);
  const png = await sharp(raw, { raw: { width: big, height: bigH, channels: 3 } })
    .png()
    .toBuffer();
  return writeMaster(png, { group: 'poster', slug });
}

export const relative = (p) => path.relative(ROOT, p);
