import type {
  FeatureCard,
  Framework,
  HostingPlan,
  LinkAction,
  PageMeta,
  ProcessStep,
  ServiceSlug,
  Technology,
  ToolGroup,
} from '../types';

/** What every content section of a service page has: an anchor id and its heading. */
interface SectionBase {
  /** The section's anchor, e.g. 'technologies' or 'plans'; its h2 gets `${id}-heading`. */
  id: string;
  eyebrow: string;
  title: string;
  intro?: string;
  /** Bands alternate white and tint by default; 'dark' sets one apart. */
  tone?: 'white' | 'tint' | 'dark';
}

/** Titled cards: services, benefits, why choose us, security features, hosting offerings. */
export interface CardsSection extends SectionBase {
  kind: 'cards';
  cards: readonly FeatureCard[];
}

/** Named tools grouped by category: a tech stack, marketing platforms, infrastructure. */
export interface ToolGroupsSection extends SectionBase {
  kind: 'tool-groups';
  groups: readonly ToolGroup[];
}

/** Technologies with their logos and a one-line description each. */
export interface TechnologiesSection extends SectionBase {
  kind: 'technologies';
  technologies: readonly Technology[];
}

/** Frameworks compared side by side, each with its benefits. */
export interface FrameworksSection extends SectionBase {
  kind: 'frameworks';
  frameworks: readonly Framework[];
}

/** Hosting plans with prices; exactly one is recommended and wears the badge. */
export interface PlansSection extends SectionBase {
  kind: 'plans';
  plans: readonly HostingPlan[];
  /** Badge on the recommended plan, e.g. 'MOST POPULAR'. */
  badge: string;
  /** Label of each plan's button; it links to `/contact?plan=<name>`. */
  actionLabel: string;
}

/** The delivery process, steps numbered '01' upwards. */
export interface ProcessSection extends SectionBase {
  kind: 'process';
  steps: readonly ProcessStep[];
}

/** Every kind of content section the service page template renders. */
export type ServicePageSection =
  | CardsSection
  | ToolGroupsSection
  | TechnologiesSection
  | FrameworksSection
  | PlansSection
  | ProcessSection;

export type ServicePageSectionKind = ServicePageSection['kind'];

/** One service page: its metadata, full-screen hero, content sections and closing call to action. */
export interface ServicePage {
  slug: ServiceSlug;
  meta: PageMeta;
  hero: {
    /** Small label above the heading. */
    eyebrow: string;
    title: string;
    /** Second line of the heading, in the brand gradient. */
    highlight?: string;
    text: string;
    /** Primary action, then the in-page or secondary one. */
    actions: readonly [LinkAction, LinkAction];
    /** Three short facts shown as chips under the actions. */
    highlights: readonly string[];
    /** The price chip after them; by default the starting price of this service's /services card. */
    priceFact?: string;
  };
  sections: readonly ServicePageSection[];
  closing: {
    title: string;
    text: string;
    /** Links to /contact. */
    action: LinkAction;
  };
}
