/**
 * Markup typed into a field that takes plain text: the page shows a field's words exactly as
 * written, so `**hosting**`, `[terms](/terms)`, `<b>` or `&amp;` would reach visitors as typed
 * (a text pasted from a web page or a Markdown document brings them). Every plain-text field
 * refuses them (src/content/schemas/fields.ts), saying what the field takes; Markdown texts
 * (articles, legal pages) show bold, italics and links instead. No Node module here: the editor
 * checks the same.
 */

/** The characters HTML codes such as `&amp;` stand for, to say what to write instead. */
const entities: Record<string, string> = {
  amp: '&',
  nbsp: 'a space',
  quot: '"',
  apos: "'",
  lt: '<',
  gt: '>',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
  ndash: '–',
  mdash: '—',
  hellip: '…',
};

/**
 * What markup `words` hold, as a sentence to a marketer that ends saying what to do, or
 * undefined for plain words. A lone `*`, `_`, `<` or `&` (5 * 3, snake_case, 5 < 10, Q&A) is
 * plain words.
 */
export function typedMarkup(words: string): string | undefined {
  const link = /\[([^\]\n]+)\]\(([^)\s]*)\)/.exec(words);
  if (link)
    return `These words hold a Markdown link, ${link[0]}, which this field shows as typed: it takes plain text. Write the words alone (“${link[1]}”).`;
  const strong = /(\*\*|__)(?=\S)(.+?)(?<=\S)\1/.exec(words);
  if (strong)
    return `These words hold the Markdown marks ${strong[1]} around “${strong[2]}”, which this field shows as typed: it takes plain text. Remove the marks.`;
  const emphasis =
    /(?<![\p{L}\p{N}*_])([*_])(?=[^\s*_])(.+?)(?<=[^\s*_])\1(?![\p{L}\p{N}*_])/u.exec(words);
  if (emphasis)
    return `These words hold the Markdown marks ${emphasis[1]} around “${emphasis[2]}”, which this field shows as typed: it takes plain text. Remove the marks.`;
  const tag = /<\/?[a-z][a-z0-9-]*(\s[^<>]*)?\/?>/i.exec(words);
  if (tag)
    return `These words hold the HTML tag ${tag[0]}, which this field shows as typed: it takes plain text. Remove the tag.`;
  const entity = /&(#x?[0-9a-f]+|[a-z]+\d*);/i.exec(words);
  if (entity) {
    const name = entity[1]!.toLowerCase();
    const code = /^#x/.test(name)
      ? Number.parseInt(name.slice(2), 16)
      : /^#/.test(name)
        ? Number(name.slice(1))
        : undefined;
    const character =
      entities[name] ?? (code !== undefined ? String.fromCodePoint(code) : undefined);
    return `These words hold the HTML code ${entity[0]}, which this field shows as typed: it takes plain text. Write ${character ? `the character itself (${character})` : 'the character it stands for'} instead.`;
  }
  return undefined;
}
