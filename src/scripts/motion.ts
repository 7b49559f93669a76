/** True when the visitor asked for less motion: reveals, count-ups and videos stay still. */
export function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** Reveals and count-ups need both motion and an IntersectionObserver to watch with. */
export function canAnimateOnScroll(): boolean {
  return typeof IntersectionObserver !== 'undefined' && !prefersReducedMotion();
}
