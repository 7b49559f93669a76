import { watchViewport } from '~/lib/watch-viewport';
import { canAnimateOnScroll } from './motion';

/**
 * Entrance reveal (components/ui/reveal.tsx): an element still below the fold is held back
 * (`data-reveal="pending"`, off screen, so nothing visible blinks) and shown once it scrolls
 * in; app.css animates the change (0.8 s, after its `--reveal-delay`). An element on screen
 * or already scrolled past stays as it is.
 */
export function initReveal(element: HTMLElement): void {
  if (!canAnimateOnScroll()) return;
  watchViewport(element, { rootMargin: '0px 0px -10% 0px' }, ({ entry, first }) => {
    if (first) {
      // In a band the browser has not laid out yet (content-visibility: auto, app.css), the
      // first report has no box: ask the element itself, which lays out that one band.
      const reported = entry.boundingClientRect;
      const box =
        reported.width === 0 && reported.height === 0 && reported.top === 0
          ? element.getBoundingClientRect()
          : reported;
      if (box.top < window.innerHeight) return 'stop';
      element.dataset.reveal = 'pending';
      return;
    }
    if (!entry.isIntersecting) return;
    element.dataset.reveal = 'shown';
    return 'stop';
  });
}
