/**
 * What a copy of the project keeps (site-copy.ts): a bounded set of articles, case studies and
 * people, whatever the agency has published, and still a site with no link leading nowhere.
 * Reads files only: no build.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ledgerFile } from '../../integrations/address-ledger.mjs';
import { articles, caseStudies, everyone } from '../e2e/content';
import {
  keep,
  keptArticles,
  keptCaseStudies,
  keptPeople,
  keptProjects,
  linkingTexts,
} from './site-copy';

describe('keep()', () => {
  const entries = [
    { slug: 'newest', text: 'See /insights/linked-by-kept.' },
    { slug: 'second', text: '' },
    { slug: 'linked-by-kept', text: 'And /insights/linked-in-turn' },
    { slug: 'linked-in-turn', text: '' },
    { slug: 'linked-by-a-page', text: '' },
    { slug: 'never-linked', text: 'Links to /insights/second and /insights/no-such-article' },
  ];

  it('keeps the first entries, those a page links to, and those they link to in turn', () => {
    expect(keep(entries, 'insights', 2, ['Read /insights/linked-by-a-page today.'])).toEqual([
      'linked-by-a-page',
      'linked-by-kept',
      'linked-in-turn',
      'newest',
      'second',
    ]);
  });

  it('reads links to its own section only, and keeps no address that has no entry', () => {
    expect(keep(entries, 'insights', 0, ['/portfolio/newest /insights/no-such-article'])).toEqual(
      [],
    );
  });
});

describe('the project copied', () => {
  it('does not read the ledger of published addresses for links: it lists every page', () => {
    // Read for links, the ledger kept all 203 articles of a site with 200 more, and a copy cost
    // the floor's build 79 s more.
    expect(linkingTexts).not.toContain(readFileSync(ledgerFile, 'utf8'));
    expect(linkingTexts.length).toBeGreaterThan(0);
  });

  it('keeps the author of every article it keeps, and everyone still at the agency', () => {
    for (const slug of keptArticles) {
      const article = articles.find((published) => published.slug === slug)!;
      expect(keptPeople, `the author of ${slug}`).toContain(article.author);
    }
    for (const { slug, hasLeft } of everyone)
      if (!hasLeft) expect(keptPeople, `${slug}, at the agency`).toContain(slug);
  });

  it('keeps the project of every case study it keeps', () => {
    for (const slug of keptCaseStudies)
      expect(keptProjects, `the project of ${slug}`).toContain(slug);
  });

  it('keeps every article and case study that a kept page links to', () => {
    const texts = [
      ...linkingTexts,
      ...articles.filter(({ slug }) => keptArticles.includes(slug)).map(({ body }) => body),
      ...keptCaseStudies.map((slug) =>
        readFileSync(`src/content/case-studies/${slug}.yaml`, 'utf8'),
      ),
    ];
    const published = new Set([
      ...articles.map(({ href }) => href),
      ...caseStudies.map(({ path }) => path),
    ]);
    for (const text of texts)
      for (const [address, section, slug] of text.matchAll(/\/(insights|portfolio)\/([a-z0-9-]+)/g))
        if (published.has(address))
          expect(section === 'insights' ? keptArticles : keptCaseStudies, address).toContain(slug);
  });
});
