import type { Stat } from '~/content/types';
import { formatStat } from '~/lib/format-stat';
import { dataModule } from '~/lib/data-module';

export interface StatCounterProps {
  stat: Stat;
  className?: string;
}

/**
 * A headline figure that counts up once, from 0, when it scrolls into view. The HTML and
 * reduced motion show the final figure; the enhancement module (src/scripts/count-up.ts)
 * resets only a counter still off screen when it runs. Screen readers always read the
 * final value, from the hidden copy beside the animated one.
 */
export function StatCounter({ stat, className = '' }: StatCounterProps) {
  const final = formatStat(stat.value, stat.suffix);
  return (
    <span className={className}>
      <span
        aria-hidden="true"
        {...dataModule('count-up')}
        data-count-up={stat.value}
        data-count-suffix={stat.suffix}
        className="tabular-nums"
      >
        {final}
      </span>
      <span className="sr-only">{final}</span>
    </span>
  );
}
