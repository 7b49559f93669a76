/**
 * The names components use for the content they render. Each is inferred from its schema in
 * src/content/schemas/ (the one definition of every entity); where src/data/ encodes an entry's
 * picture for the page, the type is the entry's with the picture fields swapped for the encoded
 * picture, so a field added to a schema reaches the component with no other edit.
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
import type { ArticleEntry, ArticleTag } from './schemas/article';
import type { LegalPageEntry } from './schemas/legal';
import type { CaseStudyEntry } from './schemas/case-study';
import type { HomeProjectEntry, ProjectEntry } from './schemas/portfolio';
import type { ServicePageEntry, ServicePageSection as EntrySection } from './schemas/service-page';
import type { HostingPlan, ServiceEntry } from './schemas/services';
import type { TeamMemberEntry } from './schemas/team';
import type { ImageAsset, VideoAsset } from '~/lib/image-asset';
import type { ArticleText } from '~/lib/article-markdown';
import type { ArticleStatus } from '~/lib/articles';
import type { LegalSection } from '~/lib/legal-markdown';

export type { ServiceCategory, HostingPlan } from './schemas/services';

/** A team member on /about-us, the photo encoded with its alt text. */
export type TeamMember = Omit<TeamMemberEntry, 'order' | 'photo' | 'photoAlt' | 'hasLeft'> & {
  image: ImageAsset;
};

/**
 * A client site teased on the home page, its picture encoded, and the path of its case study
 * when a portfolio project with the same web address has one.
 */
export type PortfolioItem = Omit<HomeProjectEntry, 'order' | 'image' | 'imageAlt'> & {
  image: ImageAsset;
  caseStudy?: string;
};

/** A project on /portfolio, its screenshot encoded, and the path of its case study if it has one. */
export type PortfolioProject = Omit<ProjectEntry, 'order' | 'image' | 'imageAlt'> & {
  image: ImageAsset;
  caseStudy?: string;
};

/**
 * A project's case study as its page shows it: the story, its pictures encoded, and the
 * project's name, tags and live site.
 */
export type CaseStudy = Omit<CaseStudyEntry, 'seo' | 'pictures'> & {
  slug: string;
  meta: PageMeta;
  project: Pick<ProjectEntry, 'name' | 'url' | 'tags'>;
  pictures: readonly { image: ImageAsset; caption?: string }[];
};

/** A service as the header, footer and home grid show it; its page is /services/<slug>. */
export type Service = Omit<ServiceEntry, 'order' | 'card'> & {
  slug: string;
  href: `/services/${string}`;
};

/** A card on /services, with its service's icon and page. */
export type ServiceCard = ServiceEntry['card'] & { id: number; slug: string } & Pick<
    Service,
    'icon' | 'href'
  >;

/** A content section of a service page; the plans section carries the hosting plans. */
export type ServicePageSection =
  | Exclude<EntrySection, { kind: 'plans' }>
  | (Extract<EntrySection, { kind: 'plans' }> & { plans: readonly HostingPlan[] });

/** One service page: its copy, the path it is served at, and its hero poster and video. */
export type ServicePage = Omit<
  ServicePageEntry,
  'poster' | 'video' | 'videoWebm' | 'seo' | 'sections'
> & {
  sections: readonly ServicePageSection[];
  slug: string;
  meta: PageMeta;
  heroVideo: VideoAsset;
};

/**
 * A legal page (privacy policy, terms of service) as the one prose template renders it: the
 * entry's hero words, its date written out and its Markdown read into sections.
 */
export type LegalDocument = Pick<LegalPageEntry, 'eyebrow' | 'summary'> & {
  meta: PageMeta;
  lastUpdated: Day;
  sections: readonly LegalSection[];
  /**
   * Under `npm run edit` only: why the page's text cannot be shown (file, line and what to
   * change). The page then shows this instead of its sections, and every other page keeps
   * working; a build refuses the file outright.
   */
  problem?: string;
};

/** A day as a page shows it: its words (17 November 2026) and its machine form (2026-11-17). */
export interface Day {
  iso: string;
  label: string;
}

/** A topic of the articles, with the page that lists its articles. */
export interface ArticleTopic {
  name: ArticleTag;
  href: `/insights/topics/${string}`;
}

/** The team member who wrote an article, as its byline shows them. */
/** An article's author, who may have left the agency since: the byline stays, the employer goes. */
export type ArticleAuthor = Pick<TeamMemberEntry, 'name' | 'role' | 'hasLeft'> & {
  /** None only in a preview of an article whose author's file is missing (`problem`). */
  image?: ImageAsset;
};

/**
 * An article as its card and its page show it: the entry with its author looked up in the team,
 * its topics linked, its cover and the pictures of its text encoded, and its text read.
 */
export type Article = Omit<
  ArticleEntry,
  'author' | 'tags' | 'cover' | 'coverAlt' | 'draft' | 'pubDate' | 'updatedDate'
> & {
  slug: string;
  href: `/insights/${string}`;
  meta: PageMeta;
  pubDate: Day;
  updatedDate?: Day;
  author: ArticleAuthor;
  topics: readonly ArticleTopic[];
  cover: ImageAsset;
  /** The text as a tree of Markdown blocks (src/lib/article-markdown.ts). */
  text: ArticleText['root'];
  /**
   * Each picture of the text, encoded, by the file name the text gives it; where one file stands
   * twice, the text's own description of each is shown.
   */
  pictures: Readonly<Record<string, ImageAsset>>;
  readingMinutes: number;
  /** Always 'published' in a build; drafts and scheduled articles show only under `npm run dev`. */
  status: ArticleStatus;
  /**
   * Only under `npm run dev`: why a build would refuse the article (its author's file is
   * missing), shown on its page. A build stops instead.
   */
  problem?: string;
};

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

/** A field the visitor fills in (the title is the form's own). */
export type EnquiryFieldName = Exclude<keyof EnquiryFields, 'title'>;

/** Page metadata every route declares; `seo()` turns it into meta descriptors. */
export interface PageMeta {
  title: string;
  description: string;
  /** Path of the page, e.g. '/services/web-hosting'. */
  path: string;
}
