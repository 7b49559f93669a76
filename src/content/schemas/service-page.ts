/**
 * A service page: src/content/service-pages/<slug>.yaml, shown at /services/<slug> (the slug
 * must be one of the services in src/content/services/), with its poster, and its background
 * video if it has one, in <slug>/.
 */
import { z } from 'astro/zod';
import {
  anchor,
  closingAction,
  featureCard,
  framework,
  processStep,
  technology,
  toolGroup,
} from './blocks';
import { link, seo, strict, text, type PictureContext, sentences } from './fields';
import { posterField } from './pages';
import { backgroundVideoFields, type VideoContext } from './video-field';

export const servicePagesFolder = 'src/content/service-pages';

/**
 * Written where the cheapest hosting plan's price and period belong ('$2.99/month'), so the
 * words follow the plans (src/content/hosting-plans/).
 */
export const lowestPlanPriceToken = '{lowest plan price}';

/** What every content section has: an anchor, its heading and, optionally, its colour band. */
const sectionBase = {
  id: anchor,
  eyebrow: text('the small label above the heading'),
  title: text('the heading'),
  intro: sentences('the line under the heading').optional(),
  tone: z
    .enum(['white', 'tint', 'dark'], { error: 'Use white, tint or dark.' })
    .optional()
    .describe('The band’s colour; bands alternate white and tint unless you choose.')
    .meta({ title: 'Band colour' }),
};

/**
 * A content section, in the shape the editor writes a section of one of several kinds:
 * `discriminant` is its kind and `value` its fields (src/data/services.ts joins them into
 * `{ kind, ...fields }` for the page).
 */
const sectionOf = <Kind extends string, Shape extends z.ZodRawShape>(
  kind: Kind,
  fields: Shape,
  description?: string,
) => {
  const value = strict({ ...sectionBase, ...fields });
  return strict({
    discriminant: z.literal(kind),
    value: description ? value.describe(description) : value,
  });
};

const section = z.discriminatedUnion(
  'discriminant',
  [
    sectionOf('cards', { cards: z.array(featureCard) }),
    sectionOf('tool-groups', { groups: z.array(toolGroup) }),
    sectionOf('technologies', { technologies: z.array(technology) }),
    sectionOf('frameworks', { frameworks: z.array(framework) }),
    sectionOf(
      'plans',
      {
        badge: text('the badge on the recommended plan'),
        actionLabel: text('the words of each plan’s button'),
      },
      'The hosting plans (src/content/hosting-plans/), with their prices.',
    ),
    sectionOf('process', { steps: z.array(processStep) }),
  ],
  {
    error:
      'Give each section a kind (discriminant): cards, tool-groups, technologies, frameworks, plans or process.',
  },
);

export const servicePage = ({ picture, video }: PictureContext & VideoContext) =>
  strict({
    seo,
    hero: strict({
      eyebrow: text('the small label above the heading'),
      title: text('the heading'),
      highlight: text('the second line of the heading').optional(),
      text: sentences('the paragraph under the heading'),
      actions: z.tuple([link, link], {
        error: 'Give the opening exactly two buttons: the main one, then the one in the page.',
      }),
      highlights: z
        .array(text('each fact'))
        .describe('Short facts shown as chips under the buttons.'),
      priceFact: text('the price chip')
        .optional()
        .describe(
          `The price chip after the facts; by default the starting price of the service's card. ${lowestPlanPriceToken} stands for the cheapest hosting plan's price.`,
        ),
    }),
    poster: posterField(picture, servicePagesFolder),
    ...backgroundVideoFields(video, servicePagesFolder),
    sections: z.array(section).min(1),
    closing: closingAction,
  });

export type ServicePageEntry = z.infer<ReturnType<typeof servicePage>>;

/** A section as a page uses it: its kind beside its fields. */
export type ServicePageSection = ServicePageEntry['sections'][number] extends infer Section
  ? Section extends { discriminant: infer Kind; value: infer Fields }
    ? { kind: Kind } & Fields
    : never
  : never;

/** `{ discriminant: 'cards', value: {…} }` as written → `{ kind: 'cards', … }` as used. */
export function sectionForPage(section: ServicePageEntry['sections'][number]): ServicePageSection {
  return { kind: section.discriminant, ...section.value } as ServicePageSection;
}
