/**
 * Which articles a page lists, and in what order: pure functions of the entries and the day,
 * so the build, the development server and the tests all decide the same way.
 */

/** What decides whether an article is on the site. */
export interface Publishable {
  draft: boolean;
  pubDate: Date;
}

/**
 * 'draft' while marked as one; 'scheduled' while its publication date is still to come (the
 * first build on or after that day publishes it); 'published' otherwise.
 */
export type ArticleStatus = 'published' | 'draft' | 'scheduled';

export function articleStatus({ draft, pubDate }: Publishable, now: Date): ArticleStatus {
  if (draft) return 'draft';
  return pubDate.getTime() > now.getTime() ? 'scheduled' : 'published';
}

/** What orders articles: the publication day, then the title. */
export interface Dated {
  pubDate: Date;
  title: string;
}

/**
 * Newest first; two articles of the same day by title, so the order never depends on the files.
 * `dated` gives each item's day and title.
 */
export function newestFirst<T>(items: readonly T[], dated: (item: T) => Dated): T[] {
  return [...items].sort((a, b) => {
    const [first, second] = [dated(a), dated(b)];
    return (
      second.pubDate.getTime() - first.pubDate.getTime() || first.title.localeCompare(second.title)
    );
  });
}

/**
 * The articles to read next after `article`, out of `articles` (newest first): those sharing
 * the most topics with it, the newer first among equals, then the newest others, up to `count`.
 */
export function relatedArticles<T extends { slug: string; topics: readonly { name: string }[] }>(
  article: T,
  articles: readonly T[],
  count = 3,
): T[] {
  const mine = new Set(article.topics.map((topic) => topic.name));
  const shared = (other: T) => other.topics.filter((topic) => mine.has(topic.name)).length;
  return articles
    .filter((other) => other.slug !== article.slug)
    .map((other, recency) => ({ other, shared: shared(other), recency }))
    .sort((a, b) => b.shared - a.shared || a.recency - b.recency)
    .slice(0, count)
    .map(({ other }) => other);
}
