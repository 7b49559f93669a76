import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LogoMark } from '~/components/layout/brand-mark';
import { siteConfig } from '~/data/site';
import { sitePages } from '~/data/site-pages';
import { socialCard, type SocialCard } from './card';
import { cardCacheKey, renderSocialCard, socialCardSvg } from './render';
import { headingFontSize } from './template';

// Encoding with sharp takes a few seconds per test on a busy 2-core machine, near Vitest's
// 5 s default: a timeout here would say nothing about the code.
vi.setConfig({ testTimeout: 30_000 });

/** The card of a service page, the kind with the most on it: a label, two heading lines. */
const serviceCard = socialCard(
  sitePages.find((page) => page.group === 'service')!,
  siteConfig,
);

/** The same card with other words on it. */
const withText = (card: SocialCard, text: Partial<SocialCard['text']>): SocialCard => ({
  ...card,
  text: { ...card.text, ...text },
});

let cacheDir: string;
beforeEach(async () => {
  cacheDir = await mkdtemp(join(tmpdir(), 'og-cards-'));
});
afterEach(async () => {
  await rm(cacheDir, { recursive: true, force: true });
});

describe('renderSocialCard', () => {
  it('draws a 1200×630 JPEG under 300 KB', async () => {
    const { jpeg } = await renderSocialCard(serviceCard, { logo: LogoMark, cacheDir });
    const { format, width, height } = await sharp(jpeg).metadata();
    expect({ format, width, height }).toEqual({ format: 'jpeg', width: 1200, height: 630 });
    expect(jpeg.length).toBeLessThan(300 * 1024);
  });

  it('encodes a card once, reuses it while nothing on it changes, and encodes it again when its text does', async () => {
    const first = await renderSocialCard(serviceCard, { logo: LogoMark, cacheDir });
    expect(first.fromCache).toBe(false);
    const again = await renderSocialCard(serviceCard, { logo: LogoMark, cacheDir });
    expect(again.fromCache).toBe(true);
    expect(again.jpeg.equals(first.jpeg)).toBe(true);

    const renamed = await renderSocialCard(withText(serviceCard, { title: 'Managed Hosting' }), {
      logo: LogoMark,
      cacheDir,
    });
    expect(renamed.fromCache).toBe(false);
    expect(renamed.jpeg.equals(first.jpeg)).toBe(false);
    const reworded = await renderSocialCard(
      withText(serviceCard, { line: 'Hosting that works.' }),
      {
        logo: LogoMark,
        cacheDir,
      },
    );
    expect(reworded.fromCache).toBe(false);
    expect((await readdir(cacheDir)).filter((file) => file.endsWith('.jpg'))).toHaveLength(3);
  });

  it('keys the cache on what the card shows: the same card, the same key; other words, another key', async () => {
    const svg = await socialCardSvg(serviceCard, LogoMark);
    expect(await socialCardSvg(serviceCard, LogoMark)).toBe(svg);
    expect(cardCacheKey(await socialCardSvg(serviceCard, LogoMark))).toBe(cardCacheKey(svg));
    const other = await socialCardSvg(withText(serviceCard, { label: 'Hosting' }), LogoMark);
    expect(cardCacheKey(other)).not.toBe(cardCacheKey(svg));
  });

  it('wraps and clamps a long heading inside its band: the brand row, address and right margin stay as they are', async () => {
    const long = withText(serviceCard, {
      label:
        'A label far longer than any hero eyebrow the site has, to see it cut short on one line before the right margin',
      title:
        'A page title long enough to need three lines on the card if it were not clamped at two',
      highlight:
        'And a second line that is also much longer than anything the site has today, wrapped',
      line: `${serviceCard.text.line} ${serviceCard.text.line} ${serviceCard.text.line}`,
    });
    const unbroken = withText(serviceCard, { title: 'W'.repeat(60), highlight: 'M'.repeat(60) });
    const reference = await pixels(serviceCard);
    for (const card of [long, unbroken]) {
      const drawn = await pixels(card);
      // Brand row above the label, address row and the gradient bar below the description.
      expect(band(drawn, 0, 120, 0, 1200)).toEqual(band(reference, 0, 120, 0, 1200));
      expect(band(drawn, 528, 630, 0, 1200)).toEqual(band(reference, 528, 630, 0, 1200));
      // The right margin.
      expect(band(drawn, 0, 630, 1150, 1200)).toEqual(band(reference, 0, 630, 1150, 1200));
    }
  });

  it('sets short headings large and long ones smaller', () => {
    expect(headingFontSize({ title: 'Privacy Policy' })).toBeGreaterThan(
      headingFontSize({
        title: 'Backend Development',
        highlight: 'Powering Your Digital Experience',
      }),
    );
  });
});

/** The card's SVG rasterised losslessly, RGB bytes row by row. */
async function pixels(card: SocialCard) {
  const { data, info } = await sharp(Buffer.from(await socialCardSvg(card, LogoMark)))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width };
}

/** A digest of the rows [top, bottom) and columns [left, right): equal bands, equal digests. */
function band(
  { data, width }: { data: Buffer; width: number },
  top: number,
  bottom: number,
  left: number,
  right: number,
) {
  const rows: string[] = [];
  for (let y = top; y < bottom; y++) {
    rows.push(data.subarray((y * width + left) * 3, (y * width + right) * 3).toString('base64'));
  }
  return rows.join('');
}

describe('a card in Devanagari', () => {
  it('draws the letters themselves, not one empty box per letter', async () => {
    // Two titles of as many letters: drawn as empty boxes, each would give the same card.
    const [pune = '', seva = ''] = await Promise.all(
      ['पुणे कार्यालय', 'सेवा हमारी है'].map((title) =>
        socialCardSvg(withText(serviceCard, { title, line: 'हम तेज़ वेबसाइट बनाते हैं।' }), LogoMark),
      ),
    );
    expect(pune).not.toBe(seva);
    // The letters are drawn as shapes: a box is four straight lines, a letter has curves.
    expect(pune.match(/[CQ]/g)?.length ?? 0).toBeGreaterThan(
      (await socialCardSvg(withText(serviceCard, { title: 'A', line: 'B' }), LogoMark)).match(
        /[CQ]/g,
      )?.length ?? 0,
    );
  });
});
