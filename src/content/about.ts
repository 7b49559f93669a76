import Eye from 'lucide-react/icons/eye';
import Gem from 'lucide-react/icons/gem';
import Globe from 'lucide-react/icons/globe';
import GraduationCap from 'lucide-react/icons/graduation-cap';
import Hammer from 'lucide-react/icons/hammer';
import Handshake from 'lucide-react/icons/handshake';
import Lightbulb from 'lucide-react/icons/lightbulb';
import Rocket from 'lucide-react/icons/rocket';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Sprout from 'lucide-react/icons/sprout';
import Target from 'lucide-react/icons/target';
import type { Award, FeatureCard, LinkAction, PageHeroCopy, Stat, TimelineEntry } from './types';

/** Copy of the /about-us page (SPEC §2 /about-us). The team lives in `team.ts`. */
export const aboutHero = {
  eyebrow: 'About Us',
  title: 'The people behind',
  highlight: 'brands that grow online',
  text: 'Brightwave Digital is a team of strategists, designers and engineers who have spent a decade turning websites into the hardest-working members of our clients’ sales teams.',
  actions: [
    { label: 'Discover Our Story', href: '#our-story' },
    { label: 'Work With Us', href: '/contact' },
  ],
} as const satisfies PageHeroCopy;

/** Hero figures (SPEC §9): founded 2015, 500+ campaigns, 50+ team, 98% satisfaction. */
export const aboutStats = [
  { value: 2015, suffix: '', label: 'Founded' },
  { value: 500, suffix: '+', label: 'Campaigns launched' },
  { value: 50, suffix: '+', label: 'Team members' },
  { value: 98, suffix: '%', label: 'Client satisfaction' },
] as const satisfies readonly Stat[];

export const aboutStory = {
  id: 'our-story',
  eyebrow: 'Our Story',
  title: 'From a two-person studio to a global team',
  paragraphs: [
    'Brightwave Digital started in 2015 in a shared office in Pune, with two engineers, one borrowed projector and a simple belief: small and mid-sized businesses deserve the same caliber of web work as the world’s biggest brands.',
    'Our first clients were local retailers and clinics who needed websites that actually brought in customers. Word spread. We added designers, then marketers, then a hosting team, because our clients kept asking us to look after everything that happens after launch.',
    'Today we work from Pune and Cheyenne with clients across India, North America, Europe and the Middle East, and we still run every project the way we ran the first one: one accountable team, honest numbers and work we are proud to sign.',
  ],
  timelineTitle: 'Milestones',
} as const;

/** The story timeline: 2015 founded, 2017 team of 15+, 2020 200+ campaigns, 2023 global clients. */
export const timeline = [
  {
    year: '2015',
    title: 'Brightwave Digital is founded',
    description:
      'Two engineers open a studio in Pune to build fast, honest websites for local businesses.',
  },
  {
    year: '2017',
    title: 'A team of 15+',
    description:
      'Designers, marketers and a dedicated hosting crew join, and full-service projects become the norm.',
  },
  {
    year: '2020',
    title: '200+ campaigns delivered',
    description:
      'SEO, paid and email campaigns pass the 200 mark as clients move their growth online.',
  },
  {
    year: '2023',
    title: 'Serving global clients',
    description:
      'Our Cheyenne studio opens and clients on three continents now rely on the team every day.',
  },
] as const satisfies readonly TimelineEntry[];

export const missionVision = {
  eyebrow: 'Why we exist',
  title: 'Mission and vision',
  items: [
    {
      title: 'Our Mission',
      description:
        'To give every ambitious business a website and marketing engine that is fast, findable and measurable, built by people who explain what they do and stand behind the results.',
      icon: Target,
    },
    {
      title: 'Our Vision',
      description:
        'A web where growing companies compete on the quality of what they offer, not on the size of their budget, and where Brightwave is the partner they name when asked who helped them get there.',
      icon: Eye,
    },
  ],
} as const satisfies { eyebrow: string; title: string; items: readonly FeatureCard[] };

export const coreValuesIntro = {
  eyebrow: 'Core values',
  title: 'What guides every project',
  intro: 'Six principles we hire for, plan by and hold each other to.',
} as const;

/** The six core values, in the order SPEC §2 lists them. */
export const coreValues = [
  {
    title: 'Innovation',
    description:
      'We test new frameworks, channels and ideas on our own projects first, then bring clients what works.',
    icon: Lightbulb,
  },
  {
    title: 'Excellence',
    description:
      'Pixel-perfect design, audited code and campaigns reviewed twice before anything goes live.',
    icon: Gem,
  },
  {
    title: 'Integrity',
    description:
      'Transparent pricing, honest reporting and advice that puts your interests ahead of our invoice.',
    icon: ShieldCheck,
  },
  {
    title: 'Collaboration',
    description:
      'Your team joins ours: shared boards, weekly demos and one named lead who always picks up.',
    icon: Handshake,
  },
  {
    title: 'Growth',
    description:
      'We plan for year three, not launch day, so your site and campaigns scale as your business does.',
    icon: Sprout,
  },
  {
    title: 'Impact',
    description:
      'Every deliverable is tied to a measurable outcome: leads, sales, speed or hours saved.',
    icon: Rocket,
  },
] as const satisfies readonly FeatureCard[];

export const teamIntro = {
  id: 'team',
  eyebrow: 'Our Team',
  title: 'Meet the leadership team',
  intro:
    'The people who will plan, build and grow your project, backed by more than fifty specialists.',
} as const;

export const cultureIntro = {
  eyebrow: 'Culture',
  title: 'How we work together',
  intro:
    'Great client work comes from a team that is trusted, curious and given time to do things properly.',
} as const;

/** The three culture cards. */
export const cultureCards = [
  {
    title: 'Always learning',
    description:
      'Every Friday afternoon is reserved for learning: certifications, conference talks and experiments we later bring to client work.',
    icon: GraduationCap,
  },
  {
    title: 'One team, two time zones',
    description:
      'Studios in Pune and Cheyenne hand work across the clock, so your project moves forward while you sleep.',
    icon: Globe,
  },
  {
    title: 'Craft over shortcuts',
    description:
      'Code reviews, design critiques and campaign post-mortems are part of every project, never an afterthought.',
    icon: Hammer,
  },
] as const satisfies readonly FeatureCard[];

export const awardsIntro = {
  eyebrow: 'Recognition',
  title: 'Awards and recognition',
  intro:
    'Independent juries have recognized our work for clients in healthcare, retail, SaaS and hospitality.',
} as const;

/** Four industry awards (fictional organisations), newest first. */
export const awards = [
  { title: 'Hosting Partner of the Year', issuer: 'Cloud Reliability Council', year: 2024 },
  { title: 'Best Email Campaign, Retail', issuer: 'Inbox Excellence Awards', year: 2023 },
  {
    title: 'Top Digital Agency, SME Category',
    issuer: 'Asia-Pacific Web Excellence Awards',
    year: 2022,
  },
  { title: 'Gold, Responsive Web Design', issuer: 'DesignCraft Awards', year: 2021 },
] as const satisfies readonly Award[];

/** The page's closing section: its own headline, two page links and three claims. */
export const aboutClosing = {
  id: 'work-with-us',
  title: 'Let’s Write Your Next Chapter Together',
  text: 'Tell us where you want your business to be in a year. We will show you the website, campaigns and support that get you there.',
  primary: { label: 'Start Your Project', href: '/contact' },
  secondary: { label: 'See Our Work', href: '/portfolio' },
  claims: [
    { value: '100%', label: 'satisfaction' },
    { value: '24/7', label: 'support' },
    { value: '∞', spokenValue: 'Infinite', label: 'possibilities' },
  ],
} as const satisfies {
  id: string;
  title: string;
  text: string;
  primary: LinkAction;
  secondary: LinkAction;
  claims: readonly { value: string; spokenValue?: string; label: string }[];
};
