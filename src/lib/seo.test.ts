import { describe, expect, it } from 'vitest';
import { siteConfig } from '~/data/site';
import { siteCard } from '~/config/site';
import { pageMeta } from '~/data/page-meta';
import { sitePages } from '~/data/site-pages';
import { pageTitle, seo as seoFor, type SeoInput } from './seo';
import { socialCardFor } from './social-cards/card';

type Descriptor = Record<string, unknown>;
/** The head of a page of this site: its agency and its pages, as the layout hands them over. */
const site = { business: siteConfig, pages: sitePages };
const seo = (page: SeoInput) => seoFor(page, site);
const find = (list: Descriptor[], key: string, value: string) => list.find((d) => d[key] === value);

describe('seo()', () => {
  const meta = seo({
    title: 'Services',
    description: 'All our services.',
    path: '/services',
  }) as Descriptor[];

  it('links the articles’ feed, named after the agency and the list, beside one page title', () => {
    const feeds = meta.filter((tag) => tag.rel === 'alternate');
    expect(feeds).toEqual([
      {
        tagName: 'link',
        rel: 'alternate',
        type: 'application/rss+xml',
        title: `${siteConfig.name}: ${sitePages.find((page) => page.meta.path === '/insights')!.name}`,
        href: `${new URL(String(find(meta, 'rel', 'canonical')!.href)).origin}/rss.xml`,
      },
    ]);
  });

  it('shares an article as one, with its days and topics', () => {
    const article = seo({
      ...pageMeta.about,
      article: { published: '2026-10-27', modified: '2026-11-26', topics: ['Hosting', 'Search'] },
    }) as Descriptor[];
    expect(find(article, 'property', 'og:type')).toEqual({
      property: 'og:type',
      content: 'article',
    });
    expect(article.filter((tag) => String(tag.property).startsWith('article:'))).toEqual([
      { property: 'article:published_time', content: '2026-10-27' },
      { property: 'article:modified_time', content: '2026-11-26' },
      { property: 'article:tag', content: 'Hosting' },
      { property: 'article:tag', content: 'Search' },
    ]);
    expect(find(meta, 'property', 'og:type')!.content).toBe('website');
  });

  it('shares a list’s first card from its later pages, at their own address', () => {
    const later = seo({
      ...pageMeta.insights,
      path: `${pageMeta.insights.path}/2`,
      cardOf: pageMeta.insights.path,
    }) as Descriptor[];
    const first = seo(pageMeta.insights) as Descriptor[];
    expect(find(later, 'property', 'og:image')).toEqual(find(first, 'property', 'og:image'));
    expect(String(find(later, 'property', 'og:image')!.content)).toMatch(/\/og\/insights\.jpg$/);
    expect(String(find(later, 'rel', 'canonical')!.href)).toMatch(/\/insights\/2$/);
  });

  it('suffixes the title with the brand once', () => {
    expect(meta[0]).toEqual({ title: `Services | ${siteConfig.name}` });
    expect(pageTitle(`${siteConfig.name} | Home`, siteConfig.name)).toBe(
      `${siteConfig.name} | Home`,
    );
  });

  it('writes description, canonical and Open Graph from the page data and site URL', () => {
    expect(find(meta, 'name', 'description')).toEqual({
      name: 'description',
      content: 'All our services.',
    });
    expect(find(meta, 'rel', 'canonical')).toMatchObject({
      tagName: 'link',
      href: `${siteConfig.url}/services`,
    });
    expect(find(meta, 'property', 'og:url')).toMatchObject({
      content: `${siteConfig.url}/services`,
    });
    expect(find(meta, 'property', 'og:title')).toMatchObject({
      content: `Services | ${siteConfig.name}`,
    });
    expect(find(meta, 'property', 'og:description')).toMatchObject({
      content: 'All our services.',
    });
    expect(find(meta, 'name', 'twitter:card')).toMatchObject({ content: 'summary_large_image' });
  });

  it('gives the home page a canonical URL with a trailing slash and strips one elsewhere', () => {
    const home = seo({ title: 'Home', description: 'd', path: '/' }) as Descriptor[];
    expect(find(home, 'rel', 'canonical')).toMatchObject({ href: `${siteConfig.url}/` });
    const about = seo({ title: 'About', description: 'd', path: '/about-us/' }) as Descriptor[];
    expect(find(about, 'rel', 'canonical')).toMatchObject({ href: `${siteConfig.url}/about-us` });
  });

  it('points og:image and twitter:image at the page’s own card, absolute, with its size, type and alt', () => {
    const card = socialCardFor('/services', sitePages, siteConfig);
    expect(card).toBeDefined();
    const image = `${siteConfig.url}${card!.path}`;
    expect(find(meta, 'property', 'og:image')).toMatchObject({ content: image });
    expect(find(meta, 'name', 'twitter:image')).toMatchObject({ content: image });
    expect(find(meta, 'property', 'og:image:type')).toMatchObject({ content: 'image/jpeg' });
    expect(find(meta, 'property', 'og:image:width')).toMatchObject({ content: '1200' });
    expect(find(meta, 'property', 'og:image:height')).toMatchObject({ content: '630' });
    expect(find(meta, 'property', 'og:image:alt')).toMatchObject({ content: card!.alt });
    expect(find(meta, 'name', 'twitter:image:alt')).toMatchObject({ content: card!.alt });
  });

  it('gives every page a card of its own', () => {
    const images = sitePages.map(
      ({ meta: page }) =>
        find(seo(page) as Descriptor[], 'property', 'og:image')?.content as string,
    );
    expect(new Set(images).size).toBe(sitePages.length);
    for (const image of images) expect(image).toMatch(/^https:\/\/.+\/og\/.+\.jpg$/);
  });

  it('keeps the site’s own card for the 404 page, with its size', () => {
    const notFound = seo({ ...pageMeta.notFound, noIndex: true }) as Descriptor[];
    const image = String(find(notFound, 'property', 'og:image')?.content);
    expect(image).toMatch(/^https:\/\/.+\//);
    const file = `/${siteCard.path}`;
    expect(image.slice(-file.length)).toBe(file);
    expect(find(notFound, 'name', 'twitter:image')).toMatchObject({ content: image });
    expect(find(notFound, 'property', 'og:image:width')).toMatchObject({
      content: String(siteCard.width),
    });
    expect(find(notFound, 'property', 'og:image:height')).toMatchObject({
      content: String(siteCard.height),
    });
  });

  it('carries the organization and website JSON-LD on the home page only, then the page blocks', () => {
    const extra = { '@context': 'https://schema.org', '@type': 'BreadcrumbList' } as const;
    const types = (path: string) =>
      (seo({ title: 'T', description: 'd', path, jsonLd: [extra] }) as Descriptor[])
        .filter((d) => 'script:ld+json' in d)
        .map((d) => (d['script:ld+json'] as { '@type': string })['@type']);
    expect(types('/')).toEqual(['ProfessionalService', 'WebSite', 'BreadcrumbList']);
    expect(types('/contact')).toEqual(['BreadcrumbList']);
  });

  it('marks pages as noindex only when asked', () => {
    expect(find(meta, 'name', 'robots')).toBeUndefined();
    const hidden = seo({
      title: 'Missing',
      description: 'd',
      path: '/404',
      noIndex: true,
    }) as Descriptor[];
    expect(find(hidden, 'name', 'robots')).toMatchObject({ content: 'noindex' });
  });

  it('returns a fresh array each call, so no page can change another page’s tags', () => {
    const a = seo({ title: 'A', description: 'a', path: '/a' });
    a.push({ title: 'mutated' });
    const b = seo({ title: 'A', description: 'a', path: '/a' });
    expect(b).not.toContainEqual({ title: 'mutated' });
  });
});
