import { useEffect, useRef } from 'react';
import type { Stat } from '~/content/types';

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
 * counter that is still off screen after hydration is reset to 0 and
 * animated. Screen readers always read the final value.
 */
export function StatCounter({ stat, duration = 1500, className = '' }: StatCounterProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const { value, suffix } = stat;
  const final = formatStat(value, suffix);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const box = element.getBoundingClientRect();
    if (box.top < window.innerHeight && box.bottom > 0) return;

    let frame = 0;
    element.textContent = formatStat(0, suffix);
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        const start = performance.now();
        const tick = (now: number) => {
          const progress = Math.min(1, (now - start) / duration);
          const eased = 1 - (1 - progress) ** 3;
          element.textContent = formatStat(Math.round(value * eased), suffix);
          if (progress < 1) frame = requestAnimationFrame(tick);
        };
        frame = requestAnimationFrame(tick);
      },
      { threshold: 0.5 },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
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
