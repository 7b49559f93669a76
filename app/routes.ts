import { type RouteConfig, index, route } from '@react-router/dev/routes';

/**
 * The site map: every URL the site answers, and the module that renders it.
 * The six service pages are one data-driven template
 * (`components/sections/service-page-template.tsx`) fed by one content module
 * each; every page has a four-line route module of its own so that its
 * JavaScript carries only its own content. Both legal pages share one prose
 * template. Each entry is prerendered to `build/client/<path>/index.html`.
 */
export default [
  index('routes/home.tsx'),
  route('about-us', 'routes/about.tsx'),
  route('portfolio', 'routes/portfolio.tsx'),
  route('services', 'routes/services.tsx'),
  route('services/website-development', 'routes/service-pages/website-development.tsx'),
  route('services/frontend-development', 'routes/service-pages/frontend-development.tsx'),
  route('services/backend-development', 'routes/service-pages/backend-development.tsx'),
  route('services/seo-digital-marketing', 'routes/service-pages/seo-digital-marketing.tsx'),
  route('services/email-marketing', 'routes/service-pages/email-marketing.tsx'),
  route('services/web-hosting', 'routes/service-pages/web-hosting.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('privacy-policy', 'routes/legal-page.tsx', { id: 'legal/privacy-policy' }),
  route('terms-of-service', 'routes/legal-page.tsx', { id: 'legal/terms-of-service' }),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
