import type { PageMeta, ServiceSlug } from '../types';

export interface ServicePage {
  slug: ServiceSlug;
  meta: PageMeta;
  title: string;
  highlight?: string;
}
