import type { TimelineEntry } from '~/content/types';

export interface TimelineProps {
  entries: readonly TimelineEntry[];
  /** Accessible name of the list, e.g. 'Milestones'. */
  label: string;
}

/** A vertical, dated list of milestones joined by a gradient rail. */
export function Timeline({ entries, label }: TimelineProps) {
  return (
    <ol
      aria-label={label}
      className="relative space-y-8 before:absolute before:top-2 before:bottom-2 before:left-[1.625rem] before:w-px before:bg-gradient-to-b before:from-brand-400 before:via-accent-400 before:to-glow-400"
    >
      {entries.map((entry) => (
        <li key={entry.year} className="relative flex gap-5">
          <span className="relative z-10 grid size-13 shrink-0 place-items-center rounded-2xl bg-ink-950 font-display text-sm font-bold text-white shadow-lg ring-4 shadow-ink-900/20 ring-slate-50">
            {entry.year}
          </span>
          <div className="pt-1">
            <h4 className="text-lg font-bold">{entry.title}</h4>
            <p className="mt-1.5 leading-7 text-slate-600">{entry.description}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
