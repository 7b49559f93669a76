import { normalizePath } from '~/lib/urls';
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
 * Registry of the six service pages, one typed module each. Each page's route
 * module imports its own content module directly (so a page ships only its
 * own content); the registry is for code that needs all six, such as tests.
 */
export const servicePages = {
  'website-development': websiteDevelopmentPage,
  'frontend-development': frontendDevelopmentPage,
  'backend-development': backendDevelopmentPage,
  'seo-digital-marketing': seoDigitalMarketingPage,
  'email-marketing': emailMarketingPage,
  'web-hosting': webHostingPage,
} as const satisfies Record<ServiceSlug, ServicePage>;

/** The page for a URL path such as '/services/web-hosting' (trailing slash tolerated). */
export function servicePageForPath(pathname: string): ServicePage | undefined {
  const path = normalizePath(pathname);
  return Object.values(servicePages).find((page) => page.meta.path === path);
}
