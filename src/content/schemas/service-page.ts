/**
 * A service page: src/content/service-pages/<slug>.yml, shown at /services/<slug> (the slug
 * must be one of the six services in src/content/services/), with its poster beside it.
 */
import type { SchemaContext } from 'astro:content';
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
import { link, seo, strict, text } from './fields';
import { posterField } from './pages';

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
  intro: text('the line under the heading').optional(),
  tone: z
    .enum(['white', 'tint', 'dark'], { error: 'Use white, tint or dark.' })
    .optional()
    .describe('The band’s colour; bands alternate white and tint unless you choose.'),
};

const section = z.discriminatedUnion(
  'kind',
  [
    strict({ kind: z.literal('cards'), ...sectionBase, cards: z.array(featureCard) }),
    strict({ kind: z.literal('tool-groups'), ...sectionBase, groups: z.array(toolGroup) }),
    strict({
      kind: z.literal('technologies'),
      ...sectionBase,
      technologies: z.array(technology),
    }),
    strict({
      kind: z.literal('frameworks'),
      ...sectionBase,
      frameworks: z.array(framework),
    }),
    z
      .strictObject({
        kind: z.literal('plans'),
        ...sectionBase,
        badge: text('the badge on the recommended plan'),
        actionLabel: text('the words of each plan’s button'),
      })
      .describe('The hosting plans (src/content/hosting-plans/), with their prices.'),
    strict({ kind: z.literal('process'), ...sectionBase, steps: z.array(processStep) }),
  ],
  {
    error:
      'Give each section a kind: cards, tool-groups, technologies, frameworks, plans or process.',
  },
);

export const servicePage = ({ image }: SchemaContext) =>
  strict({
    seo,
    hero: strict({
      eyebrow: text('the small label above the heading'),
      title: text('the heading'),
      highlight: text('the second line of the heading').optional(),
      text: text('the paragraph under the heading'),
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
    poster: posterField(image, servicePagesFolder),
    sections: z.array(section).min(1),
    closing: closingAction,
  });

export type ServicePageEntry = z.infer<ReturnType<typeof servicePage>>;
export type ServicePageSection = ServicePageEntry['sections'][number];
