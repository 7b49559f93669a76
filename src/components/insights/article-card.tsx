import ArrowRight from 'lucide-react/icons/arrow-right';
import { ResponsiveImage } from '~/components/media/responsive-image';
import type { Article } from '~/content/types';
import { ArticleMeta } from './article-meta';
import { StatusBadge } from './status-badge';

export interface ArticleCardProps {
  article: Article;
  /** The words at the card's foot, e.g. 'Read the article'. */
  readMore: string;
  readingTime: string;
  /** The level of the card's heading in its page. */
  headingLevel?: 2 | 3;
  /**
   * The list's first card, in a phone's first screen: its cover loads at once, with high
   * priority, as it is often the screen's largest picture (a topic's page has a short opening).
   */
  priority?: boolean;
}

/**
 * An article in a list: its cover, first topic, title, summary, day, reading time and author.
 * The title is the card's one link, stretched over the whole card.
 */
export function ArticleCard({
  article,
  readMore,
  readingTime,
  headingLevel = 2,
  priority = false,
}: ArticleCardProps) {
  const Heading = `h${headingLevel}` as const;
  const [topic] = article.topics;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm transition duration-300 focus-within:ring-2 focus-within:ring-brand-500 hover:-translate-y-1 hover:shadow-2xl hover:shadow-ink-900/10 motion-reduce:transition-none motion-reduce:hover:translate-y-0">
      <div className="relative aspect-[16/9] overflow-hidden bg-slate-100">
        <ResponsiveImage
          image={article.cover}
          sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
          priority={priority}
          className="absolute inset-0 size-full object-cover"
        />
        {topic && (
          <p className="absolute top-4 left-4 rounded-full bg-white/95 px-3.5 py-1.5 text-xs font-bold tracking-wide text-brand-700 shadow-md">
            {topic.name}
          </p>
        )}
      </div>
      <div className="flex flex-1 flex-col p-7">
        <StatusBadge status={article.status} />
        <Heading className="text-xl leading-snug font-bold text-slate-900">
          <a
            href={article.href}
            className="outline-none after:absolute after:inset-0 after:content-[''] hover:text-brand-700"
          >
            {article.title}
          </a>
        </Heading>
        <p className="mt-3 flex-1 leading-7 text-slate-600">{article.description}</p>
        <ArticleMeta article={article} readingTime={readingTime} className="mt-6 text-slate-500" />
        <p className="mt-1 text-sm font-semibold text-slate-700">{article.author.name}</p>
        <p
          aria-hidden="true"
          className="mt-6 inline-flex items-center gap-2 font-semibold text-brand-700"
        >
          {readMore}
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-1 motion-reduce:transition-none" />
        </p>
      </div>
    </article>
  );
}
