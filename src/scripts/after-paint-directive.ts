import type { ClientDirective } from 'astro';
import { afterLargestPaint } from './after-paint';

/**
 * The `client:afterpaint` directive (integrations/after-paint-directive.ts): hydrates the
 * island after the largest paint, or at the visitor's first press, key or focus inside it.
 * Astro bundles this file on its own and inlines it in the pages that use it.
 */
const afterPaint: ClientDirective = (load, _options, island) => {
  afterLargestPaint(() => {
    void load().then((hydrate) => hydrate());
  }, island);
};

export default afterPaint;
