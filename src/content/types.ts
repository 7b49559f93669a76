/**
 * The content model: every entity of SPEC.md §3 as a type, plus the shapes
 * the page templates need. Content modules under `src/content/` are checked
 * against these with `satisfies`, so a missing field is a type error.
 */
import type { ImageMetadata } from 'astro';
import type { ImageFamily } from '~/lib/image-family';
import type { ImageAsset } from '~/lib/image-asset';
import type { LucideIcon } from 'lucide-react';
import type { SimpleIcon } from 'simple-icons';

/**
 * A brand logo from simple-icons, imported one per module as
 * `import siReact from 'virtual:simple-icon/react'` (see scripts/simple-icons-plugin.mjs).
 */
export type BrandIcon = Pick<SimpleIcon, 'title' | 'slug' | 'hex'> & {
  /** URL of the logo's SVG file (black on transparent, 24 x 24). */
  src: string;
};

/** A picture of the transitional catalogue (src/content/media.ts), until its entries move into collections. */
export interface MediaImage {
  master: ImageMetadata;
  family: ImageFamily;
  /** '' for decorative images */
  alt: string;
}

/** A link a visitor can follow: internal paths start with '/' or '#'. */
export interface LinkAction {
  label: string;
  href: string;
}

/** The copy of a page's hero: eyebrow, a heading whose second line is in the brand gradient, text and actions. */
export interface PageHeroCopy {
  eyebrow: string;
  title: string;
  highlight: string;
  text: string;
  actions: readonly LinkAction[];
}

export type ServiceSlug =
  | 'website-development'
  | 'frontend-development'
  | 'backend-development'
  | 'seo-digital-marketing'
  | 'email-marketing'
  | 'web-hosting';

/** Service (header/home): one of the six services, shown in the header dropdown and home grid. */
export interface Service {
  slug: ServiceSlug;
  title: string;
  /** One line, used in the header dropdown. */
  summary: string;
  /** The longer, multi-line description used on cards. */
  description: string;
  icon: LucideIcon;
  href: `/services/${ServiceSlug}`;
}

export type ServiceCategory = 'development' | 'marketing' | 'hosting';

/** Service card (/services). */
export interface ServiceCard {
  id: number;
  slug: ServiceSlug;
  title: string;
  category: ServiceCategory;
  description: string;
  features: readonly string[];
  /** Price text as shown, e.g. 'Starting at $1,499'. */
  price: string;
}

/** Portfolio item (home teaser). */
export interface PortfolioItem {
  title: string;
  description: string;
  image: ImageAsset;
  link: string;
}

/** Portfolio project (/portfolio). The first tag is shown as the category. */
export interface PortfolioProject {
  name: string;
  url: string;
  image: ImageAsset;
  tags: readonly string[];
  description: string;
}

export interface Testimonial {
  id: number;
  name: string;
  position: string;
  company: string;
  feedback: string;
}

export interface HostingPlan {
  name: 'Starter' | 'Business' | 'Enterprise';
  /** e.g. '$2.99' */
  price: string;
  /** e.g. '/month' */
  period: string;
  description: string;
  features: readonly string[];
  recommended: boolean;
}

/** Process step, numbered '01' to '06'. */
export interface ProcessStep {
  step: string;
  title: string;
  description: string;
}

export interface Technology {
  name: string;
  description?: string;
  /** A brand logo from simple-icons, or a generic lucide icon where no logo exists. */
  icon: BrandIcon | LucideIcon;
}

/** Tool group / category. */
export interface ToolGroup {
  category: string;
  tools: readonly string[];
  icon?: LucideIcon;
}

export interface Framework {
  name: string;
  benefits: readonly string[];
  icon?: BrandIcon;
}

export interface SecurityFeature {
  title: string;
  description: string;
}

/** A titled card with optional bullets: services, benefits, why-choose-us, hosting offerings… */
export interface FeatureCard {
  title: string;
  description: string;
  icon?: LucideIcon;
  bullets?: readonly string[];
}

export interface FaqItem {
  question: string;
  answer: string;
}

/** A headline figure such as '200+' projects. `value` and `suffix` let counters animate. */
export interface Stat {
  value: number;
  suffix: string;
  label: string;
}

/** Contact form submission: the exact fields EmailJS receives. */
export interface EnquiryFields {
  title: 'Website Contact Form';
  name: string;
  email: string;
  phone: string;
  message: string;
}

/** Page metadata every route declares; `seo()` turns it into meta descriptors. */
export interface PageMeta {
  title: string;
  description: string;
  /** Path of the page, e.g. '/services/web-hosting'. */
  path: string;
}

/** A dated milestone on the about page's story timeline. */
export interface TimelineEntry {
  /** e.g. '2015' */
  year: string;
  title: string;
  description: string;
}

/** An industry recognition, shown with the year it was won. */
export interface Award {
  title: string;
  issuer: string;
  year: number;
}
