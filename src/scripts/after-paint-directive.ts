import type { ClientDirective } from 'astro';
import { paintedEvent } from './after-paint';

/**
 * The `client:afterpaint` directive (integrations/after-paint-directive.ts): hydrates the
 * island when the page's deferred code starts, which the enhancement loader
 * (load-enhancements.ts) decides: after the largest paint, or at the visitor's first press,
 * key or focus. One timing for the page, written once. Astro bundles this file on its own and
 * inlines it in the pages that use it.
 */
const afterPaint: ClientDirective = (load) => {
  const hydrate = () => void load().then((start) => start());
  if (document.documentElement.hasAttribute('data-painted')) hydrate();
  else addEventListener(paintedEvent, hydrate, { once: true });
};

export default afterPaint;
