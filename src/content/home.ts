import type { LinkAction, PageHeroCopy, Stat } from './types';

/**
 * Copy of the home page (SPEC §2 Home). The six services come from
 * `services.ts`, the portfolio teaser from `portfolio-teaser.ts` and the
 * testimonials from `testimonials.ts`.
 */
export const homeHero = {
  eyebrow: 'Web, marketing & hosting agency',
  title: 'Digital growth, engineered',
  highlight: 'for ambitious brands',
  text: 'Brightwave Digital designs, builds and markets websites that turn visitors into customers, then keeps them fast, secure and online. One team, from the first wireframe to the hundredth campaign.',
  actions: [
    { label: 'Get Started', href: '/contact' },
    { label: 'Our Projects', href: '/portfolio' },
  ],
} as const satisfies PageHeroCopy;

/** Hero counters (SPEC §9): 200+ projects, 99% satisfaction, 10 years. */
export const homeHeroStats = [
  { value: 200, suffix: '+', label: 'Projects completed' },
  { value: 99, suffix: '%', label: 'Client satisfaction' },
  { value: 10, suffix: '', label: 'Years of experience' },
] as const satisfies readonly Stat[];

export const homeServicesIntro = {
  eyebrow: 'What we do',
  title: 'Everything your business needs to win online',
  intro:
    'Six services, one accountable team. Pick the one you need today and add the rest as you grow: every project shares the same strategists, designers and engineers.',
  cardAction: 'Explore service',
} as const;

/** The about section (SPEC §9: 150+ projects delivered, 98% client satisfaction). */
export const homeAbout = {
  eyebrow: 'About Brightwave Digital',
  title: 'A partner that treats your growth like our own',
  paragraphs: [
    'Since 2015 we have helped founders, marketing teams and established brands replace slow, forgettable websites with fast, measurable growth engines.',
    'Strategy, design, engineering and marketing sit under one roof, so nothing gets lost between agencies and every decision is tied back to the numbers you care about.',
  ],
  highlights: [
    'Strategy, design, development and marketing in one team',
    'Studios in Pune and Cheyenne covering Asian and American time zones',
    'One named project lead from kickoff to launch and beyond',
  ],
  stats: [
    { value: 150, suffix: '+', label: 'Projects delivered' },
    { value: 98, suffix: '%', label: 'Client satisfaction' },
  ],
  panel: {
    eyebrow: 'Proven results',
    text: 'Counting the website and application builds we took from first workshop to launch, and every client we surveyed, not only the happiest.',
  },
  link: { label: 'More About Us', href: '/about-us' },
} as const satisfies {
  eyebrow: string;
  title: string;
  paragraphs: readonly string[];
  highlights: readonly string[];
  stats: readonly Stat[];
  panel: { eyebrow: string; text: string };
  link: LinkAction;
};

export const homePortfolioIntro = {
  eyebrow: 'Recent work',
  title: 'Websites that earn their keep',
  intro:
    'A few of the sites we launched this year. Each one opens the live client site in a new tab.',
  viewAll: { label: 'View Full Portfolio', href: '/portfolio' },
} as const satisfies { eyebrow: string; title: string; intro: string; viewAll: LinkAction };

export const homeTestimonialsIntro = {
  eyebrow: 'Client stories',
  title: 'What our clients say',
  intro:
    'We measure success by the results our clients report, and by how many of them come back for the next project.',
} as const;
