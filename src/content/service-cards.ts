import type { ServiceFilterValue } from '~/lib/service-filter';
import type { LinkAction, PageHeroCopy, ServiceCard, ServiceSlug } from './types';

/**
 * The six cards of /services with their 'Includes' lists and starting prices
 * (SPEC §9). Three development, two marketing and one hosting service.
 */
export const serviceCards = [
  {
    id: 1,
    slug: 'website-development',
    title: 'Website & Web Application Development',
    category: 'development',
    description:
      'Business websites, online stores and custom web applications built on React, Node.js and MongoDB, designed to load fast and grow with your business.',
    features: [
      'Discovery workshop and sitemap',
      'Custom, mobile-first design',
      'CMS or admin dashboard',
      'On-page SEO and analytics setup',
      '30 days of post-launch support',
    ],
    price: 'Starting at $1,499',
  },
  {
    id: 2,
    slug: 'frontend-development',
    title: 'Frontend Development',
    category: 'development',
    description:
      'Pixel-accurate interfaces from your designs or ours: responsive layouts, accessible components and purposeful animation in React, Vue.js or Angular.',
    features: [
      'UI/UX design in Figma',
      'Responsive layouts for every screen',
      'Reusable component library',
      'WCAG 2.2 AA accessibility checks',
      'Core Web Vitals tuning',
    ],
    price: 'Starting at $999',
  },
  {
    id: 3,
    slug: 'backend-development',
    title: 'Backend Development',
    category: 'development',
    description:
      'APIs, databases and integrations that keep your product reliable under load, with authentication and data handling built secure from day one.',
    features: [
      'REST or GraphQL API design',
      'Database modeling and migrations',
      'User authentication and roles',
      'Third-party and payment integrations',
      'Automated tests and CI/CD',
    ],
    price: 'Starting at $1,299',
  },
  {
    id: 4,
    slug: 'seo-digital-marketing',
    title: 'SEO & Digital Marketing',
    category: 'marketing',
    description:
      'Rank higher on Google and turn clicks into customers with technical SEO, content, social campaigns and PPC, all measured against your revenue goals.',
    features: [
      'Technical and on-page SEO audit',
      'Keyword and competitor research',
      'Social media and PPC campaigns',
      'Monthly content calendar',
      'Monthly performance report',
    ],
    price: 'Starting at $499/month',
  },
  {
    id: 5,
    slug: 'email-marketing',
    title: 'Email Marketing',
    category: 'marketing',
    description:
      'Automated journeys, newsletters and promotions sent to the right segment at the right moment, with reporting that shows what each send earns.',
    features: [
      'Platform setup and list migration',
      'Branded, responsive templates',
      'Welcome and re-engagement automations',
      'Audience segmentation',
      'A/B testing and monthly reports',
    ],
    price: 'Starting at $299/month',
  },
  {
    id: 6,
    slug: 'web-hosting',
    title: 'Web Hosting & Domain Registration',
    category: 'hosting',
    description:
      'Fast, secure hosting on SSD servers with domain registration, free SSL and daily backups, looked after by engineers who answer around the clock.',
    features: [
      '99.9% uptime guarantee',
      'Free SSL certificate',
      'Daily backups',
      'Domain registration and DNS',
      '24/7 expert support',
    ],
    price: 'Starting at $9.99/month',
  },
] as const satisfies readonly ServiceCard[];

/** The filter row of /services, in order; 'all' is the default and has no URL parameter. */
export const serviceFilters = [
  { value: 'all', label: 'All Services' },
  { value: 'development', label: 'Development' },
  { value: 'marketing', label: 'Marketing' },
  { value: 'hosting', label: 'Hosting' },
] as const satisfies readonly { value: ServiceFilterValue; label: string }[];

/** The /services card for a service page, the single source of its starting price. */
export function serviceCardFor(slug: ServiceSlug): ServiceCard {
  const card = serviceCards.find((candidate) => candidate.slug === slug);
  if (!card) throw new Error(`No service card for ${slug}`);
  return card;
}

/** Copy of /services around the cards (SPEC §2 /services). */
export const servicesOverview = {
  hero: {
    eyebrow: 'Development · Marketing · Hosting',
    title: 'Our Services',
    highlight: 'Excellence in Digital Solutions',
    text: 'Websites, applications, search and email marketing, and the hosting that keeps it all online. Clear starting prices, one accountable team, and results you can measure.',
    actions: [
      { label: 'Start Your Project', href: '/contact' },
      { label: 'Explore Services', href: '#services' },
    ],
  },
  cards: {
    id: 'services',
    eyebrow: 'What we offer',
    title: 'Services built around your goals',
    intro:
      'Filter by what you need today. Every engagement starts with a free consultation and a fixed, written quote before any work begins.',
    includesLabel: 'Includes',
    actionLabel: 'Get Started',
  },
  process: {
    id: 'process',
    eyebrow: 'How we work',
    title: 'From first call to launch in four steps',
    intro:
      'A simple, transparent process with a named project lead, weekly updates and your sign-off at every milestone.',
  },
  closing: {
    title: 'Have a project in mind?',
    text: 'Tell us where you want to be in twelve months. We will reply within 24 hours on business days with next steps and a realistic plan.',
    action: { label: 'Start Your Project Today', href: '/contact' },
  },
} as const satisfies {
  hero: PageHeroCopy;
  cards: Record<string, string>;
  process: Record<string, string>;
  closing: { title: string; text: string; action: LinkAction };
};
