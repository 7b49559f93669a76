import { type RouteConfig, index, route } from '@react-router/dev/routes';

/**
 * The site map: every URL the site answers, and the module that renders it.
 * All six service pages share one data-driven module (its page is looked up
 * by path in `app/content/service-pages/`), and both legal pages share one
 * prose template. Each entry is prerendered to `build/client/<path>/index.html`.
 */
export default [
  index('routes/home.tsx'),
  route('about-us', 'routes/about.tsx'),
  route('portfolio', 'routes/portfolio.tsx'),
  route('services', 'routes/services.tsx'),
  route('services/website-development', 'routes/service-page.tsx', {
    id: 'service/website-development',
  }),
  route('services/frontend-development', 'routes/service-page.tsx', {
    id: 'service/frontend-development',
  }),
  route('services/backend-development', 'routes/service-page.tsx', {
    id: 'service/backend-development',
  }),
  route('services/seo-digital-marketing', 'routes/service-page.tsx', {
    id: 'service/seo-digital-marketing',
  }),
  route('services/email-marketing', 'routes/service-page.tsx', { id: 'service/email-marketing' }),
  route('services/web-hosting', 'routes/service-page.tsx', { id: 'service/web-hosting' }),
  route('contact', 'routes/contact.tsx'),
  route('privacy-policy', 'routes/legal-page.tsx', { id: 'legal/privacy-policy' }),
  route('terms-of-service', 'routes/legal-page.tsx', { id: 'legal/terms-of-service' }),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
