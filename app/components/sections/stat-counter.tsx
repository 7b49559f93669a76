import { useEffect, useRef } from 'react';
import type { Stat } from '~/content/types';
import { watchViewport } from '~/lib/watch-viewport';

export interface StatCounterProps {
  stat: Stat;
  /** Length of the count-up in milliseconds. */
  duration?: number;
  className?: string;
}

/** '200' + '+' → '200+'. No thousands separator, so a year such as 2015 reads as a year. */
export function formatStat(value: number, suffix: string): string {
  return `${value}${suffix}`;
}

/**
 * A headline figure that counts up once, from 0, when it scrolls into view.
 * The prerendered HTML and reduced motion show the final figure; only a
 * counter that is still off screen after hydration is reset to 0 (out of
 * sight) and animated. Screen readers always read the final value.
 */
export function StatCounter({ stat, duration = 1500, className = '' }: StatCounterProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const { value, suffix } = stat;
  const final = formatStat(value, suffix);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;

    let frame = 0;
    const countUp = () => {
      const start = performance.now();
      const tick = (now: number) => {
        const progress = Math.min(1, (now - start) / duration);
        const eased = 1 - (1 - progress) ** 3;
        element.textContent = formatStat(Math.round(value * eased), suffix);
        if (progress < 1) frame = requestAnimationFrame(tick);
      };
      frame = requestAnimationFrame(tick);
    };
    const stop = watchViewport(element, { threshold: 0.5 }, ({ entry, first }) => {
      if (first) {
        const box = entry.boundingClientRect;
        // In view when the page hydrated: the final figure stays.
        if (box.top < window.innerHeight && box.bottom > 0) return 'stop';
        element.textContent = formatStat(0, suffix);
        return;
      }
      if (entry.intersectionRatio < 0.5) return;
      countUp();
      return 'stop';
    });
    return () => {
      stop();
      cancelAnimationFrame(frame);
      element.textContent = formatStat(value, suffix);
    };
  }, [value, suffix, duration]);

  return (
    <span className={className}>
      <span ref={ref} aria-hidden="true" data-stat-value={final} className="tabular-nums">
        {final}
      </span>
      <span className="sr-only">{final}</span>
    </span>
  );
}
