// What the site's headers must be, shared by the unit tests (integrations/, scripts/, tools/) and the
// end-to-end tests under nginx and scripts/serve.mjs: written once, here, apart from the code
// that produces the headers (integrations/security-headers.mjs), so a test cannot pass by
// reading back what the code wrote.

/** The security headers every response carries, each exactly once, in this order. */
export const securityHeaderNames = [
  'Content-Security-Policy',
  'Strict-Transport-Security',
  'X-Content-Type-Options',
  'Referrer-Policy',
  'Permissions-Policy',
  'X-Frame-Options',
  'Cross-Origin-Opener-Policy',
  'Cross-Origin-Resource-Policy',
];

/**
 * The Content-Security-Policy header, the same on every response (pages, pictures, fonts,
 * scripts): only what a page's own <meta> policy cannot say, and no hash, so it never grows
 * with the pages. Each page's inline code is allowed by the policy in its own <meta>.
 */
export const headerPolicyDirectives = [
  ['frame-ancestors', "'none'"],
  ['base-uri', "'self'"],
  ['form-action', "'self'"],
  ['object-src', "'none'"],
];

/** The longest line of `_headers`, and of any header a response carries. */
export const longestHeaderLine = 1000;

/**
 * The Observatory's verdict on the home page, test by test ([result, modifier]): the A+ profile,
 * 100 + 30 = 130, with no penalty (tools/observatory.mjs scores by its published rules).
 */
export const observatoryAPlus = {
  tests: {
    'content-security-policy': ['csp-implemented-with-no-unsafe-default-src-none', 10],
    cookies: ['cookies-not-found', 0],
    'cross-origin-resource-sharing': ['cross-origin-resource-sharing-not-implemented', 0],
    redirection: ['redirection-to-https', 0],
    'referrer-policy': ['referrer-policy-private', 5],
    'strict-transport-security': ['hsts-implemented-max-age-at-least-six-months', 0],
    'subresource-integrity': ['sri-not-implemented-but-no-scripts-loaded', 0],
    'x-content-type-options': ['x-content-type-options-nosniff', 0],
    'x-frame-options': ['x-frame-options-implemented-via-csp', 5],
    'cross-origin-resource-policy': ['corp-implemented-with-same-origin', 10],
  },
  score: 130,
  grade: 'A+',
};
