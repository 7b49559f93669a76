// The one source of the site's HTTP headers: caching rules and the security policy. From it
// the build (integrations/hosting-headers.mjs) writes `build/client/_headers` (Netlify,
// Cloudflare Pages and similar hosts), the nginx includes in `build/nginx/` (deploy/nginx.conf)
// and `build/hosting/security-headers.json`, and scripts/serve.mjs applies the same rules.

/**
 * @typedef {[name: string, value: string]} Header one HTTP header
 * @typedef {{ pattern: string, cacheControl: string }} CacheRule
 */

/**
 * Hashed build assets never change: cache them for a year. HTML revalidates.
 * @type {[assets: CacheRule, media: CacheRule, pages: CacheRule]} a tuple, so each rule is known to exist
 */
export const cacheRules = [
  { pattern: '/assets/*', cacheControl: 'public, max-age=31536000, immutable' },
  { pattern: '/media/*', cacheControl: 'public, max-age=2592000' },
  { pattern: '/*', cacheControl: 'public, max-age=0, must-revalidate' },
];

/**
 * @param {{ scriptHashes: string[], connectOrigins: string[], frameOrigins: string[], mediaOrigins?: string[] }} sources
 * @returns {string} the Content-Security-Policy value
 */
export function contentSecurityPolicy({
  scriptHashes,
  connectOrigins,
  frameOrigins,
  mediaOrigins = [],
}) {
  const media = ["'self'", ...mediaOrigins].join(' ');
  const directives = [
    ['default-src', "'self'"],
    ['script-src', ["'self'", ...scriptHashes.map((hash) => `'${hash}'`)].join(' ')],
    // Particle positions are inline style attributes, and Astro's island styles an inline
    // <style> on /contact; no inline script runs without its hash.
    ['style-src', "'self' 'unsafe-inline'"],
    ['img-src', `${media} data:`],
    ['media-src', media],
    ['font-src', "'self'"],
    ['connect-src', ["'self'", ...connectOrigins].join(' ')],
    ['frame-src', frameOrigins.join(' ') || "'none'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map(([name, value]) => `${name} ${value}`).join('; ');
}

/** Headers that matter on every response, assets included. */
export const universalHeaderNames = ['Strict-Transport-Security', 'X-Content-Type-Options'];

/**
 * Headers every page carries, the CSP among them; assets get only the universal ones.
 * @param {string} csp
 * @returns {Header[]}
 */
export function securityHeaders(csp) {
  return [
    ['Content-Security-Policy', csp],
    ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains; preload'],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    [
      'Permissions-Policy',
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    ],
    ['X-Frame-Options', 'DENY'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
  ];
}

/** @param {Header[]} security */
const universal = (security) => security.filter(([name]) => universalHeaderNames.includes(name));

/**
 * Netlify / Cloudflare Pages `_headers` file. Those hosts add every matching
 * block together, so pages get the full set and assets only the universal headers.
 * @param {Header[]} security
 */
export function renderHeadersFile(security) {
  /** @param {string} pattern @param {Header[]} headers */
  const block = (pattern, headers) => [
    pattern,
    ...headers.map(([name, value]) => `  ${name}: ${value}`),
    '',
  ];
  const [assets, media, pages] = cacheRules;
  return [
    ...block('/*', universal(security)),
    ...block(assets.pattern, [['Cache-Control', assets.cacheControl]]),
    ...block(media.pattern, [['Cache-Control', media.cacheControl]]),
    ...block('/', [
      ...security.filter((h) => !universal(security).includes(h)),
      ['Cache-Control', pages.cacheControl],
    ]),
    ...block('/*.html', [['Cache-Control', pages.cacheControl]]),
    ...block(
      '/:page',
      security.filter((h) => !universal(security).includes(h)),
    ),
    ...block(
      '/services/:page',
      security.filter((h) => !universal(security).includes(h)),
    ),
  ].join('\n');
}

/**
 * nginx `add_header` lines (`always`, so 404 pages carry them too): pages.conf for HTML, assets.conf for the rest.
 * @param {Header[]} security
 */
export function renderNginxHeaders(security) {
  /** @param {Header[]} headers */
  const lines = (headers) =>
    headers
      .map(([name, value]) => `add_header ${name} "${value.replaceAll('"', '\\"')}" always;`)
      .join('\n') + '\n';
  return { pages: lines(security), assets: lines(universal(security)) };
}

/**
 * serve-handler `headers` rules, matched against the served file's path.
 * @param {Header[]} security
 */
export function serveHandlerHeaders(security) {
  /** @param {Header} header */
  const toRule = ([key, value]) => ({ key, value });
  return [
    { source: '**', headers: universal(security).map(toRule) },
    {
      source: '**/*.html',
      headers: [
        ...security.map(toRule),
        { key: 'Cache-Control', value: cacheRules[2].cacheControl },
      ],
    },
    { source: 'assets/**', headers: [{ key: 'Cache-Control', value: cacheRules[0].cacheControl }] },
    { source: 'media/**', headers: [{ key: 'Cache-Control', value: cacheRules[1].cacheControl }] },
  ];
}
