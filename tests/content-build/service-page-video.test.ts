/**
 * A page's background video belongs to its entry, end to end through the real build:
 * - a seventh service with its service page and no video of its own builds, and the page shows
 *   its poster at 390 and 1280 px and asks for no video, nor any file that is not there;
 * - a video left in a page's folder that no entry names is not published;
 * - a video an entry names that is missing, or is not a video a browser plays, is refused by
 *   `npm run check:content` (the build reads through the same loaders), with a message naming the
 *   field and the file.
 * The entries copied are whichever the content holds; nothing here depends on their words.
 * Screenshots of the new page and of a page with a video go to .tmp/service-page-video/.
 */
import { copyFile, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium, devices, type Browser } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';
import { createSiteServer } from '../../scripts/serve.mjs';
import { copySite, type SiteCopy } from './site-copy';

let site: SiteCopy;
const servicesFolder = 'src/content/services';
const pagesFolder = 'src/content/service-pages';
/** The new service: its page has a poster of its own and no video. */
const newSlug = 'video-free-service';
/** A service page of the content whose entry names a video, if any does. */
let withVideo: string | undefined;
let model = '';

const read = (file: string) => readFile(site.at(file), 'utf8');
const entries = async (folder: string) =>
  (await readdir(site.at(folder))).filter((name) => name.endsWith('.yaml')).sort();

/** The entry without its background video fields, and with its poster moved to `slug`'s folder. */
function withoutVideo(yaml: string, from: string, slug: string): string {
  return yaml
    .split('\n')
    .filter((line) => !/^video(Webm)?:/.test(line))
    .join('\n')
    .replaceAll(`./${from}/${from}.`, `./${slug}/${slug}.`);
}

beforeAll(async () => {
  site = await copySite();
  const pages = await entries(pagesFolder);
  for (const file of pages) {
    const slug = path.basename(file, '.yaml');
    if (/^video:/m.test(await read(`${pagesFolder}/${file}`))) withVideo ??= slug;
  }
  model = path.basename(pages[0]!, '.yaml');
}, 300_000);

afterAll(() => site?.remove());

/** The model page's entry, naming `video` as its MP4, and that file written as `bytes`. */
async function nameVideo(file: string, bytes?: Buffer) {
  if (bytes) await writeFile(site.at(pagesFolder, model, file), bytes);
  const entry = site.at(pagesFolder, `${model}.yaml`);
  const yaml = await readFile(entry, 'utf8');
  const lines = yaml.split('\n').filter((line) => !/^video(Webm)?:/.test(line));
  const poster = lines.findIndex((line) => line.startsWith('poster:'));
  lines.splice(poster + 1, 0, `video: ./${model}/${file}`);
  await writeFile(entry, lines.join('\n'));
  return yaml;
}

/** An MP4 whose one video track is H.265, as an iPhone records by default. */
function hevcMp4(): Buffer {
  const box = (type: string, ...contents: Buffer[]) => {
    const body = Buffer.concat(contents);
    const head = Buffer.alloc(8);
    head.writeUInt32BE(8 + body.length);
    head.write(type, 4, 'latin1');
    return Buffer.concat([head, body]);
  };
  const stsd = box('stsd', Buffer.from([0, 0, 0, 0, 0, 0, 0, 1]), box('hvc1', Buffer.alloc(78)));
  const hdlr = box('hdlr', Buffer.alloc(8), Buffer.from('vide'), Buffer.alloc(13));
  return Buffer.concat([
    box('ftyp', Buffer.from('isom'), Buffer.alloc(4), Buffer.from('isommp42')),
    box('moov', box('trak', box('mdia', hdlr, box('minf', box('stbl', stsd))))),
    box('mdat', Buffer.alloc(256)),
  ]);
}

describe('a video an entry names that cannot play is refused, naming the field and the file', () => {
  const rows = [
    {
      mistake: 'a video that is not there',
      make: () => nameVideo('promo.mp4'),
      message: (file: string) => `video: There is no file "${file}"`,
    },
    {
      mistake: 'a picture renamed .mp4',
      make: async () =>
        nameVideo('promo.mp4', await readFile(site.at(pagesFolder, model, `${model}.png`))),
      message: (file: string) => `video: "${file}" is not an MP4 video.`,
    },
    {
      mistake: 'a phone video in H.265',
      make: () => nameVideo('promo.mp4', hevcMp4()),
      message: (file: string) => `video: "${file}" is H.265 (HEVC), as phones record by default`,
    },
  ];
  for (const row of rows)
    // Answered by the check: the build reads the content through the same checked loaders, as
    // the bad-file table's build row proves (bad-entries.test.ts), so a build here would only
    // repeat the check's words.
    it(`${row.mistake}: by check:content`, async () => {
      const original = await row.make();
      const expected = row.message(`${pagesFolder}/${model}/promo.mp4`);
      try {
        const check = await site.quickCheck();
        expect(check.code, check.output).not.toBe(0);
        expect(check.output).toContain(expected);
        // The refusal as the marketer reads it, for the report.
        console.log(
          check.output
            .split('\n')
            .find((line) => line.includes(expected))
            ?.trim(),
        );
      } finally {
        await writeFile(site.at(pagesFolder, `${model}.yaml`), original);
      }
    });
});

describe('a seventh service page without a video', () => {
  let browser: Browser;
  let origin = '';
  let server: ReturnType<typeof createSiteServer>;

  beforeAll(async () => {
    // The service: a copy of the first, placed last.
    const services = await entries(servicesFolder);
    const orders = await Promise.all(
      services.map(async (file) =>
        Number(/^order:\s*(\d+)/m.exec(await read(`${servicesFolder}/${file}`))?.[1] ?? 0),
      ),
    );
    const service = await read(`${servicesFolder}/${services[0]}`);
    await writeFile(
      site.at(servicesFolder, `${newSlug}.yaml`),
      service.replace(/^order:.*$/m, `order: ${Math.max(...orders) + 1}`),
    );
    // Its page: a copy of the model page without the video fields, with its own poster, and
    // a stray video beside it that it does not name.
    const page = await read(`${pagesFolder}/${model}.yaml`);
    await mkdir(site.at(pagesFolder, newSlug));
    await copyFile(
      site.at(pagesFolder, model, `${model}.png`),
      site.at(pagesFolder, newSlug, `${newSlug}.png`),
    );
    await writeFile(site.at(pagesFolder, `${newSlug}.yaml`), withoutVideo(page, model, newSlug));
    await writeFile(site.at(pagesFolder, newSlug, 'stray-draft.mp4'), hevcMp4());

    const build = await site.build();
    expect(build.code, build.output).toBe(0);

    server = createSiteServer({ root: site.at('build/client'), hosting: site.at('build/hosting') });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  }, 600_000);

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  const html = () => read(`build/client/services/${newSlug}/index.html`);

  it('is built with its poster as the hero picture, and no video in its HTML', async () => {
    const page = await html();
    const hero = /<img [^>]*fetchPriority="high"[^>]*>/i.exec(page)?.[0];
    expect(hero).toContain(`src="/assets/${newSlug}.`);
    expect(page.includes('data-background-video'), 'a video template').toBe(false);
    expect(/\.(mp4|webm)"/.test(page), 'a video file named').toBe(false);
  });

  it('publishes no video that no entry names', async () => {
    const assets = await readdir(site.at('build/client/assets'));
    expect(assets.filter((name) => name.startsWith('stray-draft.'))).toEqual([]);
  });

  /**
   * Opens `route` at `width` px once its enhancement modules have run (on a wide screen, the
   * moment a hero video starts), scrolled to its end and back; returns what it asked for.
   */
  async function visit(route: string, width: 390 | 1280) {
    const context = await browser.newContext(
      width === 390
        ? { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } }
        : { viewport: { width: 1280, height: 800 } },
    );
    const page = await context.newPage();
    const videos: string[] = [];
    const missing: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'media' || /\.(mp4|webm)$/.test(request.url()))
        videos.push(request.url());
    });
    page.on('response', (response) => {
      if (response.status() >= 400) missing.push(`${response.url()} ${response.status()}`);
    });
    page.on('requestfailed', (request) => missing.push(`${request.url()} failed`));
    await page.goto(`${origin}${route}`);
    await page.waitForFunction(() => document.documentElement.dataset.enhanced === 'true');
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForLoadState('networkidle');
    const poster = await page.locator('img[fetchpriority="high"]').evaluate((image) => {
      const img = image as HTMLImageElement;
      const box = img.getBoundingClientRect();
      return { loaded: img.complete && img.naturalWidth > 0, width: box.width };
    });
    const videoElements = await page.locator('video').count();
    await mkdir('.tmp/service-page-video', { recursive: true });
    await page.screenshot({
      path: `.tmp/service-page-video/${route.split('/').pop()}-${width}.png`,
    });
    await context.close();
    return { videos, missing, poster, videoElements };
  }

  for (const width of [390, 1280] as const)
    it(`shows its poster across the screen at ${width} px and asks for no video`, async () => {
      const { videos, missing, poster, videoElements } = await visit(`/services/${newSlug}`, width);
      expect(poster.loaded).toBe(true);
      // Across the screen, but for a scroll bar.
      expect(poster.width).toBeGreaterThan(width - 20);
      expect(videoElements).toBe(0);
      expect(videos).toEqual([]);
      expect(missing).toEqual([]);
    });

  it('while a page whose entry names a video plays it at 1280 px (so the probe sees videos)', async (context) => {
    if (!withVideo) context.skip();
    const wide = await visit(`/services/${withVideo}`, 1280);
    expect(wide.videoElements).toBe(1);
    expect(wide.videos.length).toBeGreaterThan(0);
    expect(wide.missing).toEqual([]);
    const narrow = await visit(`/services/${withVideo}`, 390);
    expect(narrow.videos).toEqual([]);
  });
});
