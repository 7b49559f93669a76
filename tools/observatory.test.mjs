import { describe, expect, it } from 'vitest';
import {
  headerContentSecurityPolicy,
  pageContentSecurityPolicy,
  securityHeaders,
} from '../integrations/security-headers.mjs';
import { emailjsApiOrigin } from '../src/config/build-settings.js';
import { combinePolicies, gradeOf, scoreSite } from './observatory.mjs';
import { observatoryAPlus } from '../tests/security-expectations.mjs';

const hash = "'sha256-vv9IoKo7BSLbWcUHr3tNmfNVmm5L/9Cfn2H6LMk7/ow='";

/**
 * A scan of an HTTPS site answering with these headers, redirected to from HTTP on the same host.
 * @param {Record<string, string>} headers
 */
function scanWith(
  headers,
  {
    html = '<!doctype html><title>t</title>',
    httpRoute,
  } = /** @type {{ html?: string, httpRoute?: string[] | null }} */ ({}),
) {
  return scoreSite({
    page: {
      url: 'https://www.example.com/',
      status: 200,
      headers: { 'content-type': 'text/html; charset=utf-8', ...headers },
      html,
    },
    httpRoute:
      httpRoute === undefined ? ['http://www.example.com/', 'https://www.example.com/'] : httpRoute,
    cors: { url: 'https://www.example.com/', status: 405, headers: {} },
  });
}

/** @param {ReturnType<typeof scoreSite>} scored @param {string} name */
const resultOf = (scored, name) => scored.tests.find((test) => test.name === name)?.result;

describe('scoreSite: the Observatory’s CSP verdicts', () => {
  it.each([
    [
      `default-src 'none'; script-src 'self' ${hash}; style-src 'self' ${hash}; style-src-attr 'unsafe-inline'; img-src 'self'; font-src 'self'; connect-src https://api.emailjs.com; manifest-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'`,
      'csp-implemented-with-no-unsafe-default-src-none',
    ],
    // style-src-attr is never read, and a hash voids 'unsafe-inline' in its own list.
    [
      `default-src 'none'; style-src 'self' 'unsafe-inline' ${hash}`,
      'csp-implemented-with-no-unsafe-default-src-none',
    ],
    [`default-src 'self'; object-src 'none'`, 'csp-implemented-with-no-unsafe'],
    [
      `default-src 'self'; style-src 'self' 'unsafe-inline'`,
      'csp-implemented-with-unsafe-inline-in-style-src-only',
    ],
    // No object-src and no default-src: objects from anywhere.
    [`script-src 'self'; style-src 'self'`, 'csp-implemented-with-unsafe-inline'],
    [`default-src 'none'; script-src 'self' 'unsafe-inline'`, 'csp-implemented-with-unsafe-inline'],
    [`default-src 'none'; script-src 'self' 'unsafe-eval'`, 'csp-implemented-with-unsafe-eval'],
    [
      `default-src 'none'; connect-src http://api.example.com`,
      'csp-implemented-with-insecure-scheme',
    ],
    [
      `default-src 'none'; img-src http://images.example.com`,
      'csp-implemented-with-insecure-scheme-in-passive-content-only',
    ],
    [`default-src 'none'; img-src 'self'; img-src https:`, 'csp-header-invalid'],
  ])('%s → %s', (policy, expected) => {
    expect(
      resultOf(scanWith({ 'content-security-policy': policy }), 'content-security-policy'),
    ).toBe(expected);
  });

  it('credits frame-ancestors as X-Frame-Options, and counts a missing policy as a penalty', () => {
    const scored = scanWith({
      'content-security-policy': "default-src 'self'; frame-ancestors 'none'",
    });
    expect(resultOf(scored, 'x-frame-options')).toBe('x-frame-options-implemented-via-csp');
    expect(resultOf(scanWith({}), 'content-security-policy')).toBe('csp-not-implemented');
  });
});

describe('combinePolicies: several policies, as the Observatory reads them', () => {
  /** @param {string[]} policies */
  const combined = (policies) =>
    Object.fromEntries([...combinePolicies(policies)].map(([name, set]) => [name, [...set]]));

  it('keeps, in a directive both name, only the sources both name', () => {
    expect(
      combined([
        "script-src 'self' https://a.example; object-src 'none'",
        "script-src 'self' https://b.example; object-src 'none'",
      ]),
    ).toEqual({ 'script-src': ["'self'"], 'object-src': ["'none'"] });
    expect(combined(['img-src https://a.example', 'img-src https://b.example'])).toEqual({
      'img-src': ["'none'"],
    });
  });

  it('keeps a directive only the first names, and gives one only a later policy names nothing', () => {
    expect(
      combined([
        "frame-ancestors 'none'; base-uri 'self'",
        `default-src 'none'; script-src 'self' ${hash}`,
      ]),
    ).toEqual({
      'frame-ancestors': ["'none'"],
      'base-uri': ["'self'"],
      'default-src': ["'none'"],
      'script-src': ["'none'"],
    });
  });

  it('lets an earlier folder cover a later path inside it, and drops a source the same list already begins', () => {
    expect(
      combined(['img-src https://a.example/pics/', 'img-src https://a.example/pics/one.png']),
    ).toEqual({ 'img-src': ['https://a.example/pics/one.png'] });
    expect(
      combined(['img-src https://a.example/pics', 'img-src https://a.example/pics/one.png']),
    ).toEqual({ 'img-src': ["'none'"] });
    expect(combined(['script-src https: https://a.example'])).toEqual({
      'script-src': ['https:'],
    });
  });

  it('refuses a directive given twice in one policy, as before', () => {
    expect(() => combinePolicies(["img-src 'self'", "img-src 'self'; img-src https:"])).toThrow(
      /twice/,
    );
  });
});

describe('scoreSite: a header and a page’s <meta> together', () => {
  const meta = (/** @type {string} */ policy) =>
    `<!doctype html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${policy}"></head>`;

  it('scores the policies combined: the meta’s unsafe script list is read as nothing the header allows', () => {
    const scored = scanWith(
      { 'content-security-policy': "default-src 'none'; script-src 'self'" },
      { html: meta("script-src 'self' 'unsafe-inline'") },
    );
    expect(resultOf(scored, 'content-security-policy')).toBe(
      'csp-implemented-with-no-unsafe-default-src-none',
    );
    expect(scored.notModelled).toEqual([]);
  });

  it('still finds an unsafe source both allow, and reads a header sent twice as two policies', () => {
    expect(
      resultOf(
        scanWith(
          { 'content-security-policy': "object-src 'none'; script-src 'self' 'unsafe-inline'" },
          { html: meta("script-src 'self' 'unsafe-inline'") },
        ),
        'content-security-policy',
      ),
    ).toBe('csp-implemented-with-unsafe-inline');
    expect(
      resultOf(
        scanWith({
          'content-security-policy': "default-src 'none', default-src 'none'; script-src 'self'",
        }),
        'content-security-policy',
      ),
    ).toBe('csp-implemented-with-no-unsafe-default-src-none');
  });

  it('counts a <meta> holding only header-only directives as no policy', () => {
    expect(
      resultOf(scanWith({}, { html: meta("frame-ancestors 'none'") }), 'content-security-policy'),
    ).toBe('csp-not-implemented');
  });
});

describe('scoreSite: the other tests', () => {
  it('reads a header sent twice (joined with a comma) as invalid', () => {
    const scored = scanWith({
      'strict-transport-security': 'max-age=63072000, max-age=63072000',
      'cross-origin-resource-policy': 'same-origin, cross-origin',
    });
    expect(resultOf(scored, 'strict-transport-security')).toBe('hsts-header-invalid');
    expect(resultOf(scored, 'cross-origin-resource-policy')).toBe('corp-header-invalid');
  });

  it('wants HSTS for six months at least', () => {
    expect(
      resultOf(
        scanWith({ 'strict-transport-security': 'max-age=86400' }),
        'strict-transport-security',
      ),
    ).toBe('hsts-implemented-max-age-less-than-six-months');
    expect(
      resultOf(
        scanWith({ 'strict-transport-security': 'max-age=15552000' }),
        'strict-transport-security',
      ),
    ).toBe('hsts-implemented-max-age-at-least-six-months');
  });

  it('follows the HTTP route: to HTTPS on the same host first', () => {
    const route = (/** @type {string[] | null} */ httpRoute) =>
      resultOf(scanWith({}, { httpRoute }), 'redirection');
    expect(route(['http://www.example.com/', 'https://www.example.com/'])).toBe(
      'redirection-to-https',
    );
    expect(route(['http://www.example.com/'])).toBe('redirection-missing');
    expect(route(['http://example.com/', 'https://www.example.com/'])).toBe(
      'redirection-off-host-from-http',
    );
    expect(
      route(['http://example.com/', 'http://www.example.com/', 'https://www.example.com/']),
    ).toBe('redirection-not-to-https-on-initial-redirection');
    expect(route(null)).toBe('redirection-not-needed-no-http');
  });

  it('judges scripts from other sites by their integrity and scheme', () => {
    const sri = (/** @type {string} */ html) =>
      resultOf(scanWith({}, { html }), 'subresource-integrity');
    expect(sri('<script>inline()</script><template><script src="/x.js"></script></template>')).toBe(
      'sri-not-implemented-but-no-scripts-loaded',
    );
    expect(sri('<script type="module" src="/assets/a.js"></script>')).toBe(
      'sri-not-implemented-but-all-scripts-loaded-from-secure-origin',
    );
    expect(sri('<script src="https://cdn.example.net/a.js"></script>')).toBe(
      'sri-not-implemented-but-external-scripts-loaded-securely',
    );
  });

  it('adds bonuses only to a score of 90 or more, and grades as the Observatory does', () => {
    // Referrer-Policy (+5) and frame-ancestors (+5) do not lift a page without a CSP or HSTS.
    const scored = scanWith({
      'referrer-policy': 'no-referrer',
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
    });
    expect(scored.score).toBe(100 - 25 - 20);
    expect(scored.grade).toBe('C');
    expect([
      gradeOf(145),
      gradeOf(100),
      gradeOf(99),
      gradeOf(84),
      gradeOf(24),
      gradeOf(-5),
    ]).toEqual(['A+', 'A+', 'A', 'B+', 'F', 'F']);
  });
});

describe('the headers the build writes for a deployment', () => {
  it('score A+ with every bonus the Observatory gives a static site', () => {
    const pagePolicy = pageContentSecurityPolicy({
      scriptHashes: ['sha256-96rUcMM795r0ydhRUBUwWVx9q9oEDzH8C9CauvULuYQ='],
      styleHashes: ['sha256-vv9IoKo7BSLbWcUHr3tNmfNVmm5L/9Cfn2H6LMk7/ow='],
      styleAttributes: true,
      connectOrigins: [emailjsApiOrigin],
      frameOrigins: ['https://www.openstreetmap.org'],
    });
    const headers = Object.fromEntries(
      securityHeaders(headerContentSecurityPolicy()).map(([name, value]) => [
        name.toLowerCase(),
        value,
      ]),
    );
    const scored = scanWith(headers, {
      html: `<!doctype html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${pagePolicy}"><title>Home</title><script>start()</script></head>`,
    });
    expect(
      Object.fromEntries(scored.tests.map((test) => [test.name, [test.result, test.modifier]])),
    ).toEqual(observatoryAPlus.tests);
    expect(scored).toMatchObject({
      score: observatoryAPlus.score,
      grade: observatoryAPlus.grade,
      notModelled: [],
    });
  });
});
