// Scores a site's headers by the rules of Mozilla's HTTP Observatory (MDN HTTP Observatory,
// github.com/mdn/mdn-http-observatory, tag v1.6.3: its ten tests, score table and grading),
// offline and against any address, 127.0.0.1 included.
//
// Why not the package itself: `@mdn/mdn-http-observatory` (1.4.8 on npm) scans only
// http://<host>/ and https://<host>/ on the standard ports with a verified certificate, and its
// HSTS and redirection tests read an HSTS preload list its install script downloads from
// GitHub (the install fails without network; the tests then throw). So the rules are
// re-stated here, each test under the Observatory's own name and result names.
//
// What is not modelled: membership of Chromium's HSTS preload list (pass `hstsPreloaded`),
// certificate validity (a response given here counts as verified), and cookie details beyond
// "none set". Several policies (a header and a page's <meta>, or a header sent twice) are
// combined as the Observatory combines them (`combinePolicies`).
//
// Usage: node tools/observatory.mjs https://www.example.com [http://www.example.com]
import { parse } from 'parse5';

/**
 * @typedef {{ url: string, status: number, headers: Record<string, string>, setCookies?: string[], html?: string }} ScannedResponse
 *   header names in lower case; a header sent twice is one value joined with ", ", as
 *   HTTP clients (and the Observatory's) present it
 * @typedef {{
 *   page: ScannedResponse,
 *   httpRoute: string[] | null,
 *   cors: ScannedResponse | null,
 *   corsOrigin?: string,
 *   hstsPreloaded?: boolean,
 * }} Scan
 *   `page`: the final HTTPS response for the site's root; `httpRoute`: the URLs visited from
 *   http://<host>/ by following redirects (null when nothing answers on HTTP); `cors`: the answer
 *   to a CORS preflight for the page
 * @typedef {{ name: string, result: string, modifier: number }} TestResult
 */

/** The Observatory's score modifier for each result it can give (grader/charts.js). */
export const scoreTable = {
  'csp-implemented-with-no-unsafe-default-src-none': 10,
  'csp-implemented-with-no-unsafe': 5,
  'csp-implemented-with-unsafe-inline-in-style-src-only': 0,
  'csp-implemented-but-duplicate-directives': 0,
  'csp-implemented-with-insecure-scheme-in-passive-content-only': -10,
  'csp-implemented-with-unsafe-eval': -10,
  'csp-implemented-with-unsafe-inline': -20,
  'csp-implemented-with-insecure-scheme': -20,
  'csp-header-invalid': -25,
  'csp-not-implemented': -25,
  'cookies-not-found': 0,
  'cross-origin-resource-sharing-not-implemented': 0,
  'cross-origin-resource-sharing-implemented-with-public-access': 0,
  'cross-origin-resource-sharing-implemented-with-restricted-access': 0,
  'cross-origin-resource-sharing-implemented-with-universal-access': -50,
  'redirection-all-redirects-preloaded': 0,
  'redirection-to-https': 0,
  'redirection-not-needed-no-http': 0,
  'redirection-off-host-from-http': -5,
  'redirection-not-to-https-on-initial-redirection': -10,
  'redirection-not-to-https': -20,
  'redirection-missing': -20,
  'referrer-policy-private': 5,
  'referrer-policy-not-implemented': 0,
  'referrer-policy-unsafe': -5,
  'referrer-policy-header-invalid': -5,
  'hsts-preloaded': 5,
  'hsts-implemented-max-age-at-least-six-months': 0,
  'hsts-implemented-max-age-less-than-six-months': -10,
  'hsts-header-invalid': -20,
  'hsts-not-implemented': -20,
  'sri-implemented-and-all-scripts-loaded-securely': 5,
  'sri-implemented-and-external-scripts-loaded-securely': 5,
  'sri-not-implemented-response-not-html': 0,
  'sri-not-implemented-but-no-scripts-loaded': 0,
  'sri-not-implemented-but-all-scripts-loaded-from-secure-origin': 0,
  'sri-not-implemented-but-external-scripts-loaded-securely': -5,
  'sri-implemented-but-external-scripts-not-loaded-securely': -20,
  'sri-not-implemented-and-external-scripts-not-loaded-securely': -50,
  'x-content-type-options-nosniff': 0,
  'x-content-type-options-not-implemented': -5,
  'x-content-type-options-header-invalid': -5,
  'x-frame-options-implemented-via-csp': 5,
  'x-frame-options-sameorigin-or-deny': 5,
  'x-frame-options-allow-from-origin': 0,
  'x-frame-options-not-implemented': -20,
  'x-frame-options-header-invalid': -20,
  'corp-implemented-with-same-origin': 10,
  'corp-implemented-with-same-site': 10,
  'corp-implemented-with-cross-origin': 0,
  'corp-not-implemented': 0,
  'corp-header-invalid': -5,
};

/** Results this checker gives where the Observatory would look further; they fail a scan. */
const unmodelled = new Set(['cookies-found-not-modelled']);

/** The Observatory's extra credit counts only when the score without it is at least this. */
const minimumScoreForExtraCredit = 90;

const broadSources = new Set([
  'ftp:',
  'http:',
  'https:',
  '*',
  'http://*',
  'http://*.*',
  'https://*',
  'https://*.*',
]);
const inlineSources = new Set(["'unsafe-inline'", 'data:']);
const broadOrInline = new Set([...broadSources, ...inlineSources]);
/** Image and media sources are "passive content": http: there costs less. */
const passiveDirectives = new Set(['img-src', 'media-src']);
/** Directives a `<meta>` policy cannot carry. */
const headerOnlyDirectives = ['frame-ancestors', 'report-uri', 'sandbox'];

/**
 * @typedef {import('parse5').DefaultTreeAdapterMap['node']} Node
 * @typedef {import('parse5').DefaultTreeAdapterMap['element']} Element
 */

/**
 * Elements of a document as a DOM query sees them: `<template>` content is a separate
 * fragment, left out. Parsed with scripting off, as the Observatory's jsdom parses.
 * @param {string} html
 * @returns {Element[]}
 */
function documentElements(html) {
  /** @type {Element[]} */
  const found = [];
  /** @param {Node} node */
  const walk = (node) => {
    if ('tagName' in node) found.push(node);
    if ('childNodes' in node) node.childNodes.forEach(walk);
  };
  walk(parse(html, { scriptingEnabled: false }));
  return found;
}

/** @param {Element} element @param {string} name */
const attributeOf = (element, name) => element.attrs.find((attr) => attr.name === name)?.value;

/**
 * `<meta http-equiv>` values of the page, by lower-case header name.
 * @param {string | undefined} html
 */
function httpEquiv(html) {
  /** @type {Map<string, string[]>} */
  const values = new Map();
  for (const element of html ? documentElements(html) : []) {
    const name = element.tagName === 'meta' ? attributeOf(element, 'http-equiv') : undefined;
    const content = element.tagName === 'meta' ? attributeOf(element, 'content') : undefined;
    if (!name || content === undefined) continue;
    values.set(name.toLowerCase(), [...(values.get(name.toLowerCase()) ?? []), content]);
  }
  return values;
}

/**
 * One policy's directives, names and sources in lower case. A directive given twice makes the
 * policy invalid (the Observatory's rule, stricter than browsers, which keep the first).
 * @param {string} policy
 * @returns {Map<string, Set<string>>}
 */
export function parsePolicy(policy) {
  const text = policy.replaceAll(/[\r\n]/g, '').trim();
  if (text.length < 'img-src'.length - 1) throw new Error(`policy too short: ${text}`);
  /** @type {Map<string, Set<string>>} */
  const directives = new Map();
  for (const entry of text.split(';')) {
    const [rawName, ...sources] = entry.trim().split(/\s+/);
    if (!rawName) continue;
    const name = rawName.toLowerCase();
    if (directives.has(name)) {
      if (name === 'report-uri' || name === 'report-to') continue;
      throw new Error(`directive ${name} given twice`);
    }
    const values = sources.map((source) => source.toLowerCase());
    directives.set(name, new Set(values.length || !name.endsWith('-src') ? values : ["'none'"]));
  }
  return directives;
}

/** The Observatory sorts sources as English text sorts, not by code point. */
const sourceOrder = new Intl.Collator('en').compare;

/**
 * Whether a source of an earlier policy covers one of a later policy: the same, or, when it
 * ends with `/`, a path the later one continues, compared segment by decoded segment.
 * @param {string} earlier
 * @param {string} later
 */
function covers(earlier, later) {
  if (earlier === '' || (earlier === '/' && later === '')) return true;
  const folder = earlier.endsWith('/');
  const outer = earlier.split('/').slice(0, folder ? -1 : undefined);
  const inner = later.split('/');
  if (folder ? outer.length + 1 > inner.length : outer.length !== inner.length) return false;
  return outer.every(
    (segment, index) => decodeURIComponent(segment) === decodeURIComponent(inner[index] ?? ''),
  );
}

/**
 * Several policies read as one, by the Observatory's rule (its src/analyzer/cspParser.js):
 * the first policy's sources count (less any a shorter source of the same list begins); a
 * directive a later policy names too keeps only the sources both name (a later source right
 * after an earlier one that covers it, in sorted order), and a directive only a later policy
 * names keeps none: `'none'`. A browser enforces every policy, so what both allow is what
 * passes; the Observatory's last rule is stricter than a browser, which would apply the later
 * policy's list.
 * @param {string[]} policies in order: the header's, then the page's `<meta>`s
 * @returns {Map<string, Set<string>>}
 */
export function combinePolicies(policies) {
  /** @type {Map<string, { source: string, policy: number }[]>} */
  const combined = new Map();
  policies.forEach((text, policy) => {
    for (const [name, sources] of parsePolicy(text)) {
      const own = [...sources].map((source) => ({ source, policy }));
      const merged = [...(policy === 0 ? [] : (combined.get(name) ?? [])), ...own].sort((a, b) =>
        sourceOrder(a.source, b.source),
      );
      combined.set(
        name,
        merged.filter((entry, index) => {
          const before = merged[index - 1];
          if (policy === 0) return !before || !entry.source.startsWith(before.source);
          return (
            entry.policy === policy &&
            before !== undefined &&
            before.policy !== policy &&
            covers(before.source, entry.source)
          );
        }),
      );
    }
  });
  return new Map(
    [...combined].map(([name, entries]) => [
      name,
      new Set(entries.length > 0 ? entries.map((entry) => entry.source) : ["'none'"]),
    ]),
  );
}

/**
 * Content Security Policy (the Observatory's `content-security-policy` test).
 * @param {Scan} scan
 * @returns {TestResult & { directives?: Map<string, Set<string>> }}
 */
function contentSecurityPolicyTest({ page }) {
  const name = 'content-security-policy';
  const header = page.headers['content-security-policy'];
  // A header sent twice arrives joined with ", "; a comma never occurs inside a policy.
  /** @param {string[]} values */
  const split = (values) => values.flatMap((value) => value.split(',').map((one) => one.trim()));
  const headerPolicies = split(header === undefined ? [] : [header]);
  const metaPolicies = split(httpEquiv(page.html).get('content-security-policy') ?? []);
  /** @param {string} result */
  const outcome = (result) => ({ name, result, modifier: modifierOf(result) });
  if (headerPolicies.length + metaPolicies.length === 0) return outcome('csp-not-implemented');
  /** @type {Map<string, Set<string>>} */
  let csp;
  try {
    csp = combinePolicies([...headerPolicies, ...metaPolicies]);
  } catch {
    return outcome('csp-header-invalid');
  }
  /** @param {string[]} policies @param {string[]} [ignored] directives this place cannot carry */
  const size = (policies, ignored = []) => {
    try {
      return [...combinePolicies(policies).keys()].filter((key) => !ignored.includes(key)).length;
    } catch {
      return 0;
    }
  };
  // A <meta> policy with only header-only directives counts as none. (The others still read
  // the whole policy: the X-Frame-Options test credits even a <meta> frame-ancestors.)
  if (size(headerPolicies) + size(metaPolicies, headerOnlyDirectives) === 0)
    return outcome('csp-not-implemented');

  const fallback = (/** @type {string} */ directive) =>
    new Set(csp.get(directive) ?? csp.get('default-src') ?? ['*']);
  const scriptSrc = fallback('script-src');
  const styleSrc = fallback('style-src');
  const objectSrc = fallback('object-src');
  const hashOrNonce = (/** @type {Set<string>} */ sources) =>
    [...sources].some((source) => /^'(sha256|sha384|sha512|nonce)-/.test(source));
  // A hash or nonce in a list makes browsers ignore 'unsafe-inline' in that list.
  for (const sources of [scriptSrc, styleSrc])
    if (hashOrNonce(sources)) sources.delete("'unsafe-inline'");
  if (scriptSrc.has("'strict-dynamic'")) {
    if (!hashOrNonce(scriptSrc)) return outcome('csp-header-invalid');
    for (const source of [...scriptSrc])
      if (
        source === "'self'" ||
        source === "'unsafe-inline'" ||
        [...broadSources].some((broad) => source.startsWith(broad))
      )
        scriptSrc.delete(source);
  }
  const https = new URL(page.url).protocol === 'https:';
  const insecure = (/** @type {string} */ source) =>
    source.startsWith('http:') || source.startsWith('ftp:');
  const activeSources = [
    ...[...csp]
      .filter(([directive]) => !passiveDirectives.has(directive) && directive !== 'script-src')
      .flatMap(([, sources]) => [...sources]),
    ...scriptSrc,
  ];
  const passiveSources = [...passiveDirectives].flatMap((directive) => [
    ...(csp.get(directive) ?? csp.get('default-src') ?? []),
  ]);

  let result;
  if (
    [...scriptSrc].some((source) => broadOrInline.has(source)) ||
    [...objectSrc].some((source) => broadSources.has(source))
  )
    result = 'csp-implemented-with-unsafe-inline';
  else if (https && activeSources.some(insecure)) result = 'csp-implemented-with-insecure-scheme';
  else if (scriptSrc.has("'unsafe-eval'") || styleSrc.has("'unsafe-eval'"))
    result = 'csp-implemented-with-unsafe-eval';
  else if (https && passiveSources.some(insecure))
    result = 'csp-implemented-with-insecure-scheme-in-passive-content-only';
  else if ([...styleSrc].some((source) => broadOrInline.has(source)))
    result = 'csp-implemented-with-unsafe-inline-in-style-src-only';
  else {
    const defaultSrc = csp.get('default-src');
    result =
      defaultSrc?.size === 1 && defaultSrc.has("'none'")
        ? 'csp-implemented-with-no-unsafe-default-src-none'
        : 'csp-implemented-with-no-unsafe';
  }
  return { ...outcome(result), directives: csp };
}

/** @param {Scan} scan @returns {TestResult} */
function cookiesTest({ page }) {
  const found = (page.setCookies ?? []).length > 0;
  return {
    name: 'cookies',
    result: found ? 'cookies-found-not-modelled' : 'cookies-not-found',
    modifier: 0,
  };
}

/** @param {Scan} scan @returns {TestResult} */
function crossOriginResourceSharingTest({ cors, corsOrigin = observatoryOrigin }) {
  const allowOrigin = cors?.headers['access-control-allow-origin']?.trim().toLowerCase();
  const credentials = cors?.headers['access-control-allow-credentials']?.trim().toLowerCase();
  let result = 'cross-origin-resource-sharing-not-implemented';
  if (allowOrigin === '*') result = 'cross-origin-resource-sharing-implemented-with-public-access';
  else if (allowOrigin && allowOrigin === corsOrigin.toLowerCase() && credentials === 'true')
    result = 'cross-origin-resource-sharing-implemented-with-universal-access';
  else if (allowOrigin) result = 'cross-origin-resource-sharing-implemented-with-restricted-access';
  return { name: 'cross-origin-resource-sharing', result, modifier: modifierOf(result) };
}

/** @param {Scan} scan @returns {TestResult} */
function redirectionTest({ httpRoute, hstsPreloaded = false }) {
  const route = (httpRoute ?? []).map((url) => new URL(url));
  let result;
  if (!httpRoute) result = 'redirection-not-needed-no-http';
  else if (hstsPreloaded) result = 'redirection-all-redirects-preloaded';
  else if (route.length <= 1) result = 'redirection-missing';
  else if (route.at(-1)?.protocol !== 'https:') result = 'redirection-not-to-https';
  else if (route[1]?.protocol === 'http:')
    result = 'redirection-not-to-https-on-initial-redirection';
  else if (route[0]?.hostname !== route[1]?.hostname) result = 'redirection-off-host-from-http';
  else result = 'redirection-to-https';
  return { name: 'redirection', result, modifier: modifierOf(result) };
}

/** @param {Scan} scan @returns {TestResult} */
function referrerPolicyTest({ page }) {
  const safe = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'];
  const unsafe = ['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade'];
  const values = [
    ...(page.headers['referrer-policy'] === undefined ? [] : [page.headers['referrer-policy']]),
    ...(httpEquiv(page.html).get('referrer-policy') ?? []),
  ];
  let result = 'referrer-policy-not-implemented';
  if (values.length) {
    // The last policy the browser knows is the one it uses; the meta tag comes last.
    const known = values
      .join(',')
      .split(',')
      .map((token) => token.trim().toLowerCase())
      .filter((token) => safe.includes(token) || unsafe.includes(token));
    const policy = known.at(-1);
    result =
      policy && safe.includes(policy)
        ? 'referrer-policy-private'
        : policy
          ? 'referrer-policy-unsafe'
          : 'referrer-policy-header-invalid';
  }
  return { name: 'referrer-policy', result, modifier: modifierOf(result) };
}

/** Six months as the Observatory counts them. */
const sixMonths = 15552000;

/** @param {Scan} scan @returns {TestResult} */
function strictTransportSecurityTest({ page, hstsPreloaded = false }) {
  const header = page.headers['strict-transport-security'];
  let result = 'hsts-not-implemented';
  if (header !== undefined) {
    const maxAge = header
      .split(';')
      .map((part) => part.trim().toLowerCase())
      .find((part) => part.startsWith('max-age='));
    const seconds = maxAge === undefined ? NaN : parseInt(maxAge.slice('max-age='.length), 10);
    // A comma means the header was sent twice.
    if (header.includes(',') || Number.isNaN(seconds)) result = 'hsts-header-invalid';
    else
      result =
        seconds < sixMonths
          ? 'hsts-implemented-max-age-less-than-six-months'
          : 'hsts-implemented-max-age-at-least-six-months';
  }
  if (hstsPreloaded) result = 'hsts-preloaded';
  return { name: 'strict-transport-security', result, modifier: modifierOf(result) };
}

/**
 * Subresource Integrity. Same registrable domain is approximated by the last two labels of the
 * host name (the Observatory asks the public suffix list).
 * @param {Scan} scan
 * @returns {TestResult}
 */
function subresourceIntegrityTest({ page }) {
  const name = 'subresource-integrity';
  const type = (page.headers['content-type'] ?? '').split(';')[0]?.trim();
  if (type !== 'text/html' && type !== 'application/xhtml+xml')
    return { name, result: 'sri-not-implemented-response-not-html', modifier: 0 };
  const site = (/** @type {string} */ host) => host.split('.').slice(-2).join('.');
  const pageUrl = new URL(page.url);
  const order = [
    'sri-implemented-and-all-scripts-loaded-securely',
    'sri-implemented-and-external-scripts-loaded-securely',
    'sri-implemented-but-external-scripts-not-loaded-securely',
    'sri-not-implemented-but-external-scripts-loaded-securely',
    'sri-not-implemented-and-external-scripts-not-loaded-securely',
  ];
  /** @type {string | null} */
  let result = null;
  let foreign = false;
  const worse = (/** @type {string} */ next) => {
    if (result === null || order.indexOf(next) > order.indexOf(result)) result = next;
  };
  const scripts = documentElements(page.html ?? '').filter(
    (element) => element.tagName === 'script' && attributeOf(element, 'src'),
  );
  for (const script of scripts) {
    const src = /** @type {string} */ (attributeOf(script, 'src'));
    const integrity = attributeOf(script, 'integrity');
    const protocolRelative = /^\/\/[^/]/.test(src);
    const absolute = /^https?:\/\//.test(src);
    const relative = !protocolRelative && !absolute;
    const sameSite =
      relative || protocolRelative || site(new URL(src).hostname) === site(pageUrl.hostname);
    const secureOrigin = relative || (sameSite && !protocolRelative);
    const secureScheme = absolute
      ? new URL(src).protocol === 'https:'
      : relative && pageUrl.protocol === 'https:';
    if (!secureOrigin) {
      foreign = true;
      if (integrity && !secureScheme)
        worse('sri-implemented-but-external-scripts-not-loaded-securely');
      else if (!integrity && secureScheme)
        worse('sri-not-implemented-but-external-scripts-loaded-securely');
      else if (!integrity) worse('sri-not-implemented-and-external-scripts-not-loaded-securely');
    } else if (integrity && secureScheme && result === null) {
      result = 'sri-implemented-and-all-scripts-loaded-securely';
    }
  }
  if (scripts.length === 0) result = 'sri-not-implemented-but-no-scripts-loaded';
  else if (result === null)
    result = foreign
      ? 'sri-implemented-and-external-scripts-loaded-securely'
      : 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin';
  const final = /** @type {string} */ (result);
  return { name, result: final, modifier: modifierOf(final) };
}

/** @param {Scan} scan @returns {TestResult} */
function xContentTypeOptionsTest({ page }) {
  const header = page.headers['x-content-type-options'];
  const result =
    header === undefined
      ? 'x-content-type-options-not-implemented'
      : header.trim().toLowerCase() === 'nosniff'
        ? 'x-content-type-options-nosniff'
        : 'x-content-type-options-header-invalid';
  return { name: 'x-content-type-options', result, modifier: modifierOf(result) };
}

/**
 * X-Frame-Options, or CSP frame-ancestors, which takes its place.
 * @param {Scan} scan
 * @param {Map<string, Set<string>> | undefined} csp
 * @returns {TestResult}
 */
function xFrameOptionsTest({ page }, csp) {
  const header = page.headers['x-frame-options']?.trim().toLowerCase();
  let result = 'x-frame-options-not-implemented';
  if (header !== undefined)
    result =
      header === 'deny' || header === 'sameorigin'
        ? 'x-frame-options-sameorigin-or-deny'
        : header.startsWith('allow-from')
          ? 'x-frame-options-allow-from-origin'
          : 'x-frame-options-header-invalid';
  if (csp?.has('frame-ancestors')) result = 'x-frame-options-implemented-via-csp';
  return { name: 'x-frame-options', result, modifier: modifierOf(result) };
}

/** @param {Scan} scan @returns {TestResult} */
function crossOriginResourcePolicyTest({ page }) {
  const meta = httpEquiv(page.html).get('cross-origin-resource-policy');
  const value = (page.headers['cross-origin-resource-policy'] ?? meta?.at(-1))
    ?.trim()
    .toLowerCase();
  const results = /** @type {Record<string, string>} */ ({
    'same-origin': 'corp-implemented-with-same-origin',
    'same-site': 'corp-implemented-with-same-site',
    'cross-origin': 'corp-implemented-with-cross-origin',
  });
  // A header sent twice arrives as "a, b": no valid policy, and no protection in browsers.
  const result =
    value === undefined ? 'corp-not-implemented' : (results[value] ?? 'corp-header-invalid');
  return { name: 'cross-origin-resource-policy', result, modifier: modifierOf(result) };
}

/** @param {string} result */
function modifierOf(result) {
  return scoreTable[/** @type {keyof typeof scoreTable} */ (result)] ?? 0;
}

/** The grade for a score, as the Observatory floors it to a multiple of five. */
export function gradeOf(/** @type {number} */ score) {
  const grades = /** @type {[number, string][]} */ ([
    [100, 'A+'],
    [90, 'A'],
    [85, 'A-'],
    [80, 'B+'],
    [70, 'B'],
    [65, 'B-'],
    [60, 'C+'],
    [50, 'C'],
    [45, 'C-'],
    [40, 'D+'],
    [30, 'D'],
    [25, 'D-'],
    [0, 'F'],
  ]);
  return grades.find(([floor]) => Math.max(score, 0) >= floor)?.[1] ?? 'F';
}

/** The origin the Observatory sends its CORS preflight from. */
export const observatoryOrigin = 'https://http-observatory.security.mozilla.org';

/**
 * Runs the ten tests and scores them: from 100, every penalty; then, only when that leaves at
 * least 90, every bonus too. A+ from 100 up.
 * @param {Scan} scan
 */
export function scoreSite(scan) {
  const csp = contentSecurityPolicyTest(scan);
  const { directives, ...cspResult } = csp;
  /** @type {TestResult[]} */
  const tests = [
    cspResult,
    cookiesTest(scan),
    crossOriginResourceSharingTest(scan),
    redirectionTest(scan),
    referrerPolicyTest(scan),
    strictTransportSecurityTest(scan),
    subresourceIntegrityTest(scan),
    xContentTypeOptionsTest(scan),
    xFrameOptionsTest(scan, directives),
    crossOriginResourcePolicyTest(scan),
  ];
  const penalties = tests.reduce((sum, test) => sum + Math.min(test.modifier, 0), 0);
  const bonuses = tests.reduce((sum, test) => sum + Math.max(test.modifier, 0), 0);
  const uncurved = 100 + penalties;
  const score = Math.max(uncurved >= minimumScoreForExtraCredit ? uncurved + bonuses : uncurved, 0);
  const notModelled = tests.filter((test) => unmodelled.has(test.result)).map((test) => test.name);
  return { score, grade: gradeOf(score), tests, notModelled };
}

/**
 * A response as the scorer reads it.
 * @param {Response} response
 * @returns {Promise<ScannedResponse>}
 */
export async function scannedResponse(response) {
  /** @type {Record<string, string>} */
  const headers = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const html = /html/.test(response.headers.get('content-type') ?? '')
    ? await response.text()
    : undefined;
  return {
    url: response.url,
    status: response.status,
    headers,
    setCookies: response.headers.getSetCookie(),
    html,
  };
}

/**
 * Fetches what the Observatory fetches: the HTTPS root, the redirect route from HTTP, and a
 * CORS preflight.
 * @param {string} httpsUrl
 * @param {string} [httpUrl]
 */
export async function scan(httpsUrl, httpUrl = httpsUrl.replace(/^https:/, 'http:')) {
  const page = await scannedResponse(await fetch(httpsUrl, { headers: { accept: 'text/html' } }));
  /** @type {string[] | null} */
  let httpRoute = [httpUrl];
  try {
    for (let hop = 0; hop < 10; hop++) {
      const current = /** @type {string} */ (httpRoute.at(-1));
      const response = await fetch(current, { redirect: 'manual' });
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) break;
      httpRoute.push(new URL(location, current).href);
    }
  } catch {
    httpRoute = httpRoute.length > 1 ? httpRoute : null;
  }
  const cors = await scannedResponse(
    await fetch(page.url, {
      method: 'OPTIONS',
      headers: { origin: observatoryOrigin, 'access-control-request-method': 'GET' },
    }),
  );
  return scoreSite({ page, httpRoute, cors });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [httpsUrl, httpUrl] = process.argv.slice(2);
  if (!httpsUrl) {
    console.error('Usage: node tools/observatory.mjs https://host/ [http://host/]');
    process.exit(2);
  }
  const { score, grade, tests, notModelled } = await scan(httpsUrl, httpUrl);
  for (const test of tests)
    console.log(`${test.name.padEnd(30)} ${String(test.modifier).padStart(4)}  ${test.result}`);
  console.log(
    `score ${score}, grade ${grade}${notModelled.length ? ` (not modelled: ${notModelled.join(', ')})` : ''}`,
  );
}
