import { describe, expect, it } from 'vitest';
import { parseLegalBody, sectionAnchor } from './legal-markdown';

const blocksOf = (text: string) => parseLegalBody(`## Terms\n\n${text}\n`, 'x.md')[0]!.blocks;

describe('the words of a legal page', () => {
  it('show bold, italics and links as the marketer marked them', () => {
    expect(blocksOf('Read our [terms of service](/terms-of-service), **in full**.')).toEqual([
      {
        kind: 'paragraph',
        text: 'Read our [terms of service](/terms-of-service), **in full**.',
        inline: [
          { kind: 'text', text: 'Read our ' },
          {
            kind: 'link',
            href: '/terms-of-service',
            children: [{ kind: 'text', text: 'terms of service' }],
          },
          { kind: 'text', text: ', ' },
          { kind: 'strong', children: [{ kind: 'text', text: 'in full' }] },
          { kind: 'text', text: '.' },
        ],
      },
    ]);
    expect(blocksOf('- An _italic_ item')).toEqual([
      {
        kind: 'list',
        items: [
          {
            text: 'An _italic_ item',
            inline: [
              { kind: 'text', text: 'An ' },
              { kind: 'emphasis', children: [{ kind: 'text', text: 'italic' }] },
              { kind: 'text', text: ' item' },
            ],
          },
        ],
      },
    ]);
  });

  it('keep signs that are no marks as words', () => {
    expect(blocksOf('Fees * apply to snake_case names & Q&A.')).toMatchObject([
      { inline: [{ kind: 'text', text: 'Fees * apply to snake_case names & Q&A.' }] },
    ]);
  });

  it('refuse, on their line, a link that cannot be followed and what the page does not show', () => {
    expect(() => parseLegalBody('## A\n\nSee [x](javascript:alert(1)).\n', 'x.md')).toThrow(
      /^x\.md, line 3: The link to “javascript:alert\(1\)” cannot be followed\./,
    );
    expect(() => parseLegalBody('## A\n\nFirst line.\nA `code` word.\n', 'x.md')).toThrow(
      /^x\.md, line 3: Legal pages show words, \*\*bold\*\*, _italics_ and \[links\]\(\/page\) in a paragraph/,
    );
    expect(() => parseLegalBody('## A\n\n- One\n- Two ![x](./y.png)\n', 'x.md')).toThrow(
      /^x\.md, line 4: Legal pages show words/,
    );
  });
});

describe('a section’s address', () => {
  it('keeps the letters of a heading in another script than Latin', () => {
    expect(sectionAnchor('गोपनीयता नीति')).toBe('गोपनीयता-नीति');
    expect(sectionAnchor('Cookies और ट्रैकिंग')).toBe('cookies-और-ट्रैकिंग');
    expect(() =>
      parseLegalBody('## गोपनीयता नीति\n\nहम आपकी जानकारी सुरक्षित रखते हैं।\n', 'x.md'),
    ).not.toThrow();
  });
});
