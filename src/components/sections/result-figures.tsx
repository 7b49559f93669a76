import type { CaseStudy } from '~/content/types';

export interface ResultFiguresProps {
  results: CaseStudy['results'];
}

/**
 * A case study's results as a description list: what the figure measures is the term, the
 * figure as the client wrote it ('+41%', '<1 s') its value. Figures are words, so they never
 * count up.
 */
export function ResultFigures({ results }: ResultFiguresProps) {
  const columns = results.length === 4 ? 'sm:grid-cols-2 lg:grid-cols-4' : 'sm:grid-cols-3';
  return (
    <dl
      className={`mt-12 grid gap-4 sm:gap-6 ${results.length === 2 ? 'sm:grid-cols-2' : columns}`}
    >
      {results.map(({ figure, measures }) => (
        <div
          key={figure + measures}
          className="flex flex-col-reverse rounded-3xl border border-slate-200 bg-white px-6 py-8 text-center shadow-sm"
        >
          <dt className="mt-2 text-base font-medium text-slate-600">{measures}</dt>
          <dd className="bg-gradient-to-br from-brand-700 to-accent-600 bg-clip-text font-display text-5xl font-extrabold tracking-tight text-transparent">
            {figure}
          </dd>
        </div>
      ))}
    </dl>
  );
}
