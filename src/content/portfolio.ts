import { images } from '~/data/legacy-media';
import type { LinkAction, PageHeroCopy, PortfolioProject } from './types';

/** Copy of the /portfolio page (SPEC §2 /portfolio). */
export const portfolioHero = {
  eyebrow: 'Our Portfolio',
  title: 'Work that moves',
  highlight: 'the numbers that matter',
  text: 'Patient portals, SaaS dashboards, storefronts and design-led brand sites: a selection of the products we have designed, built and grown for clients who measure everything.',
  chipsLabel: 'What we build',
  chips: ['Web Design', 'SaaS Platforms', 'E-commerce', 'Healthcare Tech'],
  actions: [
    { label: 'Start Your Project', href: '/contact' },
    { label: 'Discuss Your Idea', href: '/contact' },
  ],
} as const satisfies PageHeroCopy & { chipsLabel: string; chips: readonly string[] };

export const projectsIntro = {
  id: 'projects',
  eyebrow: 'Selected projects',
  title: 'Recent client work',
  intro:
    'Five recent launches, from regulated healthcare to high-volume retail. Each card opens the live site in a new tab.',
  linkLabel: 'Visit live site',
} as const;

/** How many tags a project card lists after its category before it shows '+N More'. */
export const projectTagLimit = 3;

/** The five portfolio projects. The first tag is the category; one project has more tags than a card lists. */
export const projects = [
  {
    name: 'Lumina Health',
    url: 'https://luminahealth.example',
    image: images.portfolio['lumina-health'],
    tags: ['Healthcare Tech', 'Patient Portal', 'React', 'Accessibility'],
    description:
      'A patient portal and appointment platform for a network of 18 clinics. Online bookings rose 41% and front-desk calls fell by a third within two months of launch.',
  },
  {
    name: 'Northpeak Outfitters',
    url: 'https://northpeakoutfitters.example',
    image: images.portfolio['northpeak-outfitters'],
    tags: ['E-commerce', 'Headless Storefront', 'Performance', 'Email Automation'],
    description:
      'A headless storefront for an outdoor gear brand that loads in under a second on mobile and lifted conversion from 1.8% to 3.1%.',
  },
  {
    name: 'Ledgerly',
    url: 'https://ledgerly.example',
    image: images.portfolio['ledgerly'],
    tags: [
      'SaaS Platforms',
      'Dashboard UX',
      'TypeScript',
      'Node.js',
      'PostgreSQL',
      'Subscription Billing',
      'Role-based Access',
    ],
    description:
      'A redesigned finance dashboard and onboarding flow for a bookkeeping SaaS, cutting support tickets by 27% and doubling trial-to-paid activation.',
  },
  {
    name: 'Atelier Nord',
    url: 'https://ateliernord.example',
    image: images.portfolio['atelier-nord'],
    tags: ['Web Design', 'Brand Identity', 'Next.js', 'Motion Design'],
    description:
      'An editorial website for a Scandinavian architecture studio, pairing a refreshed identity with full-bleed project stories that tripled enquiry volume.',
  },
  {
    name: 'Routewise',
    url: 'https://routewise.example',
    image: images.portfolio['routewise'],
    tags: ['SaaS Platforms', 'Logistics', 'Real-time Maps', 'Mobile-first'],
    description:
      'A fleet-routing platform with live maps and driver apps that helps regional couriers plan 2,000 daily deliveries in minutes instead of hours.',
  },
] as const satisfies readonly PortfolioProject[];

export interface ProjectTags {
  /** The first tag, shown as the category badge. */
  category: string;
  /** The tags listed on the card after the category. */
  shown: readonly string[];
  /** How many further tags the '+N More' chip stands for (0: no chip). */
  more: number;
}

/** Splits a project's tags into its category, the tags a card lists and the overflow count. */
export function projectTags(
  project: PortfolioProject,
  limit: number = projectTagLimit,
): ProjectTags {
  const [category = '', ...rest] = project.tags;
  return { category, shown: rest.slice(0, limit), more: Math.max(0, rest.length - limit) };
}

/** The page's closing call to action, to /contact (the 'Call Us Now' link stays). */
export const portfolioClosing = {
  id: 'contact',
  title: 'Your Project Could Be Next',
  text: 'Tell us what you are building. Within one business day a strategist will come back with first ideas, a realistic timeline and a clear quote.',
  primary: { label: 'Start Your Project', href: '/contact' },
} as const satisfies { id: string; title: string; text: string; primary: LinkAction };
