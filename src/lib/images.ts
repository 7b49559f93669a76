/**
 * Server-only: the site's raster images, encoded by astro:assets (sharp) at build time and
 * resolved here, once, into plain data that synchronous React components render
 * (`<ResponsiveImage>`, `<BackgroundVideo>`). Never import it from code that runs in the
 * browser (the contact form island): it awaits `getImage()` at the top level.
 *
 * Each catalogue image (src/content/media.ts) is a lossless master at its largest width.
 * For every width of its family (src/assets/media/encoding.json) the build writes:
 * - AVIF, always offered first;
 * - WebP, offered only when it is smaller than the JPEG at every width, as measured by the
 *   media generator with the build's own encoder settings (src/assets/media/manifest.json).
 *   Browsers that read WebP but not AVIF then never fetch more than the JPEG would cost;
 * - JPEG, the fallback every browser and crawler reads, in `<img src/srcset>`.
 *
 * The files land in /assets/ with a content hash, like the scripts and styles, so
 * `build.assetsPrefix` moves them to a CDN together; `siteConfig.mediaBaseUrl` now only
 * places the files served as they are (videos, the Open Graph card).
 */
import { getImage } from 'astro:assets';
import encoding from '~/assets/media/encoding.json';
import manifest from '~/assets/media/manifest.json';
import { media, type HeroVideoSlug } from '~/content/media';
import type {
  ImageAsset,
  ImageFamily,
  ImageSource,
  MediaImage,
  MediaVideo,
  VideoAsset,
} from '~/content/types';

type Format = 'avif' | 'webp' | 'jpeg';

interface ManifestEntry {
  family: string;
  /** of the master the sizes were measured on */
  sha256: string;
  width: number;
  height: number;
  widths: number[];
  quality: Record<'webp' | 'jpeg', number[]>;
  bytes: Record<'webp' | 'jpeg', number[]>;
  webpSmaller: boolean;
}

/** Astro's name for each format, which is also the file extension. */
const astroFormat = { avif: 'avif', webp: 'webp', jpeg: 'jpg' } as const;

const mimeType = { avif: 'image/avif', webp: 'image/webp' } as const;

/** The widths a family is served at, ascending; the last is the master's own width. */
export function familyWidths(family: ImageFamily): readonly number[] {
  return encoding.families[family].widths;
}

/** The encoder quality of `format` for `family` at `width`. */
export function qualityFor(family: ImageFamily, format: Format, width: number): number {
  const { quality, qualityAt } = encoding.families[family];
  const at: Partial<Record<Format, number>> | undefined = (
    qualityAt as Record<string, Partial<Record<Format, number>>>
  )[width];
  return at?.[format] ?? quality[format];
}

/**
 * What the generator measured for an image, checked against what the build will encode: a
 * manifest made with other widths or qualities would answer "is WebP smaller?" for files
 * the build does not make.
 */
export function manifestEntry(image: MediaImage): ManifestEntry {
  const entry = (manifest.images as Record<string, ManifestEntry>)[image.path];
  const widths = familyWidths(image.family);
  const rerun = `run \`node scripts/generate-media.mjs ${image.path}\``;
  if (!entry) throw new Error(`${image.path} is not in src/assets/media/manifest.json: ${rerun}.`);
  const same = (a: readonly number[], b: readonly number[]) =>
    a.length === b.length && a.every((value, i) => value === b[i]);
  const measured =
    entry.family === image.family &&
    same(entry.widths, widths) &&
    (['webp', 'jpeg'] as const).every((format) =>
      same(
        entry.quality[format],
        widths.map((w) => qualityFor(image.family, format, w)),
      ),
    );
  if (!measured)
    throw new Error(
      `src/assets/media/manifest.json measured ${image.path} with other widths or qualities than src/assets/media/encoding.json: ${rerun}.`,
    );
  return entry;
}

/** The formats offered for an image, best first; the last is the fallback. */
export function formatsFor(image: MediaImage): readonly Format[] {
  return manifestEntry(image).webpSmaller ? ['avif', 'webp', 'jpeg'] : ['avif', 'jpeg'];
}

async function srcSet(image: MediaImage, format: Format, widths: readonly number[]) {
  const variants = await Promise.all(
    widths.map((width) =>
      getImage({
        src: image.master,
        width,
        format: astroFormat[format],
        quality: qualityFor(image.family, format, width),
      }),
    ),
  );
  const largest = variants.at(-1)!;
  return {
    largest: largest.src,
    // The largest variant is the master's own size (Astro never enlarges).
    size: { width: Number(largest.attributes.width), height: Number(largest.attributes.height) },
    srcSet: variants.map(({ src }, i) => `${src} ${widths[i]}w`).join(', '),
  };
}

/**
 * Encode one catalogue image at every width of its family, in the formats it is offered in.
 * It reads nothing from `image.master` itself: Astro copies a master into the output when
 * the page code reads one of its properties, and only `getImage()` needs it here.
 */
export async function resolveImage(image: MediaImage): Promise<ImageAsset> {
  const widths = familyWidths(image.family);
  const formats = formatsFor(image);
  const sets = await Promise.all(formats.map((format) => srcSet(image, format, widths)));
  const fallback = sets.at(-1)!;
  const { width, height } = fallback.size;
  if (width !== widths.at(-1))
    throw new Error(
      `${image.path}: the master is ${width} px wide, but its family's largest width is ${widths.at(-1)} px.`,
    );
  const sources: ImageSource[] = formats.slice(0, -1).map((format, i) => ({
    type: mimeType[format as keyof typeof mimeType],
    srcSet: sets[i]!.srcSet,
  }));
  return { sources, src: fallback.largest, srcSet: fallback.srcSet, width, height, alt: image.alt };
}

async function resolveAll<K extends string>(
  images: Record<K, MediaImage>,
): Promise<Record<K, ImageAsset>> {
  const entries = Object.entries(images) as [K, MediaImage][];
  const resolved = await Promise.all(entries.map(([, image]) => resolveImage(image)));
  return Object.fromEntries(entries.map(([key], i) => [key, resolved[i]])) as Record<K, ImageAsset>;
}

async function resolveVideos<K extends string>(
  videos: Record<K, MediaVideo>,
): Promise<Record<K, VideoAsset>> {
  const entries = Object.entries(videos) as [K, MediaVideo][];
  const posters = await Promise.all(entries.map(([, video]) => resolveImage(video.poster)));
  return Object.fromEntries(
    entries.map(([key, video], i) => [key, { path: video.path, poster: posters[i]! }]),
  ) as Record<K, VideoAsset>;
}

/** The catalogue's images, ready to render. */
export const images = {
  portfolio: await resolveAll(media.portfolio),
  teaser: await resolveAll(media.teaser),
  team: await resolveAll(media.team),
};

/** The hero videos, their posters ready to render. */
export const heroVideos: Record<HeroVideoSlug, VideoAsset> = await resolveVideos(media.heroVideos);
