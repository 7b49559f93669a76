import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/**
 * `client:afterpaint`: hydrates an island once the page's enhancement modules have started,
 * which the loader brings after the largest paint, or at once when the visitor presses, types
 * or moves focus (src/scripts/after-paint-directive.ts). None of Astro's own directives does both: measured on
 * /contact against the script-free copy (median of 3), `client:idle` cost 40 ms of LCP, and
 * `client:visible`, which hydrates at once as the form is on screen, 1.2 s of blocking time.
 */
export function afterPaintDirective(): AstroIntegration {
  return {
    name: 'brightwave:after-paint-directive',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'afterpaint',
          entrypoint: fileURLToPath(
            new URL('../src/scripts/after-paint-directive.ts', import.meta.url),
          ),
        });
      },
    },
  };
}
