// The one source of the site's HTTP headers: caching rules and the security
// policy. From it the build writes `build/client/_headers` (Netlify,
// Cloudflare Pages and similar hosts) and `build/nginx/headers.conf` (included
// by deploy/nginx.conf), and scripts/serve.mjs applies the same rules locally.

/** Hashed build assets never change: cache them for a year. HTML revalidates. */
export const cacheRules = [
  { pattern: '/assets/*', cacheControl: 'public, max-age=31536000, immutable' },
  { pattern: '/media/*', cacheControl: 'public, max-age=2592000' },
  { pattern: '/*', cacheControl: 'public, max-age=0, must-revalidate' },
];

/**
 * @param {{ scriptHashes: string[], connectOrigins: string[], frameOrigins: string[], mediaOrigins?: string[] }} sources
 * @returns {string} the Content-Security-Policy value
 */
export function contentSecurityPolicy({ scriptHashes, connectOrigins, frameOrigins, mediaOrigins = [] }) {
  const media = ["'self'", ...mediaOrigins].join(' ');
  const directives = [
    ["default-src", "'self'"],
    ['script-src', ["'self'", ...scriptHashes.map((hash) => `'${hash}'`)].join(' ')],
    // React sets inline style attributes (particle positions); no inline script is allowed.
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

/** Headers every response carries, the CSP among them. */
export function securityHeaders(csp) {
  return [
    ['Content-Security-Policy', csp],
    ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains; preload'],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()'],
    ['X-Frame-Options', 'DENY'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
  ];
}

/** Netlify / Cloudflare Pages `_headers` file. */
export function renderHeadersFile(security) {
  const lines = ['/*', ...security.map(([name, value]) => `  ${name}: ${value}`), ''];
  for (const rule of cacheRules.slice(0, -1)) {
    lines.push(rule.pattern, `  Cache-Control: ${rule.cacheControl}`, '');
  }
  lines.push('/*.html', `  Cache-Control: ${cacheRules.at(-1).cacheControl}`, '');
  return lines.join('\n');
}

/** `add_header` lines for nginx; `always` so 404 pages carry them too. */
export function renderNginxHeaders(security) {
  return security.map(([name, value]) => `add_header ${name} "${value.replaceAll('"', '\\"')}" always;`).join('\n') + '\n';
}

/** serve-handler `headers` rules: security headers on everything, cache rules by path. */
export function serveHandlerHeaders(security) {
  const all = security.map(([key, value]) => ({ key, value }));
  return [
    { source: '**', headers: [...all, { key: 'Cache-Control', value: cacheRules.at(-1).cacheControl }] },
    { source: 'assets/**', headers: [{ key: 'Cache-Control', value: cacheRules[0].cacheControl }] },
    { source: 'media/**', headers: [{ key: 'Cache-Control', value: cacheRules[1].cacheControl }] },
  ];
}
