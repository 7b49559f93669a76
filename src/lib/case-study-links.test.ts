import { describe, expect, it } from 'vitest';
import { caseStudyAt, cardLinks, type CaseStudyLink } from './case-study-links';

const links: CaseStudyLink[] = [
  { slug: 'acme', path: '/portfolio/acme', url: 'https://acme.example' },
  { slug: 'shop', path: '/portfolio/shop', url: 'https://brand.example/shop/' },
];

describe('the links of a project card', () => {
  const words = { caseStudyLabel: 'Read the case study', linkLabel: 'Visit live site' };
  const name = (link: { label: string; hidden: string }) => `${link.label}${link.hidden}`;

  it('are the case study, then the live site in a new tab, when the project has a case study', () => {
    const links = cardLinks(
      { name: 'Acme', liveSite: 'https://acme.example', caseStudy: '/portfolio/acme' },
      words,
    );
    expect(links.map(({ kind, href, newTab }) => ({ kind, href, newTab }))).toEqual([
      { kind: 'case-study', href: '/portfolio/acme', newTab: false },
      { kind: 'live-site', href: 'https://acme.example', newTab: true },
    ]);
    expect(links.map(name)).toEqual([
      'Read the case study (Acme)',
      'Visit live site (Acme, opens in a new tab)',
    ]);
  });

  it('is the live site alone, in a new tab, when it has none', () => {
    const links = cardLinks(
      { name: 'Other', liveSite: 'https://other.example', caseStudy: undefined },
      words,
    );
    expect(links).toHaveLength(1);
    expect(links[0]).toMatchObject({ kind: 'live-site', href: 'https://other.example' });
    expect(name(links[0]!)).toBe('Visit live site (Other, opens in a new tab)');
  });

  it('are named apart even when the marketer gives both links the same words', () => {
    const same = { caseStudyLabel: 'More', linkLabel: 'More' };
    const [study, live] = cardLinks(
      { name: 'Acme', liveSite: 'https://acme.example', caseStudy: '/portfolio/acme' },
      same,
    );
    expect(name(study!)).not.toBe(name(live!));
  });
});

describe('the case study of a home page card, found by its web address', () => {
  it('is the one whose project has the same live site, however the address is written', () => {
    expect(caseStudyAt('https://acme.example', links)).toBe('/portfolio/acme');
    expect(caseStudyAt('https://ACME.example/', links)).toBe('/portfolio/acme');
    expect(caseStudyAt('https://brand.example/shop', links)).toBe('/portfolio/shop');
  });

  it('is none for another address, another page of the same site included', () => {
    expect(caseStudyAt('https://acme.example.org', links)).toBeUndefined();
    expect(caseStudyAt('https://brand.example/', links)).toBeUndefined();
    expect(caseStudyAt('https://acme.example', [])).toBeUndefined();
  });
});
