/**
 * The build's settings (src/config/build-settings.js): site URL, EmailJS ids, media origin,
 * from the environment and .env, put into the bundle by integrations/build-settings.mjs.
 * Everything about the agency itself (name, e-mail, phones, addresses, social profiles) is
 * content: src/content/site/business.yaml, read through src/data/site.ts.
 */
const settings = __BUILD_SETTINGS__;

/** `preview` on a local preview build, whose form posts to the local inbox; `deploy` otherwise. */
export const buildTarget = settings.target;

/** Public origin of the site, no trailing slash (SITE_URL): canonical URLs and the sitemap use it. */
export const siteUrl = settings.siteUrl;

/**
 * Where the media served as they are live (the site's Open Graph card); point it at a CDN
 * origin to move it off the site. Pictures and background videos are hashed files in /assets/
 * (src/lib/images.ts, src/lib/videos.ts).
 */
export const mediaBaseUrl = settings.mediaBaseUrl;

/**
 * EmailJS delivery: ids, the origin the SDK posts to and the SDK's guards (all off unless set: each
 * refuses some real visitors' sends, so the owner turns one on by choice). A deploy build takes them from EMAILJS_* variables and refuses to build without the ids; a
 * preview build posts to the local inbox (`scripts/inbox.mjs`), so the whole journey works
 * offline. The contact form's island imports this alone, not the agency's details.
 */
export const emailjsConfig = settings.emailjs;

/**
 * The site's own share card, served as it is at a stable URL under `mediaBaseUrl` (share cards
 * are read by crawlers that reject WebP); each page's own card is drawn at build time.
 */
export const siteCard = { path: 'og/brightwave-og.jpg', width: 1200, height: 630 } as const;
