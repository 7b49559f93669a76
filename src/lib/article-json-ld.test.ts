import { describe, expect, it } from 'vitest';
import { siteUrl } from '~/config/site';
import { articleBreadcrumb, blogPostingJsonLd, type ArticleForJsonLd } from './article-json-ld';
import type { JsonLd } from './structured-data';

const picture = {
  sources: [],
  src: '/assets/cover.jpg',
  srcSet: '',
  width: 1200,
  height: 675,
  alt: '',
};
const article: ArticleForJsonLd = {
  title: 'A title',
  description: 'A summary.',
  href: '/insights/a-title',
  pubDate: { iso: '2026-10-27', label: '27 October 2026' },
  author: { name: 'Rohan Iyer', role: 'Head of Engineering', hasLeft: false, image: picture },
  topics: [
    { name: 'Web performance', href: '/insights/topics/web-performance' },
    { name: 'Search', href: '/insights/topics/search' },
  ],
  cover: picture,
};

describe('an article’s structured data', () => {
  it('is a BlogPosting by a Person of the agency, with its days, picture and topics', () => {
    const posting = blogPostingJsonLd(article, { name: 'The Agency' });
    expect(posting).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'A title',
      mainEntityOfPage: `${siteUrl}/insights/a-title`,
      image: `${siteUrl}/assets/cover.jpg`,
      datePublished: '2026-10-27',
      dateModified: '2026-10-27',
      author: { '@type': 'Person', name: 'Rohan Iyer', jobTitle: 'Head of Engineering' },
      keywords: 'Web performance, Search',
    });
    const updated = { ...article, updatedDate: { iso: '2026-11-26', label: '26 November 2026' } };
    expect(blogPostingJsonLd(updated, { name: 'The Agency' }).dateModified).toBe('2026-11-26');
  });

  it('names the agency as the author’s employer while they work here', () => {
    const author = blogPostingJsonLd(article, { name: 'The Agency' }).author as JsonLd;
    expect(author.worksFor).toMatchObject({ '@type': 'Organization', name: 'The Agency' });
  });

  it('keeps the name and role of an author who has left, without the agency as employer', () => {
    const former = { ...article, author: { ...article.author, hasLeft: true } };
    const author = blogPostingJsonLd(former, { name: 'The Agency' }).author as JsonLd;
    expect(author).toEqual({
      '@type': 'Person',
      name: 'Rohan Iyer',
      jobTitle: 'Head of Engineering',
    });
  });

  it('sits under Home and the list of articles', () => {
    const trail = articleBreadcrumb(article, 'Insights').itemListElement as { name: string }[];
    expect(trail.map((crumb) => crumb.name)).toEqual(['Home', 'Insights', 'A title']);
  });
});
