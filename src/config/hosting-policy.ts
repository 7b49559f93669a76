// The site's hosting choice, in its own module because astro.config.ts reads it while the
// config loads, before the build's settings exist for src/config/site.ts.
/**
 * Hosting choices the build writes into every host's headers (integrations/hosting-headers.mjs).
 * `hstsPreload`: add `preload` to Strict-Transport-Security, which asks browsers to build the
 * domain into their HTTPS-only lists. Turn it on only for the real domain, once it and every
 * subdomain serve HTTPS, then submit it at https://hstspreload.org; leaving the list takes months.
 */
export const hostingPolicy = { hstsPreload: false } as const;
