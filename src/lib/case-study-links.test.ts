import { describe, expect, it } from 'vitest';
import { caseStudyAt, cardTarget, type CaseStudyLink } from './case-study-links';

const links: CaseStudyLink[] = [
  { slug: 'acme', path: '/portfolio/acme', url: 'https://acme.example' },
  { slug: 'shop', path: '/portfolio/shop', url: 'https://brand.example/shop/' },
];

describe('where a project card leads', () => {
  it('opens the case study when the project has one', () => {
    expect(cardTarget('https://acme.example', '/portfolio/acme')).toEqual({
      kind: 'case-study',
      href: '/portfolio/acme',
    });
  });

  it('opens the live site when it has none', () => {
    expect(cardTarget('https://other.example', undefined)).toEqual({
      kind: 'live-site',
      href: 'https://other.example',
    });
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
