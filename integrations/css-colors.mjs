// Shorter colours in a page's CSS. Tailwind 4 writes its palette in OKLCH
// (`oklch(37.2% .044 257.287)`, 25 characters), and a page's stylesheet names 25-35 of them;
// the same colour as a hex code (`#314158`) is 7. Where a colour lies inside the sRGB gamut,
// which the hex code covers, a browser paints the two the same, so it is written as hex: about
// 0.2 KB less as sent on every page. A colour outside it (Tailwind's most vivid reds and
// indigos, which a wide-gamut screen shows richer) stays as it is written.
import { clampRgb, converter, formatHex, formatHex8, parse } from 'culori';

const toRgb = converter('rgb');

/** How far outside 0-1 a channel may be and still round to the same 8-bit value. */
const tolerance = 0.5 / 255;

/**
 * The colour as the shortest hex code it can be written as, or undefined when it is not in
 * the sRGB gamut (or not a colour culori reads).
 * @param {string} text a CSS colour such as `oklch(37.2% .044 257.287)`
 */
export function hexColor(text) {
  const color = parse(text);
  if (!color) return undefined;
  const rgb = toRgb(color);
  if (![rgb.r, rgb.g, rgb.b].every((channel) => channel >= -tolerance && channel <= 1 + tolerance))
    return undefined;
  const clamped = clampRgb(rgb);
  const alpha = clamped.alpha ?? 1;
  const hex = alpha < 1 ? formatHex8(clamped) : formatHex(clamped);
  // #aabbcc → #abc, #aabbccdd → #abcd
  return hex.replace(/^#(\w)\1(\w)\2(\w)\3(?:(\w)\4)?$/, '#$1$2$3$4');
}

/**
 * `css` with every OKLCH and OKLab colour inside the sRGB gamut written as hex.
 * @param {string} css
 */
export function shorterColors(css) {
  return css.replace(/\bokl(?:ch|ab)\([^()]*\)/g, (color) => hexColor(color) ?? color);
}
