import { formatStat } from '~/lib/format-stat';
import { watchViewport } from '~/lib/watch-viewport';
import { canAnimateOnScroll } from './motion';

/** Length of one count-up. */
export const countUpMs = 1500;

/**
 * Stat counter (components/sections/stat-counter.tsx): a figure still off screen is reset to
 * 0 and counts up, eased, once at least half of it is in view. A figure on screen when this
 * runs keeps its final value. `data-count-up` holds the value, `data-count-suffix` its suffix.
 */
export function initCountUp(element: HTMLElement): void {
  if (!canAnimateOnScroll()) return;
  const value = Number(element.dataset.countUp);
  const suffix = element.dataset.countSuffix ?? '';
  if (!Number.isFinite(value)) return;
  watchViewport(element, { threshold: 0.5 }, ({ entry, first }) => {
    if (first) {
      const box = entry.boundingClientRect;
      if (box.top < window.innerHeight && box.bottom > 0) return 'stop';
      element.textContent = formatStat(0, suffix);
      return;
    }
    if (entry.intersectionRatio < 0.5) return;
    countUp(element, value, suffix);
    return 'stop';
  });
}

function countUp(element: HTMLElement, value: number, suffix: string) {
  const start = performance.now();
  const tick = (now: number) => {
    const progress = Math.min(1, (now - start) / countUpMs);
    const eased = 1 - (1 - progress) ** 3;
    element.textContent = formatStat(Math.round(value * eased), suffix);
    if (progress < 1) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}
