/**
 * Server-only: the title, search description and path of every page that is not a service
 * page (those carry theirs in src/content/service-pages/). Titles get the
 * ' | Brightwave Digital' suffix from `seo()`.
 */
import type { PageMeta } from '~/content/types';
import { aboutMeta } from './about';
import { contactMeta } from './contact';
import { homeMeta } from './home';
import { insightsMeta } from './insights';
import { notFoundMeta, privacyPolicy, termsOfService } from './legal';
import { portfolioMeta } from './portfolio';
import { servicesMeta } from './services';

export const pageMeta = {
  home: homeMeta,
  about: aboutMeta,
  portfolio: portfolioMeta,
  services: servicesMeta,
  insights: insightsMeta,
  contact: contactMeta,
  privacyPolicy: privacyPolicy.meta,
  termsOfService: termsOfService.meta,
  notFound: notFoundMeta,
} satisfies Record<string, PageMeta>;
