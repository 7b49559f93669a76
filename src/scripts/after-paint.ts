/** What makes a page start its deferred code at once: the visitor pressing, typing or focusing. */
export const startEvents = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * Calls `start` once: when the page's largest paint is on screen, or at once when the visitor
 * presses, types or moves focus inside `scope` before then. The largest paint is the hero
 * image (`img[fetchpriority=high]`) where the page has one, read from the Largest Contentful
 * Paint entry for it or, where that API is missing, from the image's decode and two frames;
 * without a hero image, two frames after the load event.
 *
 * Why wait: Lighthouse's phone simulation puts every request that starts before the observed
 * largest paint on that paint's path. A `<script type="module">` in the HTML, at any fetch
 * priority, measured 150 to 190 ms of LCP on the hero-poster pages against their script-free
 * copies; starting the fetch here costs nothing measurable.
 */
export function afterLargestPaint(start: () => void, scope: EventTarget = window): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    for (const type of startEvents) scope.removeEventListener(type, once, { capture: true });
    start();
  };
  const soon = () => requestAnimationFrame(() => setTimeout(once, 0));
  const whenPainted = () => {
    const hero = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
    const twoFrames = () => requestAnimationFrame(() => requestAnimationFrame(soon));
    if (hero) hero.decode().then(twoFrames, twoFrames);
    else twoFrames();
    if (!(PerformanceObserver.supportedEntryTypes ?? []).includes('largest-contentful-paint'))
      return;
    const observer = new PerformanceObserver((list) => {
      const entries = list.getEntries() as (PerformanceEntry & { element?: Element | null })[];
      if (!entries.some((entry) => !hero || entry.element === hero)) return;
      observer.disconnect();
      soon();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  };
  if (document.readyState === 'complete') whenPainted();
  else addEventListener('load', whenPainted, { once: true });
  for (const type of startEvents)
    scope.addEventListener(type, once, { once: true, capture: true, passive: true });
}
