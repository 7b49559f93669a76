import type { ServiceSlug } from '../types';
import { backendDevelopmentPage } from './backend-development';
import { emailMarketingPage } from './email-marketing';
import { frontendDevelopmentPage } from './frontend-development';
import { seoDigitalMarketingPage } from './seo-digital-marketing';
import type { ServicePage } from './types';
import { webHostingPage } from './web-hosting';
import { websiteDevelopmentPage } from './website-development';

export type { ServicePage, ServicePageSection } from './types';

/**
 * Registry of the six service pages, one typed module each: src/pages/services/[slug].astro
 * builds one page per entry, at `/services/<key>`.
 */
export const servicePages = {
  'website-development': websiteDevelopmentPage,
  'frontend-development': frontendDevelopmentPage,
  'backend-development': backendDevelopmentPage,
  'seo-digital-marketing': seoDigitalMarketingPage,
  'email-marketing': emailMarketingPage,
  'web-hosting': webHostingPage,
} as const satisfies Record<ServiceSlug, ServicePage>;
