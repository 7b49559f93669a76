import { describe, expect, it } from 'vitest';
import { caseStudyJsonLd, type CaseStudyFacts } from './case-study-json-ld';
import { organizationId } from './structured-data';
import { absoluteUrl } from './urls';

const facts: CaseStudyFacts = {
  meta: {
    title: 'Acme case study',
    description: 'How Acme doubled its bookings.',
    path: '/portfolio/acme',
  },
  headline: 'Twice the bookings',
  summary: 'Acme runs clinics.',
  project: { name: 'Acme', url: 'https://acme.example', tags: ['Healthcare', 'React'] },
  images: ['/assets/acme.1a2b.jpg'],
};

describe('the JSON-LD of a case study', () => {
  const [work, breadcrumb] = caseStudyJsonLd(facts, { name: 'Our work', path: '/portfolio' });

  it('is a CreativeWork by the agency about the client’s live site, at the page’s address', () => {
    expect(work).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'CreativeWork',
      url: absoluteUrl('/portfolio/acme'),
      name: 'Acme case study',
      headline: 'Twice the bookings',
      description: 'How Acme doubled its bookings.',
      abstract: 'Acme runs clinics.',
      keywords: 'Healthcare, React',
      creator: { '@id': organizationId },
      about: { '@type': 'WebSite', name: 'Acme', url: 'https://acme.example' },
    });
  });

  it('names its pictures by absolute address', () => {
    expect(work?.image).toEqual([absoluteUrl('/assets/acme.1a2b.jpg')]);
  });

  it('places the page under Home and the portfolio, by the names given', () => {
    expect(breadcrumb).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Home', item: absoluteUrl('/') },
        { position: 2, name: 'Our work', item: absoluteUrl('/portfolio') },
        { position: 3, name: 'Acme', item: absoluteUrl('/portfolio/acme') },
      ],
    });
  });
});
