import type { ClientDirective } from 'astro';
import { readyAttribute, readyEvent } from './ready';

/**
 * The `client:afterpaint` directive (integrations/after-paint-directive.ts): hydrates the
 * island once the page's enhancement modules have started (enhance.ts), which the loader
 * brings after the largest paint, or at the visitor's first press, key or focus, and which
 * start after the load event and the hero's decode. One timing for the page, written once,
 * and the island's 60 KB never compete with the largest paint. Astro bundles this file on its
 * own and inlines it in the pages that use it.
 */
const afterPaint: ClientDirective = (load) => {
  const hydrate = () => void load().then((start) => start());
  if (document.documentElement.hasAttribute(readyAttribute)) hydrate();
  else addEventListener(readyEvent, hydrate, { once: true });
};

export default afterPaint;
