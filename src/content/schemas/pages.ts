/**
 * The copy of each page that has its own layout: one YAML file each in src/content/pages/.
 * Lists that belong to one page (its stats, steps, questions, testimonials) sit in its file,
 * in the order the page shows them.
 */
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
import { contactForm } from './contact-form';
import {
  link,
  seo,
  stat,
  strict,
  text,
  type PictureContext,
  type PictureField,
  sentences,
  multiline,
  withPlaceholders,
} from './fields';
import { icon } from './icons';
import { serviceCategories } from './services';
import { backgroundVideoFields, type VideoContext } from './video-field';

export const pagesFolder = 'src/content/pages';

/** A decorative picture behind a page's opening: it has no alt text, as it says nothing. */
export const posterField = (picture: PictureField, folder: string) =>
  picture('poster', folder)
    .describe(
      'The picture behind the opening: shown until the video plays, instead of it on phones, and at every width when the page has no video. Decorative: it needs no alt text. At least 1920 × 1080 pixels; it is cropped to 16:9.',
    )
    .meta({ title: 'Background picture' });

export const homePage = strict({
  seo,
  hero,
  heroStats: z.array(stat),
  services: strict({
    ...sectionHeading,
    cardAction: text('the words of each card’s link'),
  }),
  about: strict({
    eyebrow: text('the small label above the heading'),
    title: text('the heading'),
    paragraphs: z.array(text('each paragraph')).min(1),
    highlights: z.array(text('each highlight')),
    stats: z.array(stat),
    panel: strict({ eyebrow: text('the panel’s label'), text: sentences('the panel’s text') }),
    link,
  }),
  portfolio: strict({
    ...sectionHeading,
    viewAll: link,
    linkLabel: text('the words of each project’s link'),
    caseStudyLabel: text('the words of the link of a project that has a case study').meta({
      title: 'Link to a case study',
      description:
        'A project opens its case study when a portfolio project with the same web address has one.',
    }),
  }),
  testimonials: strict({ ...sectionHeading, items: z.array(testimonial).min(1) }),
});

export const aboutPage = ({ picture, video }: PictureContext & VideoContext) =>
  strict({
    seo,
    hero,
    poster: posterField(picture, pagesFolder),
    ...backgroundVideoFields(video, pagesFolder),
    stats: z.array(stat),
    story: strict({
      id: anchor,
      eyebrow: text('the small label above the heading'),
      title: text('the heading'),
      paragraphs: z.array(text('each paragraph')).min(1),
      timelineTitle: text('the heading of the milestones'),
    }),
    timeline: z.array(timelineEntry),
    missionVision: strict({
      eyebrow: text('the small label above the heading'),
      title: text('the heading'),
      items: z.array(featureCard),
    }),
    coreValuesIntro: strict(sectionHeading),
    coreValues: z.array(featureCard),
    teamIntro: strict({ id: anchor, ...sectionHeading }),
    cultureIntro: strict(sectionHeading),
    cultureCards: z.array(featureCard),
    awardsIntro: strict(sectionHeading),
    awards: z.array(award),
    closing: strict({
      id: anchor,
      title: text('the closing heading'),
      text: sentences('the closing paragraph'),
      primary: link,
      secondary: link,
      claims: z.array(
        strict({
          value: text('the claim’s figure'),
          spokenValue: text('how a screen reader says the figure').optional(),
          label: text('what the figure is about'),
        }),
      ),
    }),
  });

export const portfolioPage = strict({
  seo,
  hero: hero.extend({
    chipsLabel: text('the label of the chips'),
    chips: z.array(text('each chip')),
  }),
  projects: strict({
    id: anchor,
    ...sectionHeading,
    linkLabel: text('the words of each project’s link'),
    caseStudyLabel: text('the words of the link of a project that has a case study').meta({
      title: 'Link to a case study',
    }),
    noProjects: text('what the page says while it lists no project')
      .meta({ title: 'When no project is listed' })
      .describe(
        'Shown instead of the projects and their heading while src/content/portfolio/ holds no project.',
      ),
  }),
  tagLimit: z
    .number()
    .int()
    .min(0)
    .describe('How many tags a project card lists after its category; the rest show as "+N More".'),
  caseStudy: strict({
    challengeTitle: text('the heading over the client’s challenge'),
    approachTitle: text('the heading over the approach'),
    resultsTitle: text('the heading over the results'),
    picturesTitle: text('the heading over the pictures'),
    liveSiteLabel: text('the words of the link to the live site'),
    backLabel: text('the words of the link back to all projects'),
  })
    .describe('The words every case study page shares (src/content/case-studies/).')
    .meta({ title: 'Case study pages' }),
  closing: strict({
    id: anchor,
    title: text('the closing heading'),
    text: sentences('the closing paragraph'),
    primary: link,
  }),
});

export const servicesPage = strict({
  seo,
  hero,
  filters: z
    .array(
      strict({
        value: z.enum(['all', ...serviceCategories], {
          error: `Use one of: all, ${serviceCategories.join(', ')}.`,
        }),
        label: text('the words on the filter button'),
      }),
    )
    .describe('The filter buttons above the cards, in order; "all" shows every service.'),
  cards: strict({
    id: anchor,
    ...sectionHeading,
    includesLabel: text('the heading of each card’s list'),
    actionLabel: text('the words of each card’s button'),
  }),
  process: strict({
    id: anchor,
    ...sectionHeading,
    steps: z.array(processStep).min(1),
  }),
  closing: closingAction,
});

export const contactPage = strict({
  seo,
  hero: strict({
    eyebrow: text('the small label above the heading'),
    title: text('the heading'),
    text: sentences('the paragraph under the heading'),
  }),
  details: strict({
    id: anchor,
    title: text('the heading'),
    intro: sentences('the line under the heading'),
    emailLabel: text('the label of the e-mail address'),
    phonesLabel: text('the label of the phone numbers'),
    officesLabel: text('the label of the offices'),
    mapLinkLabel: text('the words of each office’s map link'),
  }),
  map: strict({
    country: z
      .enum(['India', 'USA'], { error: 'Name the office the map shows: India or USA.' })
      .describe('Which office the map shows.'),
    titlePrefix: text('the words before the office’s address in the map’s name'),
    linkLabel: text('the words of the full map link'),
    showLabel: text('the words of the button that opens the map'),
    hideLabel: text('the words of the button that closes the map'),
    loadNote: sentences('the line under the map button'),
  }),
  whyReachOut: strict({
    id: anchor,
    ...sectionHeading,
    tiles: z.array(featureCard),
  }),
  faq: strict({
    id: anchor,
    ...sectionHeading,
    items: z.array(faqItem).min(1, { error: 'Give at least one question and answer.' }),
  }).meta({ title: 'Questions and answers' }),
  form: contactForm,
});

export type HomePage = z.infer<typeof homePage>;
export type AboutPage = z.infer<ReturnType<typeof aboutPage>>;
/**
 * The words of /insights, of each topic's page (/insights/topics/<topic>) and of what surrounds
 * every article; the articles are src/content/insights/.
 */
export const insightsPage = strict({
  seo,
  hero: hero.omit({ actions: true }),
  topics: strict({
    label: text('the label of the list of topics'),
    all: text('the link to every article, first in the list of topics'),
  }),
  topicPage: strict({
    title: withPlaceholders('the heading of a topic’s page', 'topic'),
    description: withPlaceholders(
      'the description search engines show for a topic’s page',
      'topic',
    ).meta(multiline),
  }),
  readMore: text('the words at the foot of each article’s card').meta({
    description: 'The whole card opens the article; its title is the link screen readers hear.',
  }),
  noArticles: text('what the page says while no article is published')
    .meta({ title: 'When no article is published' })
    .meta(multiline),
  pagination: strict({
    label: text('what screen readers call the page links'),
    newer: text('the link to newer articles'),
    older: text('the link to older articles'),
    page: withPlaceholders('where the visitor is among the pages', 'page', 'pages'),
  }),
  article: strict({
    writtenBy: text('the words before the author’s name'),
    published: text('the words before the publication date'),
    updated: text('the words before the date it was updated'),
    readingTime: withPlaceholders('how long the article takes to read', 'minutes'),
    topicsLabel: text('the label of the article’s topics'),
    related: text('the heading over the related articles'),
    breadcrumb: text('the name of the list of articles in the breadcrumb'),
  }),
  closing: strict({
    id: anchor,
    title: text('the closing heading'),
    text: sentences('the closing paragraph'),
    primary: link,
  }),
});

export type PortfolioPage = z.infer<typeof portfolioPage>;
export type InsightsPage = z.infer<typeof insightsPage>;
export type ServicesPage = z.infer<typeof servicesPage>;
export type ContactPage = z.infer<typeof contactPage>;

export const notFoundPage = strict({
  seo,
  eyebrow: text('the small label above the heading'),
  title: text('the heading'),
  text: sentences('the paragraph under the heading'),
  destinations: z
    .array(
      strict({
        label: text('the name of the page'),
        description: sentences('a line about the page'),
        href: link.shape.href,
        icon,
      }),
    )
    .min(1, { error: 'Suggest at least one page to go to.' }),
});

export type NotFoundPage = z.infer<typeof notFoundPage>;
