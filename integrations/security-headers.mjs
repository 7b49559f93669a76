// The one source of the site's HTTP headers: caching rules and the security policy. From it
// the build (integrations/hosting-headers.mjs) writes `build/client/_headers` (Netlify,
// Cloudflare Pages and similar hosts), the nginx includes in `build/nginx/` (deploy/nginx.conf)
// and `build/hosting/security-headers.json`, and scripts/serve.mjs applies the same rules.
//
// Every response carries the whole security set, whatever its path or status (pages, assets,
// redirects, the 404 page at any depth), each header once. Only Cross-Origin-Resource-Policy
// differs by path: `same-origin`, except on the files other sites are meant to embed.

/**
 * @typedef {[name: string, value: string]} Header one HTTP header
 * @typedef {{ pattern: string, cacheControl: string }} CacheRule
 * @typedef {{ hstsPreload?: boolean }} HostingPolicy the site's choices (src/config/hosting-policy.ts `hostingPolicy`)
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

export const resourcePolicyHeader = 'Cross-Origin-Resource-Policy';

/**
 * Files other sites embed: the Open Graph cards (`/media/og/`, and the per-page cards under
 * `/og/`), which chat and social web clients may draw straight from this site, and the
 * favicons and touch icons that bookmark and tab UIs of other origins show. These answer
 * `Cross-Origin-Resource-Policy: cross-origin`, every other path `same-origin`. Written as
 * `_headers` patterns: `*` stands for the rest of the path. deploy/nginx.conf has a location
 * for each (tests/e2e/nginx.spec.ts requests every one).
 */
export const crossOriginPaths = [
  '/favicon.ico',
  '/favicon.svg',
  '/favicon-32.png',
  '/apple-touch-icon.png',
  '/icons/*',
  '/media/og/*',
  '/og/*',
];

/** @param {[string, string][]} directives */
const policyText = (directives) => directives.map(([name, value]) => `${name} ${value}`).join(';');

/**
 * A page's own Content Security Policy, written into the page itself as the first element of
 * its `<head>` after the charset (`<meta http-equiv="Content-Security-Policy">`, by
 * integrations/hosting-headers.mjs), so it names only that page's inline scripts and styles
 * and its length follows the page, not the size of the site. Nothing loads unless a directive
 * below names it (`default-src 'none'`); inline scripts and `<style>` elements run only by
 * their hash. A policy in a `<meta>` cannot say who may frame the page, nor guard a picture or a
 * script file: `headerContentSecurityPolicy` does that. Directives are joined by `;` alone, the
 * shortest form the CSP grammar allows, since every page carries its own.
 * @param {{
 *   scriptHashes: string[],
 *   styleHashes?: string[],
 *   styleAttributes?: boolean,
 *   connectOrigins: string[],
 *   frameOrigins: string[],
 *   mediaOrigins?: string[],
 * }} sources what the page uses: `styleAttributes` when any of its elements has a `style` attribute
 * @returns {string} the policy, for the meta element's `content`
 */
export function pageContentSecurityPolicy({
  scriptHashes,
  styleHashes = [],
  styleAttributes = false,
  connectOrigins,
  frameOrigins,
  mediaOrigins = [],
}) {
  const media = ["'self'", ...mediaOrigins].join(' ');
  /** @param {string[]} hashes */
  const selfAnd = (hashes) => ["'self'", ...hashes.map((hash) => `'${hash}'`)].join(' ');
  /** @type {[string, string][]} */
  const directives = [
    ['default-src', "'none'"],
    ['script-src', selfAnd(scriptHashes)],
    // The stylesheet, and <style> elements by hash (the page's CSS, Astro's island style).
    ['style-src', selfAnd(styleHashes)],
    // Style attributes (particle positions, reveal delays, brand colours) are part of the
    // built HTML. Their own directive, because a hash in style-src would void 'unsafe-inline'
    // there; browsers without style-src-attr fall back to style-src and block them instead.
    ...(styleAttributes
      ? [/** @type {[string, string]} */ (['style-src-attr', "'unsafe-inline'"])]
      : []),
    ['img-src', media],
    ['media-src', media],
    ['font-src', "'self'"],
    ['connect-src', ["'self'", ...connectOrigins].join(' ')],
    // Only a page with a frame (the contact page's map) names its origin; default-src 'none'
    // blocks frames on every other page.
    ...(frameOrigins.length > 0
      ? [/** @type {[string, string]} */ (['frame-src', frameOrigins.join(' ')])]
      : []),
  ];
  return policyText(directives);
}

/**
 * The Content-Security-Policy header: the same on every response, pages, pictures, fonts and
 * scripts alike, and free of hashes, so it never grows. It holds what a `<meta>` policy cannot
 * (frame-ancestors) and what holds for every response whatever the page (no plugins, no other
 * base address, forms post only to the site). The browser enforces it together with the page's
 * own policy, a request passing only when both allow it, so it names no fetch directive a page
 * would need: no default-src, script-src or style-src, which would block the pages' inline code.
 * @returns {string}
 */
export function headerContentSecurityPolicy() {
  return policyText([
    ['frame-ancestors', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['object-src', "'none'"],
  ]);
}

/**
 * Strict-Transport-Security: two years, subdomains included. `preload` asks browsers to ship
 * the domain in their HSTS preload lists, which is hard to undo (hstspreload.org: "do not
 * include the preload directive by default"), so it comes only from the site's explicit choice.
 * @param {boolean} preload
 */
export function strictTransportSecurity(preload) {
  return `max-age=63072000; includeSubDomains${preload ? '; preload' : ''}`;
}

/**
 * The headers every response carries, assets and error pages included.
 * @param {string} csp
 * @param {HostingPolicy} [policy]
 * @returns {Header[]}
 */
export function securityHeaders(csp, { hstsPreload = false } = {}) {
  return [
    ['Content-Security-Policy', csp],
    ['Strict-Transport-Security', strictTransportSecurity(hstsPreload)],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    // Features the site never uses, denied to it and to the map's frame. Only features Chromium
    // supports (an unknown name is an error in its console); not FLoC's obsolete interest-cohort.
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'],
    ['X-Frame-Options', 'DENY'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    [resourcePolicyHeader, 'same-origin'],
  ];
}

/**
 * The same set for a file other sites embed (`crossOriginPaths`).
 * @param {Header[]} security
 * @returns {Header[]}
 */
export function crossOriginHeaders(security) {
  return security.map(([name, value]) => [
    name,
    name === resourcePolicyHeader ? 'cross-origin' : value,
  ]);
}

/**
 * Netlify / Cloudflare Pages `_headers` file. Both hosts give a request the headers of every
 * block whose pattern matches it, so each header is written in one block only, `/*`, which
 * every path (a 404 at any depth too) matches. The one exception is the resource policy of
 * `crossOriginPaths`, in blocks after it: Cloudflare Pages applies matching blocks in order
 * and `! Name` detaches the value an earlier block set (it would join the two with a comma);
 * Netlify's parser skips that line, and the later block's value replaces the earlier one (as
 * its CLI resolves headers; integrations/security-headers.test.mjs models both hosts).
 * @param {Header[]} security
 */
export function renderHeadersFile(security) {
  /** @param {string} pattern @param {string[]} lines */
  const block = (pattern, lines) => [pattern, ...lines.map((line) => `  ${line}`), ''];
  /** @param {Header[]} headers */
  const set = (headers) => headers.map(([name, value]) => `${name}: ${value}`);
  const [assets, media, pages] = cacheRules;
  return [
    '# Written by the build (integrations/security-headers.mjs): edit that file, not this one.',
    ...block('/*', set(security)),
    ...block(assets.pattern, set([['Cache-Control', assets.cacheControl]])),
    ...block(media.pattern, set([['Cache-Control', media.cacheControl]])),
    ...block('/', set([['Cache-Control', pages.cacheControl]])),
    ...block('/*.html', set([['Cache-Control', pages.cacheControl]])),
    ...crossOriginPaths.flatMap((pattern) =>
      block(pattern, [
        `! ${resourcePolicyHeader}`,
        ...set([[resourcePolicyHeader, 'cross-origin']]),
      ]),
    ),
  ].join('\n');
}

/**
 * What the hosts document as the most they accept, and our own bound. A longer policy fails
 * at deploy time or, worse, is cut short in silence, so the build refuses first
 * (`headerLimitBreaches`). Our bound is the tightest: a header line of at most 1,000
 * characters, whatever the number of pages, since every response carries it.
 */
export const headerLimits = {
  /** Cloudflare Pages reads `_headers` lines up to 2,000 characters, and at most 100 rules. */
  cloudflareLine: 2000,
  cloudflareRules: 100,
  /** CloudFront: the Content-Security-Policy value of a response headers policy (its quotas page). */
  cloudfrontCsp: 1783,
  /** Ours: every `_headers` line, and every header a response carries (`Name: value`). */
  ownLine: 1000,
};

/**
 * The limits the written headers break, each a sentence naming the limit, the host and the
 * line: empty when all hold.
 * @param {Header[]} security the headers every response carries
 * @param {string} headersFile the `_headers` file written from them
 * @returns {string[]}
 */
export function headerLimitBreaches(security, headersFile) {
  const breaches = [];
  const number = (/** @type {number} */ count) => count.toLocaleString('en');
  const lines = headersFile.split('\n');
  lines.forEach((line, index) => {
    const where = `line ${index + 1} of _headers (${line.trim().split(':')[0]}) has ${number(line.length)} characters`;
    if (line.length > headerLimits.cloudflareLine)
      breaches.push(
        `Cloudflare Pages reads at most ${number(headerLimits.cloudflareLine)} characters per line of _headers: ${where}.`,
      );
    else if (line.length > headerLimits.ownLine)
      breaches.push(
        `Our own limit is ${number(headerLimits.ownLine)} characters per line of _headers, for every host: ${where}.`,
      );
  });
  const rules = lines.filter((line) => line.startsWith('/')).length;
  if (rules > headerLimits.cloudflareRules)
    breaches.push(
      `Cloudflare Pages accepts at most ${headerLimits.cloudflareRules} rules in _headers: this one has ${rules}.`,
    );
  for (const [name, value] of [
    ...security,
    ...cacheRules.map(
      ({ cacheControl }) => /** @type {Header} */ (['Cache-Control', cacheControl]),
    ),
  ]) {
    if (name === 'Content-Security-Policy' && value.length > headerLimits.cloudfrontCsp)
      breaches.push(
        `CloudFront accepts a Content-Security-Policy of at most ${number(headerLimits.cloudfrontCsp)} characters in a response headers policy: this one has ${number(value.length)}.`,
      );
    const header = `${name}: ${value}`;
    if (header.length > headerLimits.ownLine)
      breaches.push(
        `Our own limit is ${number(headerLimits.ownLine)} characters for a header of any response: ${name} has ${number(header.length)}.`,
      );
  }
  return breaches;
}

/**
 * Stops the build when the headers break a limit (`headerLimitBreaches`), naming each.
 * @param {Header[]} security
 * @param {string} headersFile
 */
export function refuseHeadersOverLimits(security, headersFile) {
  const breaches = headerLimitBreaches(security, headersFile);
  if (breaches.length > 0)
    throw new Error(
      `The site's headers are longer than a host accepts (integrations/security-headers.mjs):\n${breaches.map((breach) => `  - ${breach}`).join('\n')}`,
    );
}

/**
 * nginx `add_header` lines (`always`, so 404 pages carry them too), one file per resource
 * policy: deploy/nginx.conf includes one of them in every location, since a location with an
 * add_header of its own (Cache-Control) inherits none from the server level.
 * @param {Header[]} security
 * @returns {Record<string, string>} file name in `build/nginx/` → contents
 */
export function renderNginxHeaders(security) {
  /** @param {Header[]} headers */
  const lines = (headers) =>
    headers
      .map(([name, value]) => `add_header ${name} "${value.replaceAll('"', '\\"')}" always;`)
      .join('\n') + '\n';
  return {
    'security-headers.conf': lines(security),
    'cross-origin-headers.conf': lines(crossOriginHeaders(security)),
  };
}

/**
 * serve-handler `headers` rules, matched against the served file's path (`404.html` for a
 * missing page). serve-handler applies every matching rule in order and a later value replaces
 * an earlier one, so each response gets each header once.
 * @param {Header[]} security
 */
export function serveHandlerHeaders(security) {
  /** @param {Header} header */
  const toRule = ([key, value]) => ({ key, value });
  /** `_headers` pattern → serve-handler glob: `/icons/*` → `icons/**`. @param {string} pattern */
  const glob = (pattern) => pattern.slice(1).replace(/\*$/, '**');
  return [
    { source: '**', headers: security.map(toRule) },
    ...crossOriginPaths.map((pattern) => ({
      source: glob(pattern),
      headers: [{ key: resourcePolicyHeader, value: 'cross-origin' }],
    })),
    { source: '**/*.html', headers: [{ key: 'Cache-Control', value: cacheRules[2].cacheControl }] },
    { source: 'assets/**', headers: [{ key: 'Cache-Control', value: cacheRules[0].cacheControl }] },
    { source: 'media/**', headers: [{ key: 'Cache-Control', value: cacheRules[1].cacheControl }] },
  ];
}

/**
 * Where the live content editor (src/editor/live/, `npm run build:editor`) connects: Keystatic
 * Cloud's API for sign-in, reading the repository and committing a save; its collaboration
 * socket (a paid option, used only if the agency turns it on); and GitHub's raw files, from
 * which Keystatic reads a public repository's pictures.
 */
const editorConnectOrigins = [
  'https://api.keystatic.cloud',
  'wss://live.keystatic.cloud',
  'https://raw.githubusercontent.com',
];

/**
 * The live editor's Content Security Policy. It is served from its own address, so the site's
 * pages keep theirs, unloosened. Its interface (Keystar UI) writes its styles into `<style>`
 * elements as it runs, so styles are allowed inline; scripts come only from its own files.
 * Pictures show as `blob:` and `data:` addresses, and editors' avatars come from GitHub. The
 * Google Fonts stylesheet Keystatic asks for is not allowed: the interface uses the
 * computer's own lettering, as it does offline, and no editor's visit is told to Google.
 */
export function editorContentSecurityPolicy() {
  /** @type {[string, string][]} */
  const directives = [
    ['default-src', "'none'"],
    ['script-src', "'self'"],
    ['style-src', "'self' 'unsafe-inline'"],
    ['img-src', "'self' blob: data: https://avatars.githubusercontent.com"],
    ['font-src', "'self'"],
    ['connect-src', ["'self'", ...editorConnectOrigins].join(' ')],
    ['frame-src', "'none'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map(([name, value]) => `${name} ${value}`).join('; ');
}

/**
 * Every response of the live editor: the site's security set with the editor's own policy,
 * and kept out of search engines.
 * @returns {Header[]}
 */
export function editorSecurityHeaders() {
  return [...securityHeaders(editorContentSecurityPolicy()), ['X-Robots-Tag', 'noindex, nofollow']];
}

/**
 * The live editor's `_headers` file: every header on every path, and its hashed scripts
 * cached for a year.
 * @param {Header[]} security
 */
export function renderEditorHeadersFile(security) {
  const [assets, , pages] = cacheRules;
  return [
    '# Written by `npm run build:editor` (integrations/security-headers.mjs): edit that file, not this one.',
    '/*',
    ...security.map(([name, value]) => `  ${name}: ${value}`),
    `  Cache-Control: ${pages.cacheControl}`,
    '',
    assets.pattern,
    '  ! Cache-Control',
    `  Cache-Control: ${assets.cacheControl}`,
    '',
  ].join('\n');
}

/**
 * The live editor's `_redirects` file (Netlify, Cloudflare Pages): its one page,
 * `keystatic.html`, answers every address under /keystatic/, where Keystatic keeps its screens
 * and its sign-in's return address; the bare address opens the editor. The page is not
 * `keystatic/index.html`: Cloudflare Pages reads a rule's target without `.html` or `/index`,
 * and a target that its own rule matches (`/keystatic/`) is a loop it refuses.
 */
export const editorRedirectsFile = [
  '# Written by `npm run build:editor` (integrations/security-headers.mjs).',
  '/ /keystatic 302',
  '/keystatic/* /keystatic.html 200',
  '',
].join('\n');
