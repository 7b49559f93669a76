import Trophy from 'lucide-react/icons/trophy';
import type { Award } from '~/content/types';

export interface AwardsListProps {
  awards: readonly Award[];
}

/** Award cards: trophy, year, title and the body that gave it. */
export function AwardsList({ awards }: AwardsListProps) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {awards.map((award) => (
        <li key={award.title}>
          <article className="relative h-full overflow-hidden rounded-3xl border border-slate-200 bg-white p-7 shadow-sm">
            <div
              aria-hidden="true"
              className="absolute inset-x-0 top-0 h-1 bg-gradient-to-r from-brand-500 via-accent-500 to-glow-400"
            />
            <div className="flex items-center justify-between gap-3">
              <span className="grid size-12 place-items-center rounded-2xl bg-amber-50 text-amber-600 ring-1 ring-amber-100">
                <Trophy aria-hidden="true" className="size-6" />
              </span>
              <span className="rounded-full bg-ink-950 px-3 py-1 font-display text-sm font-bold text-white">
                {award.year}
              </span>
            </div>
            <h3 className="mt-6 text-lg font-bold">{award.title}</h3>
            <p className="mt-2 text-sm leading-6 text-slate-600">{award.issuer}</p>
          </article>
        </li>
      ))}
    </ul>
  );
}
