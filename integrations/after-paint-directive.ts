import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/**
 * `client:afterpaint`: hydrates an island once the page's largest paint is on screen, or at
 * once when the visitor presses, types or moves focus inside it (src/scripts/after-paint.ts).
 * None of Astro's own directives does both: `client:idle` can start before the hero image
 * has painted, and `client:visible` waits for a scroll even when the visitor is already
 * typing into the form that is on screen.
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
