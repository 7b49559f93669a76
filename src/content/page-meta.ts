import type { PageMeta } from './types';

/** Title, search description and path of the legal pages and the not-found page. */
export const legalPageMeta = {
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
