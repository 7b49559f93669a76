import type { Article } from '~/content/types';
import { fill } from '~/lib/fill';

export interface ArticleMetaProps {
  article: Pick<Article, 'pubDate' | 'readingMinutes'>;
  /** '{minutes} min read', from src/content/pages/insights.yaml. */
  readingTime: string;
  className?: string;
}

/** An article's day and reading time: '17 November 2026 · 6 min read'. */
export function ArticleMeta({ article, readingTime, className = '' }: ArticleMetaProps) {
  return (
    <p className={`flex flex-wrap items-center gap-x-2 text-sm ${className}`}>
      <time dateTime={article.pubDate.iso}>{article.pubDate.label}</time>
      <span aria-hidden="true">·</span>
      <span>{fill(readingTime, { minutes: article.readingMinutes })}</span>
    </p>
  );
}
