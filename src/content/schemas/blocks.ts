/**
 * The pieces several pages share: headings of a section, cards, steps, questions. Each is
 * the one definition of its entity; `src/content/types.ts` names their types.
 */
import { z } from 'astro/zod';
import { link, stat, strict, text, sentences } from './fields';
import { icon, logo } from './icons';

/** A section's anchor: links to '#<id>' jump to it. Lower-case words joined by '-'. */
export const anchor = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, {
    error: "Write the section's anchor in lower-case words joined by '-', like our-story",
  })
  .describe("The section's anchor: a link to '#' and this name jumps to the section.")
  .meta({ title: 'Anchor (the part of the address after #)' });

/** The heading of a page section: a small label, the heading, and an optional line under it. */
export const sectionHeading = {
  eyebrow: text('the small label above the heading'),
  title: text('the heading'),
  intro: sentences('the line under the heading').optional(),
};

/** A page's opening: a small label, a heading whose second line is in the brand gradient, text and buttons. */
export const hero = strict({
  eyebrow: text('the small label above the heading'),
  title: text('the heading'),
  highlight: text('the second line of the heading').optional(),
  text: sentences('the paragraph under the heading'),
  actions: z.array(link).min(1, { error: 'Give the opening at least one button.' }),
});

/** A titled card with optional bullets: services, benefits, values, offerings… */
export const featureCard = strict({
  title: text('the card’s heading'),
  description: sentences('the card’s text'),
  icon: icon.optional(),
  bullets: z.array(text('each bullet')).optional(),
});

/** A step of a process, numbered '01' upwards. */
export const processStep = strict({
  step: z.string().regex(/^\d{2}$/, { error: "Number the step with two digits: '01', '02'…" }),
  title: text('the step’s name'),
  description: sentences('what happens in the step'),
});

/** A question and its answer; both are required. */
export const faqItem = strict({
  question: text('the question'),
  answer: sentences('the answer to this question'),
});

/** A technology with its logo, or a plain icon where no logo exists. */
export const technology = strict({
  name: text('the technology’s name'),
  description: sentences('one line about the technology').optional(),
  logo: logo.optional(),
  icon: icon.optional(),
});

/** Named tools grouped under a category. */
export const toolGroup = strict({
  category: text('the group’s name'),
  tools: z.array(text('each tool’s name')).min(1, { error: 'Name at least one tool.' }),
  icon: icon.optional(),
});

/** A framework and what it is good at. */
export const framework = strict({
  name: text('the framework’s name'),
  benefits: z.array(text('each benefit')).min(1, { error: 'Give at least one benefit.' }),
  logo: logo.optional(),
});

/** A dated milestone of the agency's story. */
export const timelineEntry = strict({
  year: z.string().regex(/^\d{4}$/, { error: "Write the year with four digits, like '2015'." }),
  title: text('the milestone'),
  description: sentences('a line about the milestone'),
});

/** An industry award, with the year it was won. */
export const award = strict({
  title: text('the award’s name'),
  issuer: text('who gave the award'),
  year: z.number({ error: 'Give the year as a number, like 2024.' }).int().min(1900).max(2100),
});

/** A client's words about the agency. */
export const testimonial = strict({
  name: text('the client’s name'),
  position: text('the client’s job title'),
  company: text('the client’s company'),
  feedback: text('what the client said'),
});

/** The call to action that closes a page: a heading, a paragraph and a button. */
export const closingAction = strict({
  title: text('the closing heading'),
  text: sentences('the closing paragraph'),
  action: link,
});

export { link, stat };
