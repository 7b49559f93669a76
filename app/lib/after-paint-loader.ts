/**
 * The inline script that loads the enhancement script once the page's largest paint is on
 * screen: after the load event, once the hero image (`img[fetchpriority=high]`, if the page
 * has one) has painted, or at once when the visitor presses a key or the pointer, or moves
 * focus, before then (so a form's island can start). The paint is known from the Largest
 * Contentful Paint entry for the hero image or, where that API is missing, from the image's
 * decode and two frames.
 *
 * Measured (Lighthouse mobile, median of 3, LCP against each page's script-free copy): a
 * `<script type="module">` in the HTML, at high or low fetch priority, added 150 to 190 ms on
 * /about-us and /services/web-hosting; so did starting the fetch right after the load event
 * or after the image's decode and one frame. The simulation puts every request that starts
 * before the observed largest paint on that paint's path.
 */
export function afterPaintLoaderScript(scriptUrl: string): string {
  return `(() => {
  let loaded = false;
  const load = () => {
    if (loaded) return;
    loaded = true;
    const script = document.createElement('script');
    script.type = 'module';
    script.src = ${JSON.stringify(scriptUrl)};
    document.body.append(script);
  };
  const soon = () => requestAnimationFrame(() => setTimeout(load, 0));
  const afterLargestPaint = () => {
    const hero = document.querySelector('img[fetchpriority="high"]');
    const frames = () => requestAnimationFrame(() => requestAnimationFrame(soon));
    if (hero) hero.decode().then(frames, frames);
    else frames();
    if (!(PerformanceObserver.supportedEntryTypes || []).includes('largest-contentful-paint')) return;
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntries().some((entry) => !hero || entry.element === hero)) return;
      observer.disconnect();
      soon();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  };
  if (document.readyState === 'complete') afterLargestPaint();
  else addEventListener('load', afterLargestPaint, { once: true });
  for (const type of ['pointerdown', 'keydown', 'focusin'])
    addEventListener(type, load, { once: true, capture: true, passive: true });
})();`;
}
