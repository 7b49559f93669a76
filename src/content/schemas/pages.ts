/**
 * The copy of each page that has its own layout: one YAML file each in src/content/pages/.
 * Lists that belong to one page (its stats, steps, questions, testimonials) sit in its file,
 * in the order the page shows them.
 */
import type { SchemaContext } from 'astro:content';
import { z } from 'astro/zod';
import {
  anchor,
  award,
  closingAction,
  faqItem,
  featureCard,
  hero,
  processStep,
  sectionHeading,
  testimonial,
  timelineEntry,
} from './blocks';
import { link, picture, seo, stat, text } from './fields';
import { serviceCategories } from './services';

export const pagesFolder = 'src/content/pages';

/** A decorative picture behind a page's opening: it has no alt text, as it says nothing. */
export const posterField = (image: SchemaContext['image'], folder: string) =>
  picture(image, 'poster', folder).describe(
    'The picture behind the opening, shown until the video plays (and instead of it on phones). Decorative: it needs no alt text. At least 1920 × 1080 pixels; it is cropped to 16:9.',
  );

export const homePage = z.strictObject({
  seo,
  hero,
  heroStats: z.array(stat),
  services: z.strictObject({
    ...sectionHeading,
    cardAction: text('the words of each card’s link'),
  }),
  about: z.strictObject({
    eyebrow: text('the small label above the heading'),
    title: text('the heading'),
    paragraphs: z.array(text('each paragraph')).min(1),
    highlights: z.array(text('each highlight')),
    stats: z.array(stat),
    panel: z.strictObject({ eyebrow: text('the panel’s label'), text: text('the panel’s text') }),
    link,
  }),
  portfolio: z.strictObject({
    ...sectionHeading,
    viewAll: link,
    linkLabel: text('the words of each project’s link'),
  }),
  testimonials: z.strictObject({ ...sectionHeading, items: z.array(testimonial).min(1) }),
});

export const aboutPage = ({ image }: SchemaContext) =>
  z.strictObject({
    seo,
    hero,
    poster: posterField(image, pagesFolder),
    stats: z.array(stat),
    story: z.strictObject({
      id: anchor,
      eyebrow: text('the small label above the heading'),
      title: text('the heading'),
      paragraphs: z.array(text('each paragraph')).min(1),
      timelineTitle: text('the heading of the milestones'),
    }),
    timeline: z.array(timelineEntry),
    missionVision: z.strictObject({
      eyebrow: text('the small label above the heading'),
      title: text('the heading'),
      items: z.array(featureCard),
    }),
    coreValuesIntro: z.strictObject(sectionHeading),
    coreValues: z.array(featureCard),
    teamIntro: z.strictObject({ id: anchor, ...sectionHeading }),
    cultureIntro: z.strictObject(sectionHeading),
    cultureCards: z.array(featureCard),
    awardsIntro: z.strictObject(sectionHeading),
    awards: z.array(award),
    closing: z.strictObject({
      id: anchor,
      title: text('the closing heading'),
      text: text('the closing paragraph'),
      primary: link,
      secondary: link,
      claims: z.array(
        z.strictObject({
          value: text('the claim’s figure'),
          spokenValue: text('how a screen reader says the figure').optional(),
          label: text('what the figure is about'),
        }),
      ),
    }),
  });

export const portfolioPage = z.strictObject({
  seo,
  hero: hero.extend({
    chipsLabel: text('the label of the chips'),
    chips: z.array(text('each chip')),
  }),
  projects: z.strictObject({
    id: anchor,
    ...sectionHeading,
    linkLabel: text('the words of each project’s link'),
  }),
  tagLimit: z
    .number()
    .int()
    .min(0)
    .describe('How many tags a project card lists after its category; the rest show as "+N More".'),
  closing: z.strictObject({
    id: anchor,
    title: text('the closing heading'),
    text: text('the closing paragraph'),
    primary: link,
  }),
});

export const servicesPage = z.strictObject({
  seo,
  hero,
  filters: z
    .array(
      z.strictObject({
        value: z.enum(['all', ...serviceCategories], {
          error: `Use one of: all, ${serviceCategories.join(', ')}.`,
        }),
        label: text('the words on the filter button'),
      }),
    )
    .describe('The filter buttons above the cards, in order; "all" shows every service.'),
  cards: z.strictObject({
    id: anchor,
    ...sectionHeading,
    includesLabel: text('the heading of each card’s list'),
    actionLabel: text('the words of each card’s button'),
  }),
  process: z.strictObject({
    id: anchor,
    ...sectionHeading,
    steps: z.array(processStep).min(1),
  }),
  closing: closingAction,
});

export const contactPage = z.strictObject({
  seo,
  hero: z.strictObject({
    eyebrow: text('the small label above the heading'),
    title: text('the heading'),
    text: text('the paragraph under the heading'),
  }),
  details: z.strictObject({
    id: anchor,
    title: text('the heading'),
    intro: text('the line under the heading'),
    emailLabel: text('the label of the e-mail address'),
    phonesLabel: text('the label of the phone numbers'),
    officesLabel: text('the label of the offices'),
    mapLinkLabel: text('the words of each office’s map link'),
  }),
  map: z.strictObject({
    country: z
      .enum(['India', 'USA'], { error: 'Name the office the map shows: India or USA.' })
      .describe('Which office the map shows.'),
    titlePrefix: text('the words before the office’s address in the map’s name'),
    linkLabel: text('the words of the full map link'),
    showLabel: text('the words of the button that opens the map'),
    hideLabel: text('the words of the button that closes the map'),
    loadNote: text('the line under the map button'),
  }),
  whyReachOut: z.strictObject({
    id: anchor,
    ...sectionHeading,
    tiles: z.array(featureCard),
  }),
  faq: z.strictObject({
    id: anchor,
    ...sectionHeading,
    items: z.array(faqItem).min(1, { error: 'Give at least one question and answer.' }),
  }),
});

export type HomePage = z.infer<typeof homePage>;
export type AboutPage = z.infer<ReturnType<typeof aboutPage>>;
export type PortfolioPage = z.infer<typeof portfolioPage>;
export type ServicesPage = z.infer<typeof servicesPage>;
export type ContactPage = z.infer<typeof contactPage>;
