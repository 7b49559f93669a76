import { describe, expect, it } from 'vitest';
import { articleStatus, newestFirst, relatedArticles } from './articles';

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

describe('articleStatus', () => {
  const now = day('2026-11-26');
  it('publishes an article dated today or before', () => {
    expect(articleStatus({ draft: false, pubDate: day('2026-11-26') }, now)).toBe('published');
    expect(articleStatus({ draft: false, pubDate: day('2025-01-01') }, now)).toBe('published');
  });
  it('holds back an article dated after today until its day', () => {
    expect(articleStatus({ draft: false, pubDate: day('2026-11-27') }, now)).toBe('scheduled');
    expect(articleStatus({ draft: false, pubDate: day('2026-11-27') }, day('2026-11-27'))).toBe(
      'published',
    );
  });
  it('never publishes a draft, whatever its date', () => {
    expect(articleStatus({ draft: true, pubDate: day('2020-01-01') }, now)).toBe('draft');
    expect(articleStatus({ draft: true, pubDate: day('2030-01-01') }, now)).toBe('draft');
  });
});

describe('newestFirst', () => {
  it('orders by day, newest first, then by title', () => {
    const items = [
      { title: 'B', pubDate: day('2026-10-01') },
      { title: 'C', pubDate: day('2026-11-01') },
      { title: 'A', pubDate: day('2026-10-01') },
    ];
    expect(newestFirst(items, (item) => item).map((item) => item.title)).toEqual(['C', 'A', 'B']);
  });
});

describe('relatedArticles', () => {
  const article = (slug: string, ...topics: string[]) => ({
    slug,
    topics: topics.map((name) => ({ name })),
  });
  // Newest first, as the site lists them.
  const all = [
    article('newest', 'Hosting'),
    article('both', 'Search', 'Hosting'),
    article('one', 'Search'),
    article('none', 'Design'),
    article('this', 'Search', 'Hosting'),
  ];

  it('puts the articles sharing most topics first, then the newer, and never the article itself', () => {
    const related = relatedArticles(all[4]!, all).map((other) => other.slug);
    expect(related).toEqual(['both', 'newest', 'one']);
  });

  it('fills up with the newest others when few share a topic', () => {
    const related = relatedArticles(all[3]!, all, 2).map((other) => other.slug);
    expect(related).toEqual(['newest', 'both']);
  });

  it('gives what there is when there are fewer others than asked for', () => {
    expect(relatedArticles(all[0]!, all.slice(0, 2))).toEqual([all[1]]);
  });
});
