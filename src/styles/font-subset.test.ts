import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { coreFile, cutCoreSubset } from '../../scripts/subset-font.mjs';
import {
  codePoints,
  coreRanges,
  coreWeights,
  inCore,
  latinRanges,
  latinWithoutCore,
  needsFullLatin,
  unicodeRange,
} from './font-subset.js';

const fontsCss = readFileSync(new URL('./fonts.css', import.meta.url), 'utf8');

/** Each @font-face of fonts.css: its src file name, weights and unicode-range, spaces normalised. */
const faces = [...fontsCss.matchAll(/@font-face\s*\{([^}]*)\}/g)].map(([, body = '']) => {
  const value = (name: string) =>
    body
      .match(new RegExp(`${name}:([^;]*);`))?.[1]
      ?.replace(/\s+/g, ' ')
      .trim();
  return {
    file: value('src')?.match(/([\w-]+\.woff2)/)?.[1],
    weight: value('font-weight'),
    range: value('unicode-range'),
  };
});

describe('the core font file', () => {
  it('is declared for exactly its characters and weights, and the full Latin file for the rest', () => {
    expect(faces.map((face) => face.file)).toEqual([
      'plus-jakarta-sans-core.woff2',
      'plus-jakarta-sans-latin-wght-normal.woff2',
      'plus-jakarta-sans-latin-ext-wght-normal.woff2',
    ]);
    expect(faces[0]?.range).toBe(unicodeRange(coreRanges));
    // One set of weights for every face: Chromium picks among a family's faces by their declared
    // weights before it looks at their ranges, so a face declared otherwise is never used.
    for (const face of faces) expect(face.weight).toBe(`${coreWeights.min} ${coreWeights.max}`);
    expect(faces[1]?.range).toBe(unicodeRange(latinWithoutCore()));
  });

  it('splits the Latin range between the two files with no character in both or neither', () => {
    const latin = codePoints(latinRanges);
    const rest = codePoints(latinWithoutCore());
    for (const point of latin) {
      expect(inCore(String.fromCodePoint(point)) !== rest.has(point), point.toString(16)).toBe(
        true,
      );
    }
    expect([...codePoints(coreRanges)].every((point) => latin.has(point))).toBe(true);
    // Only Latin outside the core brings in the full file; ∞ is in neither, so no face of ours has it.
    expect(['¿', 'é', '’', '∞'].map(needsFullLatin)).toEqual([true, false, false, false]);
  });

  it('is what `npm run fonts` cuts from the installed font (run it after changing either)', async () => {
    const committed = readFileSync(coreFile);
    const cut = await cutCoreSubset();
    expect(Buffer.compare(committed, cut)).toBe(0);
    // Every glyph is paid for by every page's first paint: the accented letters and
    // punctuation brought it from 10.6 to 13.3 KB; anything more must be weighed first.
    expect(committed.length).toBeLessThan(14 * 1024);
  });
});
