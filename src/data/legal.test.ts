import { getCollection } from 'astro:content';
import { describe, expect, it } from 'vitest';
import { parseLegalBody, sectionAnchor } from '~/lib/legal-markdown';
import { legalDocuments, privacyPolicy, termsOfService } from './legal';
import { words } from './content.test-support';
import { pageMeta } from './page-meta';
import { sitePaths } from './site-paths.test-support';

// The legal pages as their Markdown files are written.
const entries = await getCollection('legal');

/** The file behind a legal page. */
function fileOf(path: string) {
  const entry = entries.find((candidate) => `/${candidate.id}` === path);
  if (!entry) throw new Error(`No Markdown file for ${path}`);
  return entry;
}

describe('legal documents', () => {
  it('has one section per "## " heading of its file, in order, with the heading’s words and an anchor made from them', () => {
    for (const document of legalDocuments) {
      const headings = [...(fileOf(document.meta.path).body ?? '').matchAll(/^## (.+)$/gm)];
      expect(headings.length).toBeGreaterThan(0);
      expect(document.sections.map((section) => [section.title, section.id])).toEqual(
        headings.map(([, title]) => [title, sectionAnchor(title!)]),
      );
    }
  });

  it('keeps every paragraph and list item of its file, word for word', () => {
    for (const document of legalDocuments) {
      const shown = words(JSON.stringify(document.sections.flatMap((section) => section.blocks)));
      const body = fileOf(document.meta.path).body ?? '';
      for (const line of body.split('\n')) {
        const text = line.replace(/^- /, '').trim();
        if (text && !text.startsWith('## ') && text !== '{contact details}')
          expect(shown, text).toContain(words(JSON.stringify(text).slice(1, -1)));
      }
    }
  });

  it('gives every section a unique, URL-safe anchor and some words, and shows the contact details', () => {
    for (const document of legalDocuments) {
      const ids = document.sections.map((section) => section.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const section of document.sections) {
        expect(section.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(section.blocks.length).toBeGreaterThan(0);
      }
      expect(
        document.sections.some((section) =>
          section.blocks.some((block) => block.kind === 'contact-details'),
        ),
      ).toBe(true);
    }
  });

  it('gives the page metadata to the site map and a last-updated date', () => {
    expect(privacyPolicy.meta).toBe(pageMeta.privacyPolicy);
    expect(termsOfService.meta).toBe(pageMeta.termsOfService);
    for (const document of legalDocuments) {
      expect(document.lastUpdated.iso).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(new Date(document.lastUpdated.iso).toString()).not.toBe('Invalid Date');
    }
  });

  it('is found by the paths the route map gives it', () => {
    const legalRoutes = legalDocuments.map((document) => document.meta.path);
    expect(legalRoutes).toEqual(['/privacy-policy', '/terms-of-service']);
    for (const path of legalRoutes) expect(sitePaths.has(path)).toBe(true);
  });

  it('contains no placeholder text', () => {
    expect(JSON.stringify(legalDocuments)).not.toMatch(/lorem|ipsum|TODO|placeholder/i);
  });
});

describe('a legal page’s Markdown', () => {
  const body = [
    '## Cookies and Tracking',
    '',
    'We use no tracking cookies.',
    'A second line joins the paragraph.',
    '',
    '- One item',
    '- Another item',
    '',
    '{contact details}',
  ].join('\n');

  it('is read into sections of paragraphs, lists and the contact details', () => {
    expect(parseLegalBody(body, 'x.md')).toEqual([
      {
        id: 'cookies-and-tracking',
        title: 'Cookies and Tracking',
        blocks: [
          {
            kind: 'paragraph',
            text: 'We use no tracking cookies. A second line joins the paragraph.',
            inline: [
              {
                kind: 'text',
                text: 'We use no tracking cookies. A second line joins the paragraph.',
              },
            ],
          },
          {
            kind: 'list',
            items: [
              { text: 'One item', inline: [{ kind: 'text', text: 'One item' }] },
              { text: 'Another item', inline: [{ kind: 'text', text: 'Another item' }] },
            ],
          },
          { kind: 'contact-details' },
        ],
      },
    ]);
  });

  it('makes each section’s address from its heading, which no one has to keep intact', () => {
    expect(sectionAnchor('How We Use Your Information')).toBe('how-we-use-your-information');
    expect(sectionAnchor('Données & sécurité (2025)')).toBe('donnees-securite-2025');
    expect(sectionAnchor('  -Cookies-  ')).toBe('cookies');
  });

  it('refuses what the page cannot show, naming the file and the line', () => {
    expect(() => parseLegalBody('### Cookies\n\nText.', 'src/content/legal/x.md')).toThrow(
      /src\/content\/legal\/x\.md, line 1: Make each section heading a “Heading 2”/,
    );
    expect(() => parseLegalBody('Text before any heading.', 'x.md')).toThrow(
      /x\.md, line 1: Start the page with a section heading/,
    );
    expect(() => parseLegalBody('', 'x.md')).toThrow(/x\.md, line 1: The page has no text/);
    expect(() => parseLegalBody('## A\n\n1. First', 'x.md')).toThrow(
      /line 3: Legal pages show paragraphs and bulleted lists only/,
    );
    expect(() => parseLegalBody('## A\n\nText.\n\n## a\n\nMore.', 'x.md')).toThrow(
      /line 5: The heading "a" is the same as "A" above it/,
    );
    expect(() => parseLegalBody('## ?!\n\nText.', 'x.md')).toThrow(
      /line 1: The heading "\?!" needs words/,
    );
    expect(() => parseLegalBody('## A\n\n## B\n\nText.', 'x.md')).toThrow(
      /The section "A" has no words under its heading/,
    );
  });
});
