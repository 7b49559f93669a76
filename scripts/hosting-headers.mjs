// The one source of the HTTP caching and security headers. The local server
// (scripts/serve.mjs) applies them through serve-handler's `headers` rules.

/** Hashed build assets never change: cache them for a year. HTML revalidates. */
export const cacheHeaders = [
  {
    source: 'assets/**',
    headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
  },
  {
    source: 'media/**',
    headers: [{ key: 'Cache-Control', value: 'public, max-age=2592000' }],
  },
  {
    source: '**/*.html',
    headers: [{ key: 'Cache-Control', value: 'public, max-age=0, must-revalidate' }],
  },
];
