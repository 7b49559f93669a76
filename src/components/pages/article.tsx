import { ClosingCta, type SharedClosing } from '~/components/layout/closing-cta';
import { ArticleCard } from '~/components/insights/article-card';
import { ArticleMeta } from '~/components/insights/article-meta';
import { ArticleText } from '~/components/insights/article-text';
import { StatusBadge } from '~/components/insights/status-badge';
import { ResponsiveImage } from '~/components/media/responsive-image';
import { Section } from '~/components/ui/section';
import type { InsightsPage } from '~/content/schemas/pages';
import type { Article } from '~/content/types';

export interface ArticlePageProps {
  article: Article;
  /** Two or three articles to read next. */
  related: readonly Article[];
  /** The words around every article: src/content/pages/insights.yaml. */
  copy: InsightsPage;
  sharedClosing: SharedClosing;
}

/**
 * How wide the cover is drawn. On a phone it is the largest thing on the first screen, under the
 * title, so it loads at once and the page's <head> asks for it with the HTML's first bytes.
 */
export const coverSizes = '(min-width: 768px) 768px, calc(100vw - 2rem)';

/**
 * One article: the way back to the list, its topics, title, summary, author, dates and reading
 * time, its cover and text, then the articles to read next and the closing call to action.
 */
export function ArticlePage({ article, related, copy, sharedClosing }: ArticlePageProps) {
  const words = copy.article;
  const { closing } = copy;
  return (
    <>
      <article>
        <header className="relative isolate overflow-hidden bg-ink-950 px-4 pt-12 pb-16 text-white sm:px-6 sm:pt-16 sm:pb-20 lg:px-8">
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top,rgba(99,102,241,0.35),transparent_60%)]"
          />
          <div className="mx-auto max-w-3xl">
            <nav aria-label="Breadcrumb">
              <ol className="flex flex-wrap items-center gap-2 text-sm text-slate-300">
                <li>
                  <a href="/insights" className="font-semibold text-brand-100 hover:text-white">
                    {words.breadcrumb}
                  </a>
                </li>
                <li aria-hidden="true">/</li>
                <li aria-current="page" className="line-clamp-1">
                  {article.title}
                </li>
              </ol>
            </nav>
            <StatusBadge status={article.status} />
            <h1 className="mt-8 text-3xl leading-tight font-extrabold tracking-tight text-white sm:text-5xl">
              {article.title}
            </h1>
            <p className="mt-6 text-lg leading-8 text-slate-300">{article.description}</p>
            {article.problem && <AuthorProblem problem={article.problem} />}
            <div className="mt-8 flex items-center gap-4">
              {article.author.image && (
                <ResponsiveImage
                  image={article.author.image}
                  sizes="56px"
                  className="size-14 rounded-full bg-ink-900 object-cover ring-2 ring-white/20"
                />
              )}
              <div className="text-sm">
                <p className="text-slate-300">
                  {words.writtenBy}{' '}
                  <span className="font-semibold text-white">{article.author.name}</span>
                  {article.author.role && `, ${article.author.role}`}
                </p>
                <ArticleMeta
                  article={article}
                  readingTime={words.readingTime}
                  className="mt-1 text-slate-300"
                />
              </div>
            </div>
          </div>
        </header>
        <div className="bg-white px-4 pb-20 sm:px-6 lg:px-8">
          <div className="mx-auto max-w-3xl">
            <ResponsiveImage
              image={article.cover}
              sizes={coverSizes}
              priority
              className="mt-10 w-full rounded-3xl bg-slate-100 shadow-xl shadow-ink-900/10 sm:mt-14"
            />
            <div className="mt-12">
              <ArticleText text={article.text} pictures={article.pictures} />
            </div>
            <footer className="mt-14 border-t border-slate-200 pt-8 text-sm text-slate-600">
              <dl className="grid gap-4 sm:grid-cols-2">
                <div>
                  <dt className="font-semibold text-slate-900">{words.published}</dt>
                  <dd>
                    <time dateTime={article.pubDate.iso}>{article.pubDate.label}</time>
                  </dd>
                </div>
                {article.updatedDate && (
                  <div>
                    <dt className="font-semibold text-slate-900">{words.updated}</dt>
                    <dd>
                      <time dateTime={article.updatedDate.iso}>{article.updatedDate.label}</time>
                    </dd>
                  </div>
                )}
                <div className="sm:col-span-2">
                  <dt className="font-semibold text-slate-900">{words.topicsLabel}</dt>
                  <dd>
                    <ul className="mt-2 flex flex-wrap gap-2">
                      {article.topics.map((topic) => (
                        <li key={topic.name}>
                          <a
                            href={topic.href}
                            className="inline-flex min-h-11 items-center rounded-full bg-brand-50 px-4 font-semibold text-brand-700 ring-1 ring-brand-100 hover:ring-brand-300"
                          >
                            {topic.name}
                          </a>
                        </li>
                      ))}
                    </ul>
                  </dd>
                </div>
              </dl>
            </footer>
          </div>
        </div>
      </article>
      {related.length > 0 && (
        <Section tone="tint" labelledBy="related-heading">
          <h2
            id="related-heading"
            className="text-center text-3xl font-extrabold tracking-tight text-slate-900"
          >
            {words.related}
          </h2>
          <ul className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
            {related.map((other) => (
              <li key={other.slug}>
                <ArticleCard
                  article={other}
                  readMore={copy.readMore}
                  readingTime={words.readingTime}
                  headingLevel={3}
                />
              </li>
            ))}
          </ul>
        </Section>
      )}
      <ClosingCta
        shared={sharedClosing}
        id={closing.id}
        title={closing.title}
        text={closing.text}
        primary={closing.primary}
      />
    </>
  );
}

/**
 * Only under `npm run edit`: the article's author has no file in the team (deleted in the
 * editor), so a build refuses it. The preview shows it, and says why and what to do.
 */
function AuthorProblem({ problem }: { problem: string }) {
  return (
    <div role="alert" className="mt-8 rounded-2xl border border-red-200 bg-red-50 p-6 text-red-900">
      <h2 className="text-lg font-bold">This article’s author is missing from the team</h2>
      <p className="mt-3">{problem}</p>
      <p className="mt-3">
        Until then the site cannot be published. This preview shows the author’s file name in place
        of their name and photo.
      </p>
    </div>
  );
}
