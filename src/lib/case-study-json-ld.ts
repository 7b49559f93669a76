import type { CaseStudy } from '~/content/types';
import { breadcrumbJsonLd, organizationId, type JsonLd } from './structured-data';
import { absoluteUrl } from './urls';

/** What the JSON-LD says of a case study: its page, its story's words and its project. */
export type CaseStudyFacts = Pick<CaseStudy, 'meta' | 'headline' | 'summary' | 'project'> & {
  /** The pictures' JPEG files, largest width: what a search engine may show beside it. */
  images: readonly string[];
};

/**
 * JSON-LD for /portfolio/<project>: the case study as a CreativeWork made by the agency, about
 * the client's live site, and the breadcrumb Home › Portfolio › project. `portfolio` is the
 * /portfolio page's name in the navigation.
 */
export function caseStudyJsonLd(
  { meta, headline, summary, project, images }: CaseStudyFacts,
  portfolio: { name: string; path: string },
): JsonLd[] {
  const url = absoluteUrl(meta.path);
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'CreativeWork',
      '@id': `${url}#case-study`,
      url,
      name: meta.title,
      headline,
      description: meta.description,
      abstract: summary,
      genre: 'Case study',
      keywords: project.tags.join(', '),
      image: images.map(absoluteUrl),
      inLanguage: 'en',
      creator: { '@id': organizationId },
      publisher: { '@id': organizationId },
      about: { '@type': 'WebSite', name: project.name, url: project.url },
      mainEntityOfPage: url,
    },
    breadcrumbJsonLd([
      { name: 'Home', path: '/' },
      { name: portfolio.name, path: portfolio.path },
      { name: project.name, path: meta.path },
    ]),
  ];
}
