import { describe, expect, it } from 'vitest';
import { parseLegalBody, sectionAnchor } from '~/lib/legal-markdown';
import { legalDocuments, privacyPolicy, termsOfService } from './legal';
import { pageMeta } from './page-meta';
import { sitePaths } from './site-paths.test-support';

/** Whether each title is on its topic, in order: one topic per title, none left over. */
function expectTopics(titles: readonly string[], topics: readonly RegExp[]) {
  expect(titles).toHaveLength(topics.length);
  titles.forEach((title, index) => expect(title).toMatch(topics[index] ?? /^$/));
}

describe('legal documents', () => {
  // Pinned to SPEC §2 /privacy-policy, which names the topics, not the headings: information
  // collected, use, sharing, security, cookies, changes, contact.
  it('has the seven privacy policy sections of SPEC §2, in order', () => {
    expectTopics(
      privacyPolicy.sections.map((section) => section.title),
      [/collect/i, /\buse\b/i, /shar/i, /security/i, /cookie/i, /change/i, /contact/i],
    );
  });

  // Pinned to SPEC §2 /terms-of-service: acceptance, use of services, account responsibility,
  // intellectual property, limitation of liability, termination, changes, contact.
  it('has the eight terms of service sections of SPEC §2, in order', () => {
    expectTopics(
      termsOfService.sections.map((section) => section.title),
      [
        /accept/i,
        /use of services/i,
        /account responsibility/i,
        /intellectual property/i,
        /limitation of liability/i,
        /terminat/i,
        /change/i,
        /contact/i,
      ],
    );
  });

  it('gives every section a unique, URL-safe anchor and some prose', () => {
    for (const document of legalDocuments) {
      const ids = document.sections.map((section) => section.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const section of document.sections) {
        expect(section.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
        expect(section.blocks.some((block) => block.kind === 'paragraph')).toBe(true);
      }
      expect(
        document.sections.at(-1)?.blocks.some((block) => block.kind === 'contact-details'),
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

  // Pinned to SPEC §2: the legal pages' routes.
  it('is found by the paths the route map gives it', () => {
    const legalRoutes = legalDocuments.map((document) => document.meta.path);
    expect(legalRoutes).toEqual(['/privacy-policy', '/terms-of-service']);
    for (const path of legalRoutes) expect(sitePaths.has(path)).toBe(true);
  });

  it('says how the contact form is delivered and that the site sets no tracking cookies', () => {
    const text = JSON.stringify(privacyPolicy);
    expect(text).toContain('EmailJS');
    expect(text).toMatch(/sets no cookies/);
    expect(text).toMatch(
      /session storage for that tab only.*until you close the tab or your message is sent/,
    );
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
          },
          { kind: 'list', items: ['One item', 'Another item'] },
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
