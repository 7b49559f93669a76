import type { ServiceSlug } from '../types';
import type { ServicePage } from './types';

/** Registry of the six service pages, looked up by the shared route module. */
export const servicePages: Record<ServiceSlug, ServicePage> = {
  'website-development': { slug: 'website-development', meta: { title: 'Website & Web Application Development', description: 'Custom websites and web applications built to scale.', path: '/services/website-development' }, title: 'Web Development', highlight: 'Solutions That Scale' },
  'frontend-development': { slug: 'frontend-development', meta: { title: 'Frontend Development', description: 'Interfaces that define excellence.', path: '/services/frontend-development' }, title: 'Frontend Development', highlight: 'That Defines Excellence' },
  'backend-development': { slug: 'backend-development', meta: { title: 'Backend Development', description: 'Server-side engineering that powers your product.', path: '/services/backend-development' }, title: 'Backend Development', highlight: 'Powering Your Digital Experience' },
  'seo-digital-marketing': { slug: 'seo-digital-marketing', meta: { title: 'SEO & Digital Marketing', description: 'Search and social campaigns that grow revenue.', path: '/services/seo-digital-marketing' }, title: 'Digital Marketing' },
  'email-marketing': { slug: 'email-marketing', meta: { title: 'Email Marketing', description: 'Campaigns that connect and convert.', path: '/services/email-marketing' }, title: 'Email Marketing', highlight: 'Connect & Convert' },
  'web-hosting': { slug: 'web-hosting', meta: { title: 'Web Hosting & Domain Registration', description: 'Fast, secure and reliable hosting.', path: '/services/web-hosting' }, title: 'Web Hosting', highlight: 'Fast, Secure & Reliable' },
};

/** The page for a URL path such as '/services/web-hosting' (trailing slash tolerated). */
export function servicePageForPath(pathname: string): ServicePage | undefined {
  const slug = pathname.replace(/\/+$/, '').split('/').pop();
  return Object.values(servicePages).find((page) => page.slug === slug);
}
