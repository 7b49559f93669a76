/**
 * The structured data of an article's page: a `BlogPosting` whose author is a `Person` of the
 * agency, and its place under Home and the list of articles (BreadcrumbList). Pure: it takes
 * the article and the agency's name, and builds new objects.
 */
import { siteUrl } from '~/config/site';
import type { Article } from '~/content/types';
import { breadcrumbJsonLd, type JsonLd } from './structured-data';
import { absoluteUrl } from './urls';

export type ArticleForJsonLd = Pick<
  Article,
  'title' | 'description' | 'href' | 'pubDate' | 'updatedDate' | 'author' | 'topics' | 'cover'
>;

export function blogPostingJsonLd(
  article: ArticleForJsonLd,
  { name: agency }: { name: string },
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': `${absoluteUrl(article.href)}#article`,
    mainEntityOfPage: absoluteUrl(article.href),
    headline: article.title,
    description: article.description,
    image: absoluteUrl(article.cover.src),
    datePublished: article.pubDate.iso,
    dateModified: (article.updatedDate ?? article.pubDate).iso,
    author: {
      '@type': 'Person',
      name: article.author.name,
      jobTitle: article.author.role,
      worksFor: { '@type': 'Organization', '@id': `${siteUrl}/#organization`, name: agency },
    },
    publisher: { '@id': `${siteUrl}/#organization` },
    keywords: article.topics.map((topic) => topic.name).join(', '),
    inLanguage: 'en',
  };
}

/** Home › Insights › the article. */
export function articleBreadcrumb(
  article: Pick<Article, 'title' | 'href'>,
  listName: string,
): JsonLd {
  return breadcrumbJsonLd([
    { name: 'Home', path: '/' },
    { name: listName, path: '/insights' },
    { name: article.title, path: article.href },
  ]);
}
