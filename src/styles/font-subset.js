// The site's core font file: which characters, weights and OpenType features of Plus Jakarta
// Sans it holds. scripts/subset-font.mjs cuts it from @fontsource-variable's Latin file into
// src/assets/fonts/; fonts.css declares it for exactly these characters and the full Latin file
// for the rest of Latin, so a page whose text stays inside this set fetches one 12.9 KB file
// instead of 27 KB, and a page that shows any other Latin character fetches the full file as
// well and sets it in the same face.
//
// Why this set: what the agency writes and what a visitor types, not only today's copy. The
// letters, figures and punctuation of English; the accented letters of Western European names
// and places (a new colleague called Tomás, a client in Malmö), since the copy is the
// marketers' and every name they add would otherwise cost its page the 27 KB file; the dashes,
// curly quotes, bullet and ellipsis a writer's word processor puts in; and the currency signs
// the prices may carry (£ €; ₹ is in the Latin Extended file). tests/site/build-output.test.ts
// fails when a built page still needs the full file. ASCII's other symbols (# * [ \ ] ^ ` { } ~)
// and the marks no copy is likely to use stay in the full file: every glyph here is paid for by
// every page's first paint (the accented letters and punctuation are 2.3 KB of it) out of the
// 43.8 KB that Lighthouse's model delivers in the two round trips after the connection opens
// (ARCHITECTURE.md, "First paint").
// Why 400-800: the site sets text at 400 (normal) to 800 (extrabold) and never lighter.
// Why these features: the ones Chromium, Firefox and Safari apply by default to horizontal
// Latin text, except `locl`, whose forms apply only to other languages than the pages' English,
// plus `tnum` for the counters and legal numbering (`tabular-nums`). Dropping the font's other
// features (fractions, ordinals, stylistic sets, case forms) keeps their extra glyphs out of
// the file; no page asks for them.

/** @typedef {[number] | [number, number]} CodePointRange */

/** The characters of the core file, as code point ranges (a single point or first and last). */
/** @type {CodePointRange[]} */
export const coreRanges = [
  [0x0000, 0x0022], // control characters (no glyph; listed so a line break never fetches the full file), space ! "
  [0x0024, 0x0029], // $ % & ' ( )
  [0x002b, 0x005a], // + , - . / 0-9 : ; < = > ? @ A-Z
  [0x005f], // _
  [0x0061, 0x007a], // a-z
  [0x007c], // |
  [0x00a0], // no-break space
  [0x00a3], // £
  [0x00a9], // ©
  [0x00b7], // ·
  [0x00c0, 0x00d6], // À-Ö: the accented capitals of names and places (José, Zoë, Müller)
  [0x00d8, 0x00f6], // Ø-ö
  [0x00f8, 0x00ff], // ø-ÿ
  [0x2013, 0x2014], // – —
  [0x2018, 0x2019], // ‘ ’
  [0x201c, 0x201d], // “ ”
  [0x2022], // •
  [0x2026], // …
  [0x20ac], // €
];

/** The `unicode-range` of @fontsource-variable's Latin file, which the two faces split between them. */
/** @type {CodePointRange[]} */
export const latinRanges = [
  [0x0000, 0x00ff],
  [0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6],
  [0x02da],
  [0x02dc],
  [0x0304],
  [0x0308],
  [0x0329],
  [0x2000, 0x206f],
  [0x20ac],
  [0x2122],
  [0x2191],
  [0x2193],
  [0x2212],
  [0x2215],
  [0xfeff],
  [0xfffd],
];

/** The weight axis the core file keeps. */
export const coreWeights = { min: 400, max: 800 };

/** The OpenType layout features the core file keeps. */
export const coreFeatures = [
  'ccmp',
  'mark',
  'mkmk',
  'kern',
  'liga',
  'clig',
  'calt',
  'rlig',
  'rvrn',
  'curs',
  'dist',
  'tnum',
];

/**
 * Every code point of some ranges.
 * @param {CodePointRange[]} ranges
 * @returns {Set<number>}
 */
export function codePoints(ranges) {
  const points = new Set();
  for (const [first, last = first] of ranges) {
    for (let point = first; point <= last; point++) points.add(point);
  }
  return points;
}

const core = codePoints(coreRanges);
const latin = codePoints(latinRanges);

/** Whether the core file covers this character. */
export function inCore(/** @type {string} */ character) {
  return core.has(/** @type {number} */ (character.codePointAt(0)));
}

/** Whether showing this character makes a page fetch the full Latin file besides the core one. */
export function needsFullLatin(/** @type {string} */ character) {
  const point = /** @type {number} */ (character.codePointAt(0));
  return latin.has(point) && !core.has(point);
}

/** The printable characters of the core file, as text for the subsetter. */
export function coreText() {
  return [...core]
    .filter((point) => point >= 0x20)
    .map((point) => String.fromCodePoint(point))
    .join('');
}

/** Sorted code points as ranges: [1, 2, 3, 7] → [[1, 3], [7]]. */
function toRanges(/** @type {Iterable<number>} */ points) {
  /** @type {CodePointRange[]} */
  const ranges = [];
  for (const point of [...points].sort((a, b) => a - b)) {
    const last = ranges.at(-1);
    if (last && (last[1] ?? last[0]) === point - 1) ranges[ranges.length - 1] = [last[0], point];
    else ranges.push([point]);
  }
  return ranges;
}

/** The Latin file's characters that the core file leaves to it. */
export function latinWithoutCore() {
  return toRanges([...latin].filter((point) => !core.has(point)));
}

/** Ranges as a CSS `unicode-range` value: `U+0000-007E, U+00A0`. */
export function unicodeRange(/** @type {CodePointRange[]} */ ranges) {
  const hex = (/** @type {number} */ point) => point.toString(16).toUpperCase().padStart(4, '0');
  return ranges
    .map(([first, last]) =>
      last === undefined ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`,
    )
    .join(', ');
}
