/**
 * The structured data of the articles' pages: a `BlogPosting` whose author is a `Person` (of the
 * agency, unless they have left it), and its place under Home and the list of articles (BreadcrumbList). Pure: it takes
 * the article and the agency's name, and builds new objects. A list of articles after the first
 * page, or a topic's, has its breadcrumb too (`listBreadcrumb`).
 */
import { siteUrl } from '~/config/site';
import type { Article, PageMeta } from '~/content/types';
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
      // Someone who has left wrote it here, but no longer works for the agency.
      ...(article.author.hasLeft
        ? {}
        : {
            worksFor: { '@type': 'Organization', '@id': `${siteUrl}/#organization`, name: agency },
          }),
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

/**
 * A list's place under Home and the list of articles, for a topic's page or a page after the
 * first: Home › Insights › this page. /insights itself has none.
 */
export function listBreadcrumb(meta: PageMeta, listName: string): JsonLd[] {
  if (meta.path === '/insights') return [];
  return [
    breadcrumbJsonLd([
      { name: 'Home', path: '/' },
      { name: listName, path: '/insights' },
      { name: meta.title, path: meta.path },
    ]),
  ];
}
