import type { PageMeta } from './types';

/**
 * Title, search description and path of every page that is not a service
 * page (service pages carry theirs in `service-pages/`). Titles get the
 * ' | Brightwave Digital' suffix from `seo()`.
 */
export const pageMeta = {
  home: {
    title: 'Brightwave Digital | Web Development, SEO & Digital Marketing Agency',
    description:
      'Brightwave Digital builds fast websites, runs SEO and email campaigns, and hosts it all. 200+ projects completed for growing businesses in India and the USA.',
    path: '/',
  },
  about: {
    title: 'About Us: Our Story, Team and Values',
    description:
      'Founded in 2015, Brightwave Digital is a 50+ person team of strategists, designers and engineers behind 500+ campaigns. Meet the people and their values.',
    path: '/about-us',
  },
  portfolio: {
    title: 'Portfolio: Websites, SaaS Platforms and E-commerce We Built',
    description:
      'Selected client work from Brightwave Digital: healthcare portals, SaaS dashboards, e-commerce storefronts and design-led websites, with their results.',
    path: '/portfolio',
  },
  services: {
    title: 'Services and Pricing: Development, Marketing and Hosting',
    description:
      'Frontend builds from $999, full websites from $1,499, SEO from $499/month, email marketing from $299/month and hosting from $9.99/month, compared side by side.',
    path: '/services',
  },
  contact: {
    title: 'Contact Us: Start Your Project',
    description:
      'Tell Brightwave Digital about your project. Call, e-mail or send the form and a strategist replies within 24 hours on business days.',
    path: '/contact',
  },
  privacyPolicy: {
    title: 'Privacy Policy',
    description:
      'How Brightwave Digital collects, uses, shares and protects the personal information you give us through this website and our services.',
    path: '/privacy-policy',
  },
  termsOfService: {
    title: 'Terms of Service',
    description:
      'The terms that govern your use of the Brightwave Digital website and services: acceptable use, intellectual property, liability and termination.',
    path: '/terms-of-service',
  },
  notFound: {
    title: 'Page Not Found',
    description:
      'The page you asked for does not exist. Find our services, portfolio or contact details from here.',
    path: '/404',
  },
} as const satisfies Record<string, PageMeta>;
