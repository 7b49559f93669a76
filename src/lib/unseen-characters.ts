/**
 * Characters no one means to publish: control characters (a pasted U+0001, which also makes the
 * feed unreadable as XML) and invisible ones (a zero-width space, a byte-order mark, the marks
 * that reverse the direction of text; a soft hyphen and the line and paragraph separators
 * U+2028 and U+2029, which Word pastes and which break a title or a line of llms.txt where no
 * one sees). They pass unnoticed on screen, so every text field and
 * every Markdown text refuses them (src/content/schemas/fields.ts, src/lib/article-markdown.ts,
 * src/content/loaders.ts). The joiners U+200C and U+200D are kept: Indian scripts and emoji
 * need them.
 */
const names: Record<string, string> = {
  '\u00AD': 'a soft hyphen',
  '\u2028': 'a line separator',
  '\u2029': 'a paragraph separator',
  '\u200B': 'a zero-width space',
  '\u2060': 'a word joiner',
  '\uFEFF': 'a byte-order mark',
};

const unseen =
  // eslint-disable-next-line no-control-regex -- control characters are what this finds
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u00AD\u180E\u200B\u200E\u200F\u2028\u2029\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF\uFFF9-\uFFFB\uFFFE\uFFFF]|\p{Cs}/u;

/** The first unseen character in `words`: where it is and how to call it, or undefined. */
export function unseenCharacter(words: string): { index: number; name: string } | undefined {
  const match = unseen.exec(words);
  if (!match) return undefined;
  const character = match[0];
  const code = `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
  return {
    index: match.index,
    name: `${names[character] ?? 'an invisible control character'} (${code})`,
  };
}

/** What to do about one, in a marketer's words. */
export const unseenFix =
  'Delete it: retype the words around it, or paste them again as plain text (without formatting).';

/** Whether `words` hold anything a reader sees: not only spaces and invisible characters. */
export const hasVisibleCharacter = (words: string) => /[^\s\p{Cc}\p{Cf}\p{Z}\p{M}]/u.test(words);
