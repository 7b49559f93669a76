/**
 * Server-only: the site's raster images, encoded by astro:assets (sharp) at build time and
 * resolved into plain data that synchronous React components render (`<ResponsiveImage>`,
 * `<BackgroundVideo>`). Never import it from code that runs in the browser (the contact
 * form's island).
 *
 * A picture is whatever file an entry names in its folder (src/content/…), checked by its
 * schema first (src/content/schemas/image-file.ts). For every width of its family
 * (src/config/image-encoding.json), cropped to the family's shape around its centre and
 * turned upright by its orientation tag, the build writes:
 * - AVIF, always offered first;
 * - WebP, offered only when it is smaller than the JPEG at every width (src/lib/webp-pays.ts),
 *   so browsers that read WebP but not AVIF never fetch more than the JPEG would cost;
 * - JPEG, the fallback every browser and crawler reads, in `<img src/srcset>`.
 * sharp writes no metadata into any of them: a phone photo's location never reaches a visitor.
 *
 * The files land in /assets/ with a content hash, like the scripts and styles, so
 * `build.assetsPrefix` moves them to a CDN together; `siteConfig.mediaBaseUrl` only places
 * the files served as they are (videos, the Open Graph card).
 */
import { readFile } from 'node:fs/promises';
import type { ImageMetadata } from 'astro';
import { getImage } from 'astro:assets';
import type { ImageAsset, ImageSource, PosterAsset } from './image-asset';
import { imageFileProblem } from '~/content/schemas/image-file';
import {
  familyHeight,
  familyWidths,
  qualityFor,
  type ImageFamily,
  type ImageFormat,
} from './image-family';
import { measureFormats, webpSmaller } from './webp-pays';
import { ContentRefusal } from './content-refusal';

/** Astro's name for each format, which is also the file extension. */
const astroFormat = { avif: 'avif', webp: 'webp', jpeg: 'jpg' } as const;

const mimeType = { avif: 'image/avif', webp: 'image/webp' } as const;

/** The formats offered for a picture, best first; the last is the fallback. */
export async function formatsFor(
  picture: ImageMetadata,
  family: ImageFamily,
): Promise<readonly ImageFormat[]> {
  const bytes = await measureFormats(await readFile(sourceFile(picture)), family);
  return webpSmaller(bytes) ? ['avif', 'webp', 'jpeg'] : ['avif', 'jpeg'];
}

/**
 * Encode one picture at every width of its family, in the formats it is offered in, with
 * `alt` as its text ('' for a decorative one).
 */
export async function resolveImage(
  picture: ImageMetadata,
  family: ImageFamily,
  alt: string,
): Promise<ImageAsset> {
  const file = sourceFile(picture);
  // The schema refuses a bad file when its entry is read; this catches one replaced since.
  const problem = await imageFileProblem(file, family);
  if (problem) throw new ContentRefusal(problem);
  const widths = familyWidths(family);
  const formats = await formatsFor(picture, family);
  const sets = await Promise.all(
    formats.map(async (format) => {
      const variants = await Promise.all(
        widths.map((width) =>
          getImage({
            src: picture,
            width,
            height: familyHeight(family, width),
            fit: 'cover',
            format: astroFormat[format],
            quality: qualityFor(family, format, width),
          }),
        ),
      );
      return {
        largest: variants.at(-1)!.src,
        srcSet: variants.map(({ src }, i) => `${src} ${widths[i]}w`).join(', '),
      };
    }),
  );
  const sources: ImageSource[] = formats.slice(0, -1).map((format, i) => ({
    type: mimeType[format as keyof typeof mimeType],
    srcSet: sets[i]!.srcSet,
  }));
  const fallback = sets.at(-1)!;
  const width = widths.at(-1)!;
  return {
    sources,
    src: fallback.largest,
    srcSet: fallback.srcSet,
    width,
    height: familyHeight(family, width),
    alt,
  };
}

/**
 * A hero's poster (decorative, so without alt text): at the `poster` widths for wide screens,
 * and cropped upright (`phone-poster`) for a phone's.
 */
export async function resolvePoster(picture: ImageMetadata): Promise<PosterAsset> {
  const [wide, phone] = await Promise.all([
    resolveImage(picture, 'poster', ''),
    resolveImage(picture, 'phone-poster', ''),
  ]);
  return { ...wide, phone };
}

/**
 * The picture's file on disk. Read from `fsPath` alone during a build: astro:assets copies
 * an original into the site when page code reads any other property of it, and only
 * `getImage()` may touch it. The development server (and Vitest) name it in a /@fs/ URL.
 */
function sourceFile(picture: ImageMetadata): string {
  const { fsPath } = picture as ImageMetadata & { fsPath?: string };
  if (fsPath) return fsPath;
  const url = new URL(picture.src, 'file://');
  return decodeURIComponent(url.pathname.replace(/^\/@fs/, ''));
}
