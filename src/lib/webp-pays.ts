/**
 * Server-only: whether a WebP source is worth offering for an image. Browsers that read WebP
 * but not AVIF take the first `<source>` they can, so a WebP larger than the JPEG would cost
 * them bytes: it is offered only where it is smaller at every width.
 *
 * The answer comes from encoding the image exactly as astro:assets will (the same sharp
 * steps and options as its sharp service), and is kept in node_modules/.cache/image-formats/
 * under a hash of the picture and the settings, so a build measures a picture once.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type KernelEnum } from 'sharp';
import {
  encoderService,
  familyHeight,
  familyWidths,
  qualityFor,
  type ImageFamily,
} from './image-family';

const cacheDir = path.resolve('node_modules/.cache/image-formats');

export interface FormatBytes {
  webp: number[];
  jpeg: number[];
}

/**
 * Measurements under way or done in this build, by key: one picture is shown by many pages
 * (an author's photo beside each of their articles), and each asks at once, before the first
 * answer reaches the cache on disk; they all wait for one measurement.
 */
const measuring = new Map<string, Promise<FormatBytes>>();

/** How the build encodes a picture of `family` at each of its widths. */
const encodeSettings = (family: ImageFamily) =>
  familyWidths(family).map((width) => ({
    width,
    height: familyHeight(family, width),
    webp: { ...encoderService.webp, quality: qualityFor(family, 'webp', width) },
    jpeg: { ...encoderService.jpeg, quality: qualityFor(family, 'jpeg', width) },
  }));

type EncodeSetting = ReturnType<typeof encodeSettings>[number];

/** The WebP and JPEG bytes of `picture` at each width of `family`, as the build encodes them. */
export function measureFormats(picture: Buffer, family: ImageFamily): Promise<FormatBytes> {
  const settings = encodeSettings(family);
  const key = createHash('sha256')
    .update(picture)
    .update(JSON.stringify({ kernel: encoderService.kernel, settings, sharp: sharp.versions }))
    .digest('hex');
  let measured = measuring.get(key);
  if (!measured) {
    measured = measure(picture, key, settings);
    measuring.set(key, measured);
  }
  return measured;
}

async function measure(
  picture: Buffer,
  key: string,
  settings: readonly EncodeSetting[],
): Promise<FormatBytes> {
  const cached = path.join(cacheDir, `${key}.json`);
  try {
    return JSON.parse(await readFile(cached, 'utf8')) as FormatBytes;
  } catch {
    // Not measured yet.
  }
  const encode = (setting: EncodeSetting, format: 'webp' | 'jpeg') => {
    const scaled = sharp(picture, { failOn: 'none', pages: -1 })
      .rotate()
      .resize({
        width: setting.width,
        height: setting.height,
        kernel: encoderService.kernel as keyof KernelEnum,
        fit: 'cover',
        withoutEnlargement: true,
      });
    const encoded = format === 'webp' ? scaled.webp(setting.webp) : scaled.jpeg(setting.jpeg);
    return encoded.toBuffer().then((data) => data.length);
  };
  const bytes: FormatBytes = {
    webp: await Promise.all(settings.map((setting) => encode(setting, 'webp'))),
    jpeg: await Promise.all(settings.map((setting) => encode(setting, 'jpeg'))),
  };
  await mkdir(cacheDir, { recursive: true });
  await writeFile(cached, JSON.stringify(bytes));
  return bytes;
}

/** True when the WebP is smaller than the JPEG at every width. */
export function webpSmaller(bytes: FormatBytes): boolean {
  return bytes.webp.every((size, i) => size < bytes.jpeg[i]!);
}
