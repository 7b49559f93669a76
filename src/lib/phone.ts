/**
 * A phone number is written once, as visitors read it ('+1 (307) 555-0142', in
 * src/content/site/business.yaml); the number a call link dials is made from it, so the two
 * can never disagree.
 */

/** What a phone number may hold: + and the country code, then figures, spaces, ( ) - and dots. */
const readable = /^\+[1-9][\d\s().-]*\d$/;

/** The number as dialled: + and its figures only ('+13075550142'), or undefined if it is none. */
export function dialNumber(display: string): string | undefined {
  const trimmed = display.trim();
  if (!readable.test(trimmed)) return undefined;
  const digits = trimmed.replace(/\D/g, '');
  // The international numbering plan: a country code and number of 8 to 15 figures in all.
  return digits.length >= 8 && digits.length <= 15 ? `+${digits}` : undefined;
}

/** The `tel:` link that calls the number shown. */
export function callLink(display: string): string {
  const number = dialNumber(display);
  if (!number) throw new Error(`"${display}" is not a phone number a call link can dial.`);
  return `tel:${number}`;
}
