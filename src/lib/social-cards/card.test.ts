import { describe, expect, it } from 'vitest';
import { siteConfig } from '~/data/site';
import { sitePages } from '~/data/site-pages';
import { cardPath, firstSentence, socialCard, socialCardFor } from './card';

describe('social card inputs', () => {
  it('places each card at /og/<route>.jpg, the home page at /og/home.jpg', () => {
    expect(cardPath('/')).toBe('/og/home.jpg');
    expect(cardPath('/about-us')).toBe('/og/about-us.jpg');
    expect(cardPath('/services/web-hosting/')).toBe('/og/services/web-hosting.jpg');
    const paths = sitePages.map((page) => socialCard(page, siteConfig).path);
    expect(new Set(paths).size).toBe(sitePages.length);
  });

  it('shows each page’s heading, the first sentence of its description and its address', () => {
    const host = new URL(siteConfig.url).hostname.replace(/^www\./, '');
    for (const page of sitePages) {
      const card = socialCard(page, siteConfig);
      expect(card.text).toEqual({
        label: page.heading.eyebrow ?? page.name,
        title: page.heading.title,
        ...(page.heading.highlight ? { highlight: page.heading.highlight } : {}),
        line: firstSentence(page.meta.description),
        address: `${host}${page.meta.path === '/' ? '' : page.meta.path}`,
        brand: { name: siteConfig.name, tagline: siteConfig.tagline },
      });
      expect(page.meta.description.startsWith(card.text.line)).toBe(true);
    }
  });

  it('gives each card alt text that names its page and reads its heading', () => {
    for (const page of sitePages) {
      const { alt } = socialCard(page, siteConfig);
      expect(alt.startsWith(`${page.name} | ${siteConfig.name}: `)).toBe(true);
      expect(alt).toContain(page.heading.title);
      if (page.heading.highlight) expect(alt).toContain(page.heading.highlight);
    }
  });

  it('finds the card by the page path, and none for the 404 page, which shares the site card', () => {
    for (const page of sitePages)
      expect(socialCardFor(`${page.meta.path}/`, sitePages, siteConfig)?.path).toBe(
        cardPath(page.meta.path),
      );
    expect(socialCardFor('/404', sitePages, siteConfig)).toBeUndefined();
    expect(socialCardFor('/no-such-page', sitePages, siteConfig)).toBeUndefined();
  });
});

describe('firstSentence', () => {
  it('ends at the first full stop that a new sentence follows', () => {
    expect(firstSentence('One thing. Another thing.')).toBe('One thing.');
    expect(firstSentence('Is it fast? Yes.')).toBe('Is it fast?');
    expect(firstSentence('Founded in 2015. 200+ projects.')).toBe('Founded in 2015.');
  });

  it('keeps prices, percentages and file names whole', () => {
    const text = 'Hosting from $9.99/month with 99.9% uptime on Node.js servers. More below.';
    expect(firstSentence(text)).toBe(
      'Hosting from $9.99/month with 99.9% uptime on Node.js servers.',
    );
    expect(firstSentence('A single sentence without a stop')).toBe(
      'A single sentence without a stop',
    );
  });
});
