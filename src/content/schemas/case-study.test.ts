import { describe, expect, it } from 'vitest';
import { editorPictures } from '~/editor/pictures';
import { caseStudy } from './case-study';

/** A case study that meets every rule; each test changes one thing. */
const valid = {
  seo: {
    title: 'A case study',
    description:
      'How a project went from its first workshop to launch, and what the client measured after it.',
  },
  headline: 'A result, in a sentence',
  summary: 'Two sentences of introduction.',
  challenge: ['Where the client stood.'],
  approach: [
    { title: 'First', text: 'What we did first.' },
    { title: 'Then', text: 'What we did next.' },
  ],
  results: [
    { figure: '+41%', measures: 'more bookings' },
    { figure: '2x', measures: 'activation' },
  ],
  quote: { words: 'It worked.', name: 'A Client', role: 'Founder' },
  pictures: [{ image: './x/shot.png', alt: 'A screenshot' }],
};

const schema = caseStudy(editorPictures);
const problems = (entry: unknown) =>
  schema
    .safeParse(entry)
    .error?.issues.map(({ path, message }) => `${path.join('.')}: ${message}`) ?? [];

describe('a case study', () => {
  it('is accepted with a challenge, steps, figures, a quote and pictures', () => {
    expect(problems(valid)).toEqual([]);
  });

  it('gives two to four results, each a short figure and what it measures', () => {
    expect(problems({ ...valid, results: valid.results.slice(0, 1) })).toEqual([
      'results: Give at least 2 results.',
    ]);
    expect(problems({ ...valid, results: Array(5).fill(valid.results[0]) })).toEqual([
      'results: Give at most 4 results: the page shows no more.',
    ]);
    expect(
      problems({
        ...valid,
        results: [{ figure: '1,000,000 visits', measures: 'x' }, valid.results[1]],
      }),
    ).toEqual([
      'results.0.figure: Keep the figure to 10 characters or fewer, like 41% or –1.8 s: it is set very large.',
    ]);
  });

  it('refuses the minus and times signs the page’s lettering lacks, saying what to type', () => {
    expect(
      problems({
        ...valid,
        results: [
          { figure: '−27%', measures: 'x' },
          { figure: '3×', measures: 'y' },
        ],
      }),
    ).toEqual([
      'results.0.figure: Type a minus as the dash – and a times sign as x (–27%, 2x): the page’s lettering has no − or ×.',
      'results.1.figure: Type a minus as the dash – and a times sign as x (–27%, 2x): the page’s lettering has no − or ×.',
    ]);
  });

  it('has one to three pictures, each with alt text', () => {
    expect(problems({ ...valid, pictures: [] })).toEqual(['pictures: Give at least 1 picture.']);
    expect(problems({ ...valid, pictures: Array(4).fill(valid.pictures[0]) })).toEqual([
      'pictures: Give at most 3 pictures: the page shows no more.',
    ]);
    expect(problems({ ...valid, pictures: [{ image: './x/shot.png', alt: ' ' }] })).toEqual([
      'pictures.0.alt: Write a short description of the picture for people who cannot see it (alt text); it is empty.',
    ]);
  });

  it('tells its approach in two to five steps and quotes a named client', () => {
    expect(problems({ ...valid, approach: valid.approach.slice(0, 1) })).toEqual([
      'approach: Give at least 2 steps of the approach.',
    ]);
    expect(problems({ ...valid, quote: { words: 'It worked.', role: 'Founder' } })).toEqual([
      'quote.name: Write the name of the person quoted.',
    ]);
  });
});
