/**
 * The text of a legal page: Keystatic's Markdown editor, offering only what the page can show
 * (section headings, paragraphs, bulleted lists, bold, italics and links), and checked on saving by the build's own
 * reading of it (src/lib/legal-markdown.ts), in its words (checked-markdown.tsx).
 */
import { parseLegalBody } from '~/lib/legal-markdown';
import { checkedMarkdown } from './checked-markdown';

export function legalText() {
  return checkedMarkdown({
    label: 'Text',
    description:
      'Sections, each a “Heading 2” with paragraphs and bulleted lists under it, in which words may be bold, in italics or a link. A section’s address on the page is made from its heading.',
    options: { heading: [2], unorderedList: true, bold: true, italic: true, link: true },
    read: (markdown) => parseLegalBody(markdown, 'Text'),
  });
}
