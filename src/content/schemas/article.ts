/**
 * An article on /insights: src/content/insights/<address>.md, shown at /insights/<address>. Its
 * text is the Markdown body (src/lib/article-markdown.ts says what it may hold); the fields at
 * its head are below. Its pictures, the cover's and the text's, are in the folder named like
 * the file: src/content/insights/<address>/.
 */
import { z } from 'astro/zod';
import { altText, type PictureContext, strict, text } from './fields';
import { addressFromWords } from '../../lib/address-from-words';

export const articlesFolder = 'src/content/insights';

/**
 * The topics an article may be filed under, each with a page listing its articles
 * (/insights/topics/<topic>). A fixed list, so that two spellings of one topic never make two
 * pages; a new topic is one more word here.
 */
export const articleTags = [
  'Web performance',
  'Search',
  'Hosting',
  'Web design',
  'Development',
  'Email marketing',
  'Working with an agency',
] as const;

export type ArticleTag = (typeof articleTags)[number];

/** The earliest and latest years a date of an article may have: a mistake lies outside them. */
export const yearRange = [1990, 2100] as const;

/**
 * A day, year-month-day. The loader refuses a day that is not one as typed, with its line
 * (src/content/file-checks.ts: 30 February, a year alone, a time); this refuses what the editor
 * or a YAML date could still bring: a time other than midnight UTC, a year out of range.
 */
const day = (what: string) =>
  z.coerce
    .date({ error: `Write ${what} as year-month-day, like 2026-03-01.` })
    .refine(
      (date) =>
        date.getUTCHours() + date.getUTCMinutes() + date.getUTCSeconds() + date.getUTCMilliseconds() === 0,
      { error: `Write ${what} as a day alone, year-month-day, like 2026-03-01: no time.` },
    )
    .refine(
      (date) => date.getUTCFullYear() >= yearRange[0] && date.getUTCFullYear() <= yearRange[1],
      { error: `Check the year of ${what}: it is between ${yearRange[0]} and ${yearRange[1]}.` },
    )
    .describe(`${what[0]!.toUpperCase()}${what.slice(1)}, as year-month-day: 2026-03-01.`)
    // A date has no JSON Schema of its own; this says what the field is (for the editor).
    .meta({ format: 'date' });

/**
 * Which collection a field names an entry of: the value is that entry's file name
 * ('maya-patel'). The loader refuses a name with no such file (src/content/loaders.ts); the
 * editor offers the entries to choose from.
 */
export const entryOf = (collection: string, what: string) =>
  z
    .string({ error: `Choose ${what}.` })
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, {
      error: `Choose ${what} by the name of their file, in lower-case words joined by -, like maya-patel.`,
    })
    .meta({ reference: collection });

export const article = ({ picture }: PictureContext) =>
  strict({
    title: text('the article’s title').max(70, {
      error:
        'Keep the title to 70 characters or fewer: it is also the page title, which search engines cut off after that.',
    }),
    description: text('the summary shown under the title, in lists and in search results')
      .min(70, { error: 'Write a summary of at least 70 characters.' })
      .max(160, {
        error: 'Keep the summary to 160 characters or fewer, or search engines cut it off.',
      })
      .meta({ title: 'Summary', multiline: true }),
    pubDate: day('the day the article is published').meta({
      title: 'Publication date',
      editorHelp:
        'A day in UTC (the time in London in winter): a day still to come keeps the article off the site until the first build of that day publishes it.',
    }),
    updatedDate: day('the day the article last changed in substance')
      .optional()
      .meta({ title: 'Updated on' }),
    author: entryOf('team', 'the author from the team').meta({
      title: 'Author',
      description: 'The team member who wrote it: their name, photo and role appear with it.',
    }),
    tags: z
      .array(
        z.enum(articleTags, {
          error: `Choose each topic from this list: ${articleTags.join(', ')}.`,
        }),
      )
      .min(1, { error: 'Choose at least one topic.' })
      .max(3, { error: 'Choose at most three topics.' })
      .refine((tags) => new Set(tags).size === tags.length, {
        error: 'Choose each topic once.',
      })
      .meta({ title: 'Topics' }),
    cover: picture('cover', articlesFolder)
      .describe('A picture of at least 1200 × 675 pixels; it is cropped to 16:9 around its centre.')
      .meta({ title: 'Cover picture' }),
    coverAlt: altText.meta({ title: 'Cover picture description (alt text)' }),
    draft: z
      .boolean({ error: 'Write draft: true to keep the article unpublished, or draft: false.' })
      .default(false)
      .describe('A draft is shown while you edit, and never on the site.')
      .meta({ title: 'Draft' }),
  });

export type ArticleEntry = z.infer<ReturnType<typeof article>>;

/** A topic's page: 'Working with an agency' → /insights/topics/working-with-an-agency. */
export const tagSlug = (tag: ArticleTag) => addressFromWords(tag);
