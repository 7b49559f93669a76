import type { HostingPlan } from './types';

/**
 * The three hosting plans (SPEC §9); Business is the recommended one. Shown at #plans on
 * /services/web-hosting and named by `/contact?plan=<name>` links.
 */
export const hostingPlans = [
  {
    name: 'Starter',
    price: '$2.99',
    period: '/month',
    description:
      'For a personal site, portfolio or a small business getting online for the first time.',
    features: ['1 Website', '10 GB SSD', 'Unlimited Bandwidth', 'Free SSL', 'Free Domain'],
    recommended: false,
  },
  {
    name: 'Business',
    price: '$5.99',
    period: '/month',
    description:
      'For growing businesses running several sites that need daily backups and room to grow.',
    features: [
      'Unlimited Websites',
      '50 GB SSD',
      'Unlimited Bandwidth',
      'Free SSL',
      'Free Domain',
      'Daily Backups',
    ],
    recommended: true,
  },
  {
    name: 'Enterprise',
    price: '$12.99',
    period: '/month',
    description:
      'For busy stores and high-traffic sites that need global speed and the fastest support.',
    features: [
      'Unlimited Websites',
      '100 GB SSD',
      'Unlimited Bandwidth',
      'Free SSL',
      'Free Domain',
      'Daily Backups',
      'Free CDN',
      'Priority Support',
    ],
    recommended: false,
  },
] as const satisfies readonly HostingPlan[];
