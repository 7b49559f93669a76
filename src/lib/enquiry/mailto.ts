import type { EnquiryDraftFields } from './draft-store';

/**
 * The longest `mailto:` URL the fallback link may be, in characters once
 * encoded. Mail clients take long links badly: Outlook on Windows, the
 * tightest common one, opens a link much past 2,000 characters cut short or
 * not at all (Windows hands it over under the 2,083-character ceiling
 * Internet Explorer had). 2,000 leaves a margin under that; the others accept
 * more.
 */
export const mailtoMaxLength = 2_000;

export interface EnquiryMailtoWords {
  /** Each field's label, as the form shows it. */
  labels: Record<Exclude<keyof EnquiryDraftFields, 'message'>, string>;
  /** The line added under a message that had to be cut. */
  cutNotice: string;
}

export interface EnquiryMailto {
  href: string;
  /** Whether the message was cut to keep `href` within `maxLength`. */
  cut: boolean;
}

/**
 * A `mailto:` link that opens the visitor's e-mail app with the enquiry they
 * could not send: `subject`, then a body of the name, e-mail and phone, each
 * on its labelled line, a blank line and the message. Line breaks are sent as
 * CRLF (%0D%0A), as RFC 6068 asks. When the whole link would pass
 * `maxLength`, the message is cut on a whole character (and a whole word when
 * one is near), ends with an ellipsis and is followed by `cutNotice`, so the
 * link stays within `maxLength` whatever the visitor wrote.
 *
 * Self-contained, like the functions `inlineScript` writes into a page: the contact page's
 * parse-time script (`holdEarlySubmitScript`) is handed this very function, so the link offered
 * when the form's code never arrives is the one the form itself offers.
 */
export function enquiryMailto(
  to: string,
  subject: string,
  fields: EnquiryDraftFields,
  words: EnquiryMailtoWords,
  maxLength: number = 2_000, // mailtoMaxLength, written out: the function may use nothing outside it
): EnquiryMailto {
  const lineBreak = '\r\n';
  const ellipsis = '…';
  /**
   * The most one of the short fields (name, e-mail, phone) may take of the URL, encoded. Real
   * values are far shorter; the cap only keeps a pasted wall of text in one of them from leaving
   * no room for the message.
   */
  const shortFieldMax = 300;
  /** How far back from the cut a word boundary may be and still be used, so the message ends on a whole word. */
  const wordBoundaryReach = 40;
  /** A whole surrogate pair, or else a lone half (no lookbehind, which older Safari cannot parse). */
  const surrogates = /[\uD800-\uDBFF][\uDC00-\uDFFF]|[\uD800-\uDFFF]/g;

  /** `encodeURIComponent`, which throws on half a surrogate pair: any stray half becomes U+FFFD first. */
  const encode = (text: string): string =>
    encodeURIComponent(
      text.replace(surrogates, (found) => (found.length === 2 ? found : '\uFFFD')),
    );

  /**
   * The longest start of `text` whose encoded form fits in `room` characters. It walks whole
   * code points, so an emoji or other astral character is never split into a lone surrogate.
   */
  const fitEncoded = (text: string, room: number): string => {
    let used = 0;
    let end = 0;
    for (const character of text) {
      used += encode(character).length;
      if (used > room) break;
      end += character.length;
    }
    return text.slice(0, end);
  };

  /** A short field on one line, cut (with an ellipsis) when it would take more than its share. */
  const fitShort = (value: string): string => {
    const line = value.replace(/\s+/g, ' ').trim();
    if (encode(line).length <= shortFieldMax) return line;
    return `${fitEncoded(line, shortFieldMax - encode(ellipsis).length)}${ellipsis}`;
  };

  /** `start` (the beginning of `text`) without a half word at its end, when a word boundary is near enough. */
  const endOnWholeWord = (text: string, start: string): string => {
    if (/^\s/.test(text.slice(start.length))) return start;
    const boundary = start.search(/\s\S*$/);
    return boundary > 0 && start.length - boundary <= wordBoundaryReach
      ? start.slice(0, boundary)
      : start;
  };

  const start = `mailto:${to}?subject=${encode(subject)}&body=`;
  const details = (['name', 'email', 'phone'] as const).map(
    (name) => `${words.labels[name]}: ${fitShort(fields[name])}`,
  );
  const head = encode([...details, '', ''].join(lineBreak));
  const message = fields.message.replace(/\r\n|\r|\n/g, lineBreak);
  const whole = `${start}${head}${encode(message)}`;
  if (whole.length <= maxLength) return { href: whole, cut: false };

  const tail = encode(`${ellipsis}${lineBreak}${lineBreak}${words.cutNotice}`);
  const room = Math.max(0, maxLength - start.length - head.length - tail.length);
  const kept = endOnWholeWord(message, fitEncoded(message, room)).trimEnd();
  return { href: `${start}${head}${encode(kept)}${tail}`, cut: true };
}
