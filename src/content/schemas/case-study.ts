/**
 * A project's case study: src/content/case-studies/<project>.yaml, shown at /portfolio/<project>.
 * The file is named like the project's own file in src/content/portfolio/ (ledgerly.yaml →
 * /portfolio/ledgerly); the loader refuses a name that is no project's
 * (src/content/loaders.ts). The project gives the page its name, tags and live site; the case
 * study adds the story and its proof. Its pictures are in the folder named like the file.
 *
 * The cards that open it: on /portfolio, the card of the project with the same file name; on the
 * home page, a card (src/content/home-projects/) whose web address is the same as that
 * project's, since the home page's cards are entries of their own.
 */
import { z } from 'astro/zod';
import { altText, type PictureContext, seo, sentences, strict, text } from './fields';

export const caseStudiesFolder = 'src/content/case-studies';

/** A list of `fewest` to `most` items; `what` names one item and several. */
const listOf = <Item extends z.ZodType>(
  item: Item,
  [one, several]: [string, string],
  [fewest, most]: [number, number],
) =>
  z
    .array(item)
    .min(fewest, { error: `Give at least ${fewest} ${fewest === 1 ? one : several}.` })
    .max(most, { error: `Give at most ${most} ${several}: the page shows no more.` });

/** A result as the client measured it: the figure as written, and what it measures. */
export const caseStudyResult = strict({
  figure: text('the figure, as it should read: +41%, –1.8 s or 2x')
    .max(10, {
      error: 'Keep the figure to 10 characters or fewer, like 41% or –1.8 s: it is set very large.',
    })
    // The page's font file holds the dash and x but not these: one would make the page fetch
    // the full font (src/styles/font-subset.js).
    .regex(/^[^−×]*$/, {
      error:
        'Type a minus as the dash – and a times sign as x (–27%, 2x): the page’s lettering has no − or ×.',
    })
    .meta({ title: 'Figure' }),
  measures: text('what the figure measures, like "more online bookings"')
    .max(60, { error: 'Keep what the figure measures to 60 characters or fewer.' })
    .meta({ title: 'What it measures' }),
});

/** A step of the approach: a short heading and what the team did. */
export const caseStudyStep = strict({
  title: text('the step’s heading').max(60, {
    error: 'Keep the step’s heading to 60 characters or fewer.',
  }),
  text: sentences('what the team did in this step'),
});

export const caseStudy = ({ picture }: PictureContext) =>
  strict({
    seo,
    headline: text('the page’s main heading: the result, in a sentence')
      .max(90, { error: 'Keep the heading to 90 characters or fewer.' })
      .meta({ title: 'Heading' }),
    summary: sentences('the short introduction under the heading')
      .max(280, { error: 'Keep the introduction to 280 characters or fewer: two sentences.' })
      .meta({ title: 'Introduction' }),
    challenge: listOf(
      sentences('each paragraph of the challenge'),
      ['paragraph of the challenge', 'paragraphs of the challenge'],
      [1, 3],
    )
      .describe('Where the client stood and what had to change, in one to three paragraphs.')
      .meta({ title: 'The challenge' }),
    approach: listOf(caseStudyStep, ['step of the approach', 'steps of the approach'], [2, 5])
      .describe('What we did, in two to five steps, in the order they happened.')
      .meta({ title: 'Our approach' }),
    results: listOf(caseStudyResult, ['result', 'results'], [2, 4])
      .describe('Two to four figures the client measured after launch.')
      .meta({ title: 'Results' }),
    quote: strict({
      words: sentences('what the client said, without quotation marks'),
      name: text('the name of the person quoted'),
      role: text('their job title'),
    })
      .describe('A client’s words about the project; their company is the project’s name.')
      .meta({ title: 'Client quote' }),
    pictures: listOf(
      strict({
        image: picture('mockup', caseStudiesFolder)
          .describe(
            'A screenshot or chart of at least 1200 × 750 pixels; it is cropped to 16:10 around its centre.',
          )
          .meta({ title: 'Picture' }),
        alt: altText.meta({ title: 'Picture description (alt text)' }),
        caption: text('the caption under the picture')
          .max(140, { error: 'Keep the caption to 140 characters or fewer.' })
          .optional()
          .meta({ title: 'Caption (optional)' }),
      }),
      ['picture', 'pictures'],
      [1, 3],
    ).meta({ title: 'Pictures' }),
  });

export type CaseStudyEntry = z.infer<ReturnType<typeof caseStudy>>;
