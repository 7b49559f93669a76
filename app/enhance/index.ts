/**
 * The enhancement script, the one script every page loads. Every control already works in
 * HTML and CSS; this adds motion, keeps the services filter in the URL, and starts the
 * page's islands (the contact form's React). It is a module script, so it never blocks
 * parsing, and all but the filter wait until the page has loaded and painted.
 */
import { playBackgroundVideos } from './background-video';
import { enhanceCountUps } from './count-up';
import { floatParticles } from './particles';
import { findIslands } from './islands';
import { closePopoversOnNavigation } from './popover-links';
import { enhanceReveals } from './reveal';
import { syncServiceFilter } from './service-filter-url';

// Before the first paint where possible: a shared /services?category= link opens filtered.
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

const afterLoad = () => requestAnimationFrame(() => setTimeout(afterFirstPaint, 0));
if (document.readyState === 'complete') afterLoad();
else addEventListener('load', afterLoad, { once: true });
