import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import satori, { type Font } from 'satori';
import sharp, { type JpegOptions } from 'sharp';
import type { SocialCard } from './card';
import { SocialCardLayout, cardFontFamily, cardSize, type CardLogo } from './template';

/**
 * Draws social cards at build time: satori lays the card out and outlines its text as paths,
 * sharp rasterises that SVG and encodes the JPEG. Rasterising and encoding are the slow part
 * (about 110 ms a card on one core, against 20 ms of layout), so the JPEG is cached by a hash of
 * the SVG: the SVG holds every input (text, font outlines, template, colours, logo), so a card
 * is drawn again exactly when what it shows changes, with no list of inputs to keep up to date.
 */

/** Where encoded cards are kept between builds (`npm ci` starts it empty). */
export const defaultCacheDir = resolve('node_modules/.cache/og-cards');

/**
 * 4:4:4 keeps the coloured heading's edges crisp. libjpeg-turbo with optimised Huffman tables,
 * not mozjpeg: mozjpeg made each card about 10 KB smaller (75 KB against 84 KB, measured on a
 * service page's card) but took 150 ms to encode it instead of 30, and a site with 200 more
 * articles draws 200 more cards on a host's fresh build. Only link previews fetch a card.
 */
const jpegOptions = {
  quality: 86,
  progressive: true,
  optimizeCoding: true,
  chromaSubsampling: '4:4:4',
} as const satisfies JpegOptions;

/**
 * The weights the card sets: the static instances of the site's own family, same release as the
 * variable file the pages load (satori draws a variable font only at its default weight).
 */
const fontWeights = [500, 700, 800] as const;

export interface RenderedCard {
  jpeg: Buffer;
  /** True when the JPEG came from the cache instead of being encoded. */
  fromCache: boolean;
}

/** Draws `card` with the site's `logo` mark, or takes it from the cache. */
export async function renderSocialCard(
  card: SocialCard,
  { logo, cacheDir = defaultCacheDir }: { logo: CardLogo; cacheDir?: string },
): Promise<RenderedCard> {
  const svg = await socialCardSvg(card, logo);
  const file = join(cacheDir, `${cardCacheKey(svg)}.jpg`);
  const cached = await readFile(file).catch(() => undefined);
  if (cached) return { jpeg: cached, fromCache: true };

  const jpeg = await sharp(Buffer.from(svg)).jpeg(jpegOptions).toBuffer();
  await mkdir(cacheDir, { recursive: true });
  // Written aside and renamed, so a build stopped halfway never leaves half a card to reuse.
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, jpeg);
  await rename(partial, file);
  return { jpeg, fromCache: false };
}

/** The card as satori lays it out: an SVG with every glyph as a path. */
export async function socialCardSvg(card: SocialCard, logo: CardLogo): Promise<string> {
  return satori(<SocialCardLayout text={card.text} logo={logo} />, {
    ...cardSize,
    fonts: await cardFonts(),
  });
}

/** Names a card's cached JPEG: the SVG it encodes, and how it is encoded. */
export function cardCacheKey(svg: string): string {
  return createHash('sha256')
    .update(JSON.stringify({ jpegOptions, sharp: sharp.versions }))
    .update(svg)
    .digest('hex')
    .slice(0, 32);
}

let fonts: Promise<Font[]> | undefined;

/**
 * The faces a card is drawn with: the site's family, then, for the letters it has none of,
 * Noto Sans Devanagari at the same weights, so a Hindi or Marathi title or name (the agency
 * works from Pune) is drawn in its own letters rather than as empty boxes. satori takes a
 * letter the first family lacks from the next face that has it.
 */
function cardFonts(): Promise<Font[]> {
  const require = createRequire(import.meta.url);
  const faces = [
    { name: cardFontFamily, file: 'plus-jakarta-sans/files/plus-jakarta-sans-latin' },
    {
      name: 'Noto Sans Devanagari',
      file: 'noto-sans-devanagari/files/noto-sans-devanagari-devanagari',
    },
  ];
  fonts ??= Promise.all(
    faces.flatMap(({ name, file }) =>
      fontWeights.map(async (weight) => ({
        name,
        weight,
        style: 'normal' as const,
        data: await readFile(require.resolve(`@fontsource/${file}-${weight}-normal.woff`)),
      })),
    ),
  );
  return fonts;
}
