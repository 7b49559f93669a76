import { images } from '~/data/legacy-media';
import type { PortfolioItem } from './types';

/** The three client sites teased on the home page; each opens in a new tab. */
export const portfolioTeaser = [
  {
    title: 'Orbit Fitness',
    description:
      'A booking-first website for a twelve-studio gym chain: class schedules, memberships and local SEO that lifted trial sign-ups by 64%.',
    image: images.teaser['orbit-fitness'],
    link: 'https://orbitfitness.example',
  },
  {
    title: 'Harbor Legal',
    description:
      'A calm, trustworthy presence for a maritime law firm, with practice-area guides that now bring in half of all new enquiries.',
    image: images.teaser['harbor-legal'],
    link: 'https://harborlegal.example',
  },
  {
    title: 'Verde Market',
    description:
      'An organic grocery storefront with same-day delivery slots, subscription boxes and abandoned-cart emails that recover 12% of orders.',
    image: images.teaser['verde-market'],
    link: 'https://verdemarket.example',
  },
] as const satisfies readonly PortfolioItem[];

export const portfolioTeaserLinkLabel = 'Visit website';
