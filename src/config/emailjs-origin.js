// Where the contact form's EmailJS requests go. Plain JavaScript so both the
// site (src/config/site.ts) and the build's header writer (integrations/hosting-headers.mjs)
// use the same rule: an explicit VITE_EMAILJS_ORIGIN wins; with a real public
// key the real EmailJS API; otherwise the local inbox (scripts/inbox.mjs).

export const emailjsApiOrigin = 'https://api.emailjs.com';
export const localInboxOrigin = 'http://localhost:3001';

/**
 * @param {Record<string, string | undefined>} env
 * @returns {string}
 */
export function resolveEmailjsOrigin(env) {
  return (
    env.VITE_EMAILJS_ORIGIN || (env.VITE_EMAILJS_PUBLIC_KEY ? emailjsApiOrigin : localInboxOrigin)
  );
}
