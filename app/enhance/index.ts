/**
 * The enhancement script, the one script every page loads. Every control already works in
 * HTML and CSS; this adds motion, keeps the services filter in the URL, and starts the
 * page's islands (the contact form's React). An inline loader (lib/after-paint-loader.ts)
 * fetches it once the page has painted, or at the visitor's first press, key or focus.
 */
import { playBackgroundVideos } from './background-video';
import { enhanceCountUps } from './count-up';
import { floatParticles } from './particles';
import { findIslands } from './islands';
import { closePopoversOnNavigation } from './popover-links';
import { enhanceReveals } from './reveal';
import { syncServiceFilter } from './service-filter-url';

// The filter's URL, and menus closed after an in-page link, from the moment this has run.
syncServiceFilter();
closePopoversOnNavigation();
// A visitor who starts on an island before the page has loaded starts it at once.
const startIslands = findIslands();

function afterFirstPaint() {
  startIslands();
  enhanceReveals();
  enhanceCountUps();
  floatParticles();
  playBackgroundVideos();
  // Tells tests (and anyone curious) that the enhancements are in place.
  document.documentElement.dataset.enhanced = 'true';
}

/**
 * After the load event, the hero image's decode and a painted frame: the loader brings this
 * script at the load event (or earlier, at the visitor's first press or key), and the hero
 * image (the largest paint of a page with a poster) may still be decoding then; this work
 * waits for it rather than delay it.
 */
const afterLoad = () => {
  const heroImages = [
    ...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]'),
  ].map((image) => image.decode().catch(() => {}));
  void Promise.all(heroImages).then(() =>
    requestAnimationFrame(() => setTimeout(afterFirstPaint, 0)),
  );
};
if (document.readyState === 'complete') afterLoad();
else addEventListener('load', afterLoad, { once: true });
