import type { Stat } from '~/content/types';
import { formatStat } from '~/lib/format-stat';
import { StatCounter } from './stat-counter';

export interface StatListProps {
  stats: readonly Stat[];
  /** 'dark' for glass tiles on a hero, 'light' for tiles on a white or tinted band. */
  tone?: 'dark' | 'light';
  /** Count up from 0 when scrolled into view; off for figures such as a founding year. */
  countUp?: boolean;
  /** Grid columns, e.g. 'grid-cols-3' or 'grid-cols-2 lg:grid-cols-4'. */
  columns?: string;
  className?: string;
}

const tones = {
  dark: {
    tile: 'border-white/10 bg-white/[0.06] backdrop-blur-sm',
    value: 'bg-gradient-to-br from-white via-brand-100 to-glow-300 bg-clip-text text-transparent',
    label: 'text-slate-300',
  },
  light: {
    tile: 'border-slate-200 bg-white shadow-sm',
    value: 'bg-gradient-to-br from-brand-700 to-accent-600 bg-clip-text text-transparent',
    label: 'text-slate-600',
  },
} as const;

/** Headline figures as a description list: the label is the term, the figure its value. */
export function StatList({
  stats,
  tone = 'dark',
  countUp = true,
  columns = 'grid-cols-3',
  className = '',
}: StatListProps) {
  const style = tones[tone];
  return (
    <dl className={`grid gap-3 sm:gap-5 ${columns} ${className}`}>
      {stats.map((stat) => (
        <div
          key={stat.label}
          className={`flex flex-col-reverse rounded-2xl border px-3 py-5 text-center sm:px-6 sm:py-7 ${style.tile}`}
        >
          <dt className={`mt-1.5 text-xs font-medium sm:text-sm ${style.label}`}>{stat.label}</dt>
          <dd
            className={`font-display text-3xl font-extrabold tracking-tight sm:text-5xl ${style.value}`}
          >
            {countUp ? <StatCounter stat={stat} /> : formatStat(stat.value, stat.suffix)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
