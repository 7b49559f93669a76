// @vitest-environment content-dom
import { describe, expect, it } from 'vitest';
import { renderHtml } from '~/data/content.test-support';
import { articles } from '~/data/insights';
import { ArticleCard } from './article-card';

const [first] = articles;

describe.runIf(first)('an article card’s cover', () => {
  const cover = (priority?: boolean) =>
    renderHtml(
      <ArticleCard article={first!} readMore="Read" readingTime="5 min" priority={priority} />,
    ).querySelector('img')!;

  it('waits until it nears the screen, in a card further down a list', () => {
    expect(cover()).toHaveAttribute('loading', 'lazy');
    expect(cover()).not.toHaveAttribute('fetchpriority');
  });

  it('loads at once, first, as the list’s first card, in a phone’s first screen', () => {
    expect(cover(true)).toHaveAttribute('loading', 'eager');
    expect(cover(true)).toHaveAttribute('fetchpriority', 'high');
  });
});
