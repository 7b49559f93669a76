/**
 * The body of a legal page (src/content/legal/*.md), read into the blocks the prose template
 * renders. It holds only what a policy needs, in plain Markdown:
 * - a section starts with a `## Heading` line; its address on the page (/privacy-policy#cookies)
 *   is made from the heading's words (`sectionAnchor()`), so there is no anchor to write or keep
 *   intact, and the table of contents always points at the heading it names;
 * - paragraphs, separated by an empty line;
 * - bulleted lists, one `- ` line per item;
 * - a paragraph that is exactly `{contact details}`, where the agency's e-mail, phones and
 *   offices are shown (from src/content/site/business.yaml);
 * - in a paragraph or list item, **bold**, _italics_ and [links](/terms-of-service), read as
 *   Markdown (a link as an article's: a page of this site, a place on it, https:// or mailto:).
 * Anything else is refused with the line it is on, so nothing a marketer writes is lost or
 * shown in a way they did not mean.
 */
import type { PhrasingContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { addressFromWords } from './address-from-words';
import { linkProblem } from './article-markdown';
import { ContentRefusal } from './content-refusal';

/** Words of a paragraph or list item, with the marks a marketer uses: bold, italics, links. */
export type LegalInline =
  | { kind: 'text'; text: string }
  | { kind: 'strong' | 'emphasis'; children: readonly LegalInline[] }
  | { kind: 'link'; href: string; children: readonly LegalInline[] };

/** A paragraph's or list item's words: as written (`text`), and read (`inline`). */
export interface LegalText {
  text: string;
  inline: readonly LegalInline[];
}

/** One block of legal prose: a paragraph, a bulleted list, or the agency's contact details. */
export type LegalBlock =
  | ({ kind: 'paragraph' } & LegalText)
  | { kind: 'list'; items: readonly LegalText[] }
  | { kind: 'contact-details' };

export interface LegalSection {
  /** Anchor of the section's h2, linked from the table of contents. */
  id: string;
  title: string;
  blocks: readonly LegalBlock[];
}

export const contactDetailsMarker = '{contact details}';

const heading = /^## (.+)$/;

/**
 * A section's address from its heading's words: 'How We Use Your Information' →
 * 'how-we-use-your-information'. A heading in another script than Latin keeps its letters, in
 * small letters where the script has them: 'गोपनीयता नीति' → 'गोपनीयता-नीति'.
 */
export function sectionAnchor(title: string): string {
  if (!/(?![\p{Script=Latin}])\p{L}/u.test(title)) return addressFromWords(title);
  return title
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');
}

/**
 * The words of a paragraph or list item written `text` (from `line` of the page), read as
 * Markdown: words, bold, italics and links; anything else refused on its line.
 */
function legalText(
  text: string,
  line: number,
  refuse: (line: number, why: string) => never,
): LegalText {
  const [paragraph, ...more] = fromMarkdown(text).children;
  if (!paragraph || paragraph.type !== 'paragraph' || more.length > 0)
    return refuse(
      line,
      'Legal pages show paragraphs and bulleted lists only. Make this a paragraph or a bulleted list.',
    );
  const read = (nodes: readonly PhrasingContent[]): LegalInline[] =>
    nodes.map((node): LegalInline => {
      switch (node.type) {
        case 'text':
          return { kind: 'text', text: node.value };
        case 'break':
          return { kind: 'text', text: ' ' };
        case 'strong':
        case 'emphasis':
          return { kind: node.type, children: read(node.children) };
        case 'link': {
          const problem = linkProblem(node.url);
          if (problem) return refuse(line, problem);
          if (node.title)
            return refuse(
              line,
              `The link to ${node.url} has a title in quotes (“${node.title}”), which the page does not show. Remove it, or put its words in the text.`,
            );
          return { kind: 'link', href: node.url, children: read(node.children) };
        }
        default:
          return refuse(
            line,
            'Legal pages show words, **bold**, _italics_ and [links](/page) in a paragraph: a picture, HTML, code between backticks or a footnote would not be shown. Remove it, or write it as words.',
          );
      }
    });
  return { text, inline: read(paragraph.children) };
}

/** Why a legal page's text cannot be shown, on which line (counted in the text, from 1). */
export class LegalTextError extends ContentRefusal {
  constructor(
    file: string,
    readonly line: number | undefined,
    readonly why: string,
  ) {
    super(line === undefined ? `${file}: ${why}` : `${file}, line ${line}: ${why}`);
  }
}

/** The sections of a legal page's Markdown `body`; `file` names it in any refusal. */
export function parseLegalBody(body: string, file: string): LegalSection[] {
  const sections: { id: string; title: string; blocks: LegalBlock[] }[] = [];
  const lines = body.split(/\r?\n/);
  let paragraph: string[] = [];
  let paragraphLine = 1;
  let list: { text: string; line: number }[] | undefined;
  const refuse = (line: number, why: string): never => {
    throw new LegalTextError(file, line, why);
  };
  const current = (line: number) =>
    sections.at(-1) ??
    refuse(
      line,
      'Start the page with a section heading: a line made a heading with the editor’s “Heading 2”, or “## ” and its words.',
    );
  const endBlock = (line: number) => {
    if (paragraph.length > 0) {
      const text = paragraph.join(' ');
      current(line).blocks.push(
        text === contactDetailsMarker
          ? { kind: 'contact-details' }
          : { kind: 'paragraph', ...legalText(text, paragraphLine, refuse) },
      );
      paragraph = [];
    }
    if (list) {
      current(line).blocks.push({
        kind: 'list',
        items: list.map((item) => legalText(item.text, item.line, refuse)),
      });
      list = undefined;
    }
  };
  lines.forEach((raw, index) => {
    const line = raw.trim();
    const number = index + 1;
    if (line === '') return endBlock(number);
    if (line.startsWith('#')) {
      endBlock(number);
      const match = heading.exec(line);
      if (!match)
        refuse(
          number,
          'Make each section heading a “Heading 2” (“## ” and its words). Other headings are not used on legal pages.',
        );
      const title = (match?.[1] ?? '').trim();
      const id = sectionAnchor(title);
      if (id === '') refuse(number, `The heading "${title}" needs words (letters or figures).`);
      const same = sections.find((section) => section.id === id);
      if (same)
        refuse(
          number,
          `The heading "${title}" is the same as "${same.title}" above it: give each section its own heading.`,
        );
      sections.push({ id, title, blocks: [] });
      return;
    }
    if (/^[-*+] /.test(line)) {
      if (paragraph.length > 0) endBlock(number);
      (list ??= []).push({ text: line.slice(2).trim(), line: number });
      return;
    }
    if (/^(\d+[.)] |>|```|\||<)/.test(line))
      refuse(
        number,
        'Legal pages show paragraphs and bulleted lists only: a numbered list, a quote, a table, code or HTML would not be shown. Make it a bulleted list or paragraphs.',
      );
    if (list) {
      if (/^\s/.test(raw) && list.length > 0) {
        list[list.length - 1]!.text += ` ${line}`;
        return;
      }
      endBlock(number);
    }
    if (paragraph.length === 0) paragraphLine = number;
    paragraph.push(line);
  });
  endBlock(lines.length);
  if (sections.length === 0)
    refuse(
      1,
      'The page has no text: write at least one section, a “Heading 2” with paragraphs under it.',
    );
  for (const section of sections)
    if (section.blocks.length === 0)
      throw new LegalTextError(
        file,
        undefined,
        `The section "${section.title}" has no words under its heading.`,
      );
  return sections;
}
