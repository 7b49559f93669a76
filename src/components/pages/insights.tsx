import { ClosingCta, type SharedClosing } from '~/components/layout/closing-cta';
import { ArticleCard } from '~/components/insights/article-card';
import { PageLinks, type PageLinksProps } from '~/components/insights/page-links';
import { TopicNav } from '~/components/insights/topic-nav';
import { PageHero } from '~/components/sections/page-hero';
import { Particles } from '~/components/ui/particles';
import { Section } from '~/components/ui/section';
import type { InsightsPage as InsightsCopy } from '~/content/schemas/pages';
import type { Article, ArticleTopic } from '~/content/types';
import { fill } from '~/lib/fill';

export interface InsightsPageProps {
  /** The words of the pages: src/content/pages/insights.yaml. */
  copy: InsightsCopy;
  /** This page's articles, newest first. */
  articles: readonly Article[];
  /** Every topic that has articles. */
  topics: readonly ArticleTopic[];
  /** On a topic's page: the topic. */
  topic?: ArticleTopic;
  /** Where this page stands among the pages of its list. */
  pagination: Omit<PageLinksProps, 'words'>;
  sharedClosing: SharedClosing;
}

/** /insights and each topic's page: the articles as cards, newest first, nine to a page. */
export function InsightsPage({
  copy,
  articles,
  topics,
  topic,
  pagination,
  sharedClosing,
}: InsightsPageProps) {
  const { hero, closing } = copy;
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={topic ? fill(copy.topicPage.title, { topic: topic.name }) : hero.title}
        highlight={topic ? undefined : hero.highlight}
        text={topic ? fill(copy.topicPage.description, { topic: topic.name }) : hero.text}
        compact={Boolean(topic)}
        background={<Particles count={24} seed={41} />}
      />
      <Section tone="tint" className="!pt-14">
        {topics.length > 0 && (
          <TopicNav
            topics={topics}
            label={copy.topics.label}
            all={copy.topics.all}
            current={topic?.name}
          />
        )}
        {articles.length > 0 ? (
          <ul className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
            {articles.map((article, index) => (
              <li key={article.slug}>
                <ArticleCard
                  article={article}
                  readMore={copy.readMore}
                  readingTime={copy.article.readingTime}
                  priority={index === 0}
                />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mx-auto mt-12 max-w-3xl rounded-3xl border border-slate-200 bg-white p-8 text-center text-lg leading-8 text-slate-600 sm:p-10">
            {copy.noArticles}
          </p>
        )}
        <PageLinks {...pagination} words={copy.pagination} />
      </Section>
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
