/**
 * The body of a legal page (src/content/legal/*.md), read into the blocks the prose template
 * renders. It holds only what a policy needs, in plain Markdown:
 * - a section starts with a `## Heading {#anchor}` line: the anchor is the section's address
 *   (/privacy-policy#cookies), kept when the heading's words change;
 * - paragraphs, separated by an empty line;
 * - bulleted lists, one `- ` line per item;
 * - a paragraph that is exactly `{contact details}`, where the agency's e-mail, phones and
 *   offices are shown (from src/content/site/business.yaml).
 * Anything else is refused with the line it is on, so nothing a marketer writes is lost or
 * shown in a way they did not mean.
 */

/** One block of legal prose: a paragraph, a bulleted list, or the agency's contact details. */
export type LegalBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: readonly string[] }
  | { kind: 'contact-details' };

export interface LegalSection {
  /** Anchor of the section's h2, linked from the table of contents. */
  id: string;
  title: string;
  blocks: readonly LegalBlock[];
}

export const contactDetailsMarker = '{contact details}';

const heading = /^## (.+?) \{#([a-z0-9]+(?:-[a-z0-9]+)*)\}$/;

/** The sections of a legal page's Markdown `body`; `file` names it in any refusal. */
export function parseLegalBody(body: string, file: string): LegalSection[] {
  const sections: { id: string; title: string; blocks: LegalBlock[] }[] = [];
  const lines = body.split(/\r?\n/);
  let paragraph: string[] = [];
  let list: string[] | undefined;
  const refuse = (line: number, why: string): never => {
    throw new Error(`${file}, line ${line}: ${why}`);
  };
  const current = (line: number) =>
    sections.at(-1) ??
    refuse(line, 'Start the page with a section heading, such as "## Cookies {#cookies}".');
  const endBlock = (line: number) => {
    if (paragraph.length > 0) {
      const text = paragraph.join(' ');
      current(line).blocks.push(
        text === contactDetailsMarker ? { kind: 'contact-details' } : { kind: 'paragraph', text },
      );
      paragraph = [];
    }
    if (list) {
      current(line).blocks.push({ kind: 'list', items: list });
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
          'Write a section heading as "## Heading {#anchor}", with the anchor in lower-case words joined by "-". Other headings are not used on legal pages.',
        );
      const [, title = '', id = ''] = match ?? [];
      if (sections.some((section) => section.id === id))
        refuse(number, `Another section already has the anchor {#${id}}: give each its own.`);
      sections.push({ id, title, blocks: [] });
      return;
    }
    if (/^[-*+] /.test(line)) {
      if (paragraph.length > 0) endBlock(number);
      (list ??= []).push(line.slice(2).trim());
      return;
    }
    if (/^(\d+[.)] |>|```|\||<)/.test(line))
      refuse(
        number,
        'Legal pages hold paragraphs and "- " bulleted lists only: numbered lists, quotes, tables, code and HTML are not shown.',
      );
    if (list) {
      if (/^\s/.test(raw) && list.length > 0) {
        list[list.length - 1] += ` ${line}`;
        return;
      }
      endBlock(number);
    }
    paragraph.push(line);
  });
  endBlock(lines.length);
  if (sections.length === 0)
    refuse(1, 'The page has no sections: start one with "## Heading {#anchor}".');
  for (const section of sections)
    if (section.blocks.length === 0)
      throw new Error(`${file}: the section "${section.title}" has no words under its heading.`);
  return sections;
}
