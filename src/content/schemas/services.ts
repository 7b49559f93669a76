import { z } from 'astro/zod';
import { order, strict, text, sentences } from './fields';
import { icon } from './icons';
import { serviceCategories } from './service-categories';

export { serviceCategories, type ServiceCategory } from './service-categories';

export const servicesFolder = 'src/content/services';

/**
 * A price as shown, with its currency: '$1,499', 'Starting at $9.99/month'. A figure with no
 * currency sign is refused, since a visitor could not tell what it costs.
 */
export const price = withCurrency(
  text('the price').regex(/[$€£₹]\s?\d/, {
    error: "Write the price with its currency sign before the figure, like 'Starting at $999'.",
  }),
);

/**
 * One of the services: its name in the header, footer and home grid, and its card on
 * /services. The file's name is the address of its page: web-hosting.yaml → /services/web-hosting.
 */
export const service = strict({
  order,
  title: text('the service’s name'),
  summary: sentences('the one line shown under the name in the header’s services menu'),
  description: sentences('the description on the home page card'),
  icon,
  card: z
    .strictObject({
      title: text('the card’s heading'),
      category: z
        .enum(serviceCategories, {
          error: (issue) =>
            `There is no category "${String(issue.input)}". Use one of: ${serviceCategories.join(', ')}.`,
        })
        .describe('Which filter button on /services shows this card.'),
      description: sentences('the card’s text'),
      features: z.array(text('each item')).min(1, { error: 'List at least one thing included.' }),
      price,
    })
    .describe('The card on /services.'),
});

export const hostingPlansFolder = 'src/content/hosting-plans';

/** A hosting plan, shown by the service page that has a plans section (/services/web-hosting). */
export const hostingPlan = strict({
  order,
  name: text('the plan’s name'),
  price: withCurrency(
    text('the price').regex(/^[$€£₹]\s?\d[\d,]*(\.\d{2})?$/, {
      error: "Write the price as its currency sign and figure only, like '$5.99'.",
    }),
  ),
  period: text('what the price is for, like /month'),
  description: sentences('who the plan is for'),
  features: z.array(text('each feature')).min(1, { error: 'List at least one feature.' }),
  recommended: z
    .boolean({ error: 'Write true or false.' })
    .describe('The plan that wears the badge. Exactly one plan is recommended.'),
});

export type ServiceEntry = z.infer<typeof service>;
export type ServiceCardEntry = ServiceEntry['card'];
export type HostingPlan = z.infer<typeof hostingPlan>;

/**
 * A price written as a bare figure (`price: 5.99`) is read as a number: it is checked as the
 * words it is, so the refusal says what is missing (the currency) rather than "not text".
 */
function withCurrency<Schema extends z.ZodType>(schema: Schema) {
  return z.preprocess((value) => (typeof value === 'number' ? String(value) : value), schema);
}
