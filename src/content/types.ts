/**
 * The names components use for the content they render. Each is inferred from its schema in
 * src/content/schemas/ (the one definition of every entity), or, where a picture has been
 * encoded for the page, from the data layer in src/data/.
 */
import type { z } from 'astro/zod';
import type { SimpleIcon } from 'simple-icons';
import type {
  award,
  faqItem,
  featureCard,
  framework,
  hero,
  processStep,
  technology,
  testimonial,
  timelineEntry,
  toolGroup,
} from './schemas/blocks';
import type { link, stat } from './schemas/fields';

export type { ServiceCategory, HostingPlan } from './schemas/services';
export type { PortfolioItem } from '~/data/home';
export type { PortfolioProject } from '~/data/portfolio';
export type { Service, ServiceCard, ServicePage, ServicePageSection } from '~/data/services';

/**
 * A brand logo from simple-icons, imported one per module as
 * `import siReact from 'virtual:simple-icon/react'` (see integrations/simple-icons-plugin.mjs).
 */
export type BrandIcon = Pick<SimpleIcon, 'title' | 'slug' | 'hex'> & {
  /** URL of the logo's SVG file (black on transparent, 24 x 24). */
  src: string;
};

/** A link a visitor can follow: internal paths start with '/' or '#'. */
export type LinkAction = z.infer<typeof link>;
/** The copy of a page's hero: eyebrow, a heading whose second line is in the brand gradient, text and actions. */
export type PageHeroCopy = z.infer<typeof hero>;
/** A headline figure such as '200+' projects. `value` and `suffix` let counters animate. */
export type Stat = z.infer<typeof stat>;
/** A titled card with optional bullets: services, benefits, why-choose-us, hosting offerings… */
export type FeatureCard = z.infer<typeof featureCard>;
/** Process step, numbered '01' to '06'. */
export type ProcessStep = z.infer<typeof processStep>;
export type Technology = z.infer<typeof technology>;
/** Tool group / category. */
export type ToolGroup = z.infer<typeof toolGroup>;
export type Framework = z.infer<typeof framework>;
export type FaqItem = z.infer<typeof faqItem>;
/** A dated milestone on the about page's story timeline. */
export type TimelineEntry = z.infer<typeof timelineEntry>;
/** An industry recognition, shown with the year it was won. */
export type Award = z.infer<typeof award>;
/** A client's words, numbered by its place on the page. */
export type Testimonial = z.infer<typeof testimonial> & { id: number };

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
