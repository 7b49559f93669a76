/** What makes a page start its deferred code at once: the visitor pressing, typing or focusing. */
export const startEvents = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * How long after the hero's decode and two frames `afterLargestPaint` waits for the browser's
 * report of the largest paint before it starts anyway (a hero that never becomes the largest
 * paint, a page painted in a background tab).
 */
export const paintReportGraceMs = 1000;

/**
 * Calls `start` once: when the page's largest paint is on screen, or at once when the visitor
 * presses, types or moves focus inside `scope` before then. The largest paint is the hero
 * image (`img[fetchpriority=high]`) where the page has one, else the page's first largest paint
 * after the load event. Where the browser reports Largest Contentful Paint, that report is the
 * signal; elsewhere, the image's decode (or the load event) and two frames.
 *
 * Why wait: Lighthouse's phone simulation puts every request that ends before the observed
 * largest paint on that paint's path. A `<script type="module">` in the HTML, at any fetch
 * priority, measured 150 to 190 ms of LCP on the hero-poster pages against their script-free
 * copies. Why the report and not frames: a frame is shown some time after it is produced (50 to
 * 80 ms on a machine without a GPU), so two frames after the decode the paint may not be on
 * screen yet, and the script then still landed on /about-us's path (+62 ms against its copy).
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
    const reportsPaint = (PerformanceObserver.supportedEntryTypes ?? []).includes(
      'largest-contentful-paint',
    );
    const afterFrames = () =>
      requestAnimationFrame(() =>
        requestAnimationFrame(reportsPaint ? () => setTimeout(soon, paintReportGraceMs) : soon),
      );
    if (hero) hero.decode().then(afterFrames, afterFrames);
    else afterFrames();
    if (!reportsPaint) return;
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
