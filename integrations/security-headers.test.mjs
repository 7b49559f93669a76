import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveBuildSettings } from '../src/config/build-settings.js';
import { hostingHeaders, writeHostingFiles } from './hosting-headers.mjs';
import { headerPolicyDirectives, securityHeaderNames } from '../tests/security-expectations.mjs';
import {
  editorContentSecurityPolicy,
  headerContentSecurityPolicy,
  headerLimitBreaches,
  headerLimits,
  pageContentSecurityPolicy,
  refuseHeadersOverLimits,
  renderHeadersFile,
  editorRedirectsFile,
  editorSecurityHeaders,
  renderEditorHeadersFile,
  securityHeaders,
} from './security-headers.mjs';

/** Paths of every kind, and the resource policy each must answer with. */
const resourcePolicyByPath = {
  '/': 'same-origin',
  '/about-us': 'same-origin',
  '/services/web-hosting': 'same-origin',
  '/a/b/c': 'same-origin',
  '/404.html': 'same-origin',
  '/assets/x.js': 'same-origin',
  '/media/video/hero.mp4': 'same-origin',
  '/og/home.jpg': 'cross-origin',
  '/media/og/brightwave-og.jpg': 'cross-origin',
  '/favicon.ico': 'cross-origin',
  '/favicon.svg': 'cross-origin',
  '/favicon-32.png': 'cross-origin',
  '/apple-touch-icon.png': 'cross-origin',
  '/icons/icon-512.png': 'cross-origin',
};

/**
 * @typedef {{ pattern: string, set: [string, string][], detach: string[] }} Rule
 */

/**
 * Reads a `_headers` file as Netlify and Cloudflare Pages do: a line starting with `/` opens a
 * block, indented `Name: value` lines follow, `#` lines are comments. `! Name` is Cloudflare's
 * detach; Netlify's parser skips a line without a colon.
 * @param {string} text
 * @returns {Rule[]}
 */
function parseHeadersFile(text) {
  /** @type {Rule[]} */
  const rules = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    if (line.startsWith('/')) {
      rules.push({ pattern: line, set: [], detach: [] });
      continue;
    }
    const rule = rules.at(-1);
    if (!rule) throw new Error(`header before any path: ${line}`);
    if (line.startsWith('!')) rule.detach.push(line.slice(1).trim());
    else {
      const colon = line.indexOf(':');
      rule.set.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
    }
  }
  return rules;
}

/**
 * Both hosts' pattern syntax: `*` (a splat) matches any characters, `:name` one path segment.
 * @param {string} pattern
 */
function matches(pattern, path) {
  const source = pattern
    .split(/(\*|:[A-Za-z]\w*)/)
    .map((part) =>
      part === '*'
        ? '.*'
        : part.startsWith(':')
          ? '[^/]+'
          : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
  return new RegExp(`^${source}$`).test(path);
}

/**
 * The headers Cloudflare Pages sends for `path` (its asset server, workers-sdk
 * packages/pages-shared/asset-server/handler.ts): matching rules in file order; each first
 * deletes what it detaches, then sets its headers, appending to a value an earlier rule set.
 * @param {Rule[]} rules
 * @returns {Map<string, string[]>} lower-case name → the values joined into the one header
 */
function cloudflareHeaders(rules, path) {
  /** @type {Map<string, string[]>} */
  const headers = new Map();
  const setBefore = new Set();
  for (const rule of rules.filter((candidate) => matches(candidate.pattern, path))) {
    for (const name of rule.detach) headers.delete(name.toLowerCase());
    for (const [name, value] of rule.set) {
      const key = name.toLowerCase();
      headers.set(key, setBefore.has(key) ? [...(headers.get(key) ?? []), value] : [value]);
      setBefore.add(key);
    }
  }
  return headers;
}

/**
 * The headers Netlify sends for `path`, as its CLI computes them (netlify/cli headersForPath:
 * the matching rules' values, a later rule's replacing an earlier one's); detach lines are
 * skipped by its parser (netlify/build headers-parser).
 * @param {Rule[]} rules
 * @returns {Map<string, string[]>}
 */
function netlifyHeaders(rules, path) {
  /** @type {Map<string, string[]>} */
  const headers = new Map();
  for (const rule of rules.filter((candidate) => matches(candidate.pattern, path)))
    for (const [name, value] of rule.set) headers.set(name.toLowerCase(), [value]);
  return headers;
}

const dirs = /** @type {string[]} */ ([]);
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

/**
 * Runs the build's header writer on a small site: pages with inline scripts, Astro's island
 * style on /contact, style attributes.
 * @param {import('./security-headers.mjs').HostingPolicy} [policy]
 */
async function writtenBuild(policy, { styleAttributes = true } = {}) {
  const build = await mkdtemp(join(tmpdir(), 'headers-'));
  dirs.push(build);
  const client = join(build, 'client');
  await mkdir(join(client, 'contact'), { recursive: true });
  const particle = styleAttributes ? ' style="left:10%"' : '';
  await writeFile(
    join(client, 'index.html'),
    `<!doctype html><html><head><script>boot()</script></head><body><span${particle}></span></body></html>`,
  );
  await writeFile(
    join(client, 'contact', 'index.html'),
    '<!doctype html><html><head><style>astro-island,astro-slot,astro-static-slot{display:contents}</style></head><body><astro-island></astro-island></body></html>',
  );
  await writeFile(
    join(client, '404.html'),
    '<!doctype html><meta charset="utf-8"><title>Not found</title>',
  );
  await writeHostingFiles(
    client,
    { emailjsOrigin: 'https://api.emailjs.com', mediaBaseUrl: '/media' },
    policy,
  );
  const read = (/** @type {string} */ path) => readFile(join(build, path), 'utf8');
  return {
    headersFile: await read('client/_headers'),
    security: /** @type {[string, string][]} */ (
      JSON.parse(await read('hosting/security-headers.json'))
    ),
    read,
  };
}

/** @param {[string, string][]} headers @param {string} name */
const valueOf = (headers, name) => headers.find(([key]) => key === name)?.[1];

describe('_headers (Netlify, Cloudflare Pages)', () => {
  it('gives every path the whole security set once, as either host merges its blocks', async () => {
    const { headersFile, security } = await writtenBuild();
    const rules = parseHeadersFile(headersFile);
    for (const [host, headersFor] of [
      ['Cloudflare Pages', cloudflareHeaders],
      ['Netlify', netlifyHeaders],
    ]) {
      for (const [path, resourcePolicy] of Object.entries(resourcePolicyByPath)) {
        const headers = /** @type {typeof cloudflareHeaders} */ (headersFor)(rules, path);
        for (const name of securityHeaderNames) {
          const expected =
            name === 'Cross-Origin-Resource-Policy' ? resourcePolicy : valueOf(security, name);
          expect(headers.get(name.toLowerCase()), `${host} ${path} ${name}`).toEqual([expected]);
        }
        expect(
          (headers.get('cache-control') ?? []).length,
          `${host} ${path} Cache-Control`,
        ).toBeLessThanOrEqual(1);
      }
    }
    // However a host merges one header given by several matching blocks, only the resource
    // policy's override depends on it (detached on Cloudflare, replaced on Netlify).
    for (const path of Object.keys(resourcePolicyByPath)) {
      const names = rules
        .filter((rule) => matches(rule.pattern, path))
        .flatMap((rule) => rule.set.map(([name]) => name))
        .filter((name) => name !== 'Cross-Origin-Resource-Policy');
      expect(names.length, path).toBe(new Set(names).size);
    }
    // Within every host's limits, and our own 1,000 characters a line.
    expect(headerLimitBreaches(security, headersFile)).toEqual([]);
    for (const line of headersFile.split('\n')) expect(line.length).toBeLessThanOrEqual(1000);
  });
});

describe('nginx includes', () => {
  it('carry the whole set once each, cross-origin only in the file for embedded files', async () => {
    const { read, security } = await writtenBuild();
    for (const [file, resourcePolicy] of [
      ['security-headers.conf', 'same-origin'],
      ['cross-origin-headers.conf', 'cross-origin'],
    ]) {
      const lines = (await read(`nginx/${file}`)).trim().split('\n');
      expect(lines.map((line) => line.split(' ')[1])).toEqual(securityHeaderNames);
      for (const line of lines) expect(line).toMatch(/^add_header [\w-]+ ".+" always;$/);
      for (const name of securityHeaderNames) {
        const value =
          name === 'Cross-Origin-Resource-Policy' ? resourcePolicy : valueOf(security, name);
        expect(lines, `${file} ${name}`).toContain(`add_header ${name} "${value}" always;`);
      }
    }
  });
});

/** A policy's directives by name. @param {string} policy */
const directivesOf = (policy) =>
  new Map(
    policy.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );

/** The policy a page of the written build carries in its <meta>. @param {string} html */
const metaPolicy = (html) =>
  /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(html)?.[1] ?? '';

describe('the Content Security Policy', () => {
  it('is, in the header, small and the same on every response: what a <meta> cannot say, no hashes', async () => {
    const { security } = await writtenBuild();
    const header = valueOf(security, 'Content-Security-Policy') ?? '';
    expect(directivesOf(header)).toEqual(
      new Map(headerPolicyDirectives.map(([name = '', value = '']) => [name, value.split(' ')])),
    );
    // Both policies are enforced: the header names no fetch directive that could block a
    // page's inline code, which only its own policy allows.
    for (const name of [
      'default-src',
      'script-src',
      'style-src',
      'script-src-elem',
      'style-src-elem',
    ])
      expect(directivesOf(header).has(name), name).toBe(false);
    expect(header).not.toContain('sha256-');
  });

  it('is, in each page, that page’s own: its hashes only, loading nothing it does not name', async () => {
    const { read } = await writtenBuild();
    const home = directivesOf(metaPolicy(await read('client/index.html')));
    const contact = directivesOf(metaPolicy(await read('client/contact/index.html')));
    expect(home.get('default-src')).toEqual(["'none'"]);
    for (const name of [
      'script-src',
      'style-src',
      'img-src',
      'media-src',
      'font-src',
      'connect-src',
    ])
      expect(home.has(name), name).toBe(true);
    expect(home.get('script-src')).toEqual([
      "'self'",
      `'sha256-${createHash('sha256').update('boot()').digest('base64')}'`,
    ]);
    expect(home.get('style-src')).toEqual(["'self'"]);
    expect(home.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
    expect(contact.get('script-src')).toEqual(["'self'"]);
    expect(contact.get('style-src')).toEqual([
      "'self'",
      "'sha256-vv9IoKo7BSLbWcUHr3tNmfNVmm5L/9Cfn2H6LMk7/ow='",
    ]);
    expect(contact.has('style-src-attr')).toBe(false);
    expect(home.get('connect-src')).toEqual(["'self'", 'https://api.emailjs.com']);
    // A <meta> policy cannot carry frame-ancestors; the header does.
    expect(home.has('frame-ancestors')).toBe(false);
    expect(metaPolicy(await read('client/index.html'))).not.toMatch(/data:|\*/);
  });

  it('lets style attributes and frames in only on a page that has them', async () => {
    const { read } = await writtenBuild({}, { styleAttributes: false });
    expect(metaPolicy(await read('client/index.html'))).not.toContain('style-src-attr');
    const policy = (/** @type {string[]} */ frameOrigins) =>
      pageContentSecurityPolicy({
        scriptHashes: [],
        connectOrigins: [],
        frameOrigins,
        styleAttributes: true,
      });
    expect(policy([])).toContain("style-src 'self';style-src-attr 'unsafe-inline';");
    expect(policy([])).not.toContain('frame-src');
    expect(directivesOf(policy(['https://www.openstreetmap.org'])).get('frame-src')).toEqual([
      'https://www.openstreetmap.org',
    ]);
  });

  it('stays as long with 300 pages of different inline code as with 3', async () => {
    const sizes = [];
    for (const count of [3, 300]) {
      const build = await mkdtemp(join(tmpdir(), 'headers-many-'));
      dirs.push(build);
      const client = join(build, 'client');
      for (let index = 0; index < count; index++) {
        await mkdir(join(client, `page-${index}`), { recursive: true });
        await writeFile(
          join(client, `page-${index}`, 'index.html'),
          `<!doctype html><html><head><meta charset="utf-8"><style>.p${index}{color:red}</style><script>start(${index})</script></head><body><p style="left:${index}%">${index}</p></body></html>`,
        );
      }
      await writeHostingFiles(client, {
        emailjsOrigin: 'https://api.emailjs.com',
        mediaBaseUrl: '/media',
      });
      const headersFile = await readFile(join(client, '_headers'), 'utf8');
      const last = await readFile(join(client, `page-${count - 1}`, 'index.html'), 'utf8');
      sizes.push({
        longestLine: Math.max(...headersFile.split('\n').map((line) => line.length)),
        hashesInPage: metaPolicy(last).match(/'sha256-/g)?.length,
      });
    }
    expect(sizes[1]).toEqual(sizes[0]);
    expect(sizes[0]?.hashesInPage).toBe(2);
    expect(sizes[0]?.longestLine).toBeLessThanOrEqual(headerLimits.ownLine);
  });
});

describe('the hosts’ limits', () => {
  const security = securityHeaders(headerContentSecurityPolicy());

  it('hold for the headers the build writes', () => {
    expect(headerLimitBreaches(security, renderHeadersFile(security))).toEqual([]);
  });

  it('refuse a header line over 1,000, 1,783 or 2,000 characters, naming the limit and the host', () => {
    /** @param {number} length */
    const withPolicyOf = (length) => {
      const csp = `default-src 'none';script-src ${'x'.repeat(length - "default-src 'none';script-src ".length)}`;
      const headers = securityHeaders(csp);
      return headerLimitBreaches(headers, renderHeadersFile(headers)).join('\n');
    };
    expect(withPolicyOf(973)).toBe(''); // a line of 1,000 characters
    expect(withPolicyOf(1000)).toMatch(
      /Our own limit is 1,000 characters per line of _headers, for every host: line 3 of _headers \(Content-Security-Policy\)/,
    );
    expect(withPolicyOf(1000)).toMatch(
      /Our own limit is 1,000 characters for a header of any response: Content-Security-Policy/,
    );
    expect(withPolicyOf(1783)).not.toContain('CloudFront');
    expect(withPolicyOf(1784)).toContain(
      'CloudFront accepts a Content-Security-Policy of at most 1,783 characters in a response headers policy: this one has 1,784.',
    );
    expect(withPolicyOf(1990)).toContain(
      'Cloudflare Pages reads at most 2,000 characters per line of _headers: line 3 of _headers (Content-Security-Policy) has 2,017 characters.',
    );
  });

  it('refuse more than 100 rules in _headers, for Cloudflare Pages', () => {
    const rules = Array.from({ length: 101 }, (_, index) => `/p${index}\n  X-A: b\n`).join('');
    expect(headerLimitBreaches(security, rules)).toEqual([
      'Cloudflare Pages accepts at most 100 rules in _headers: this one has 101.',
    ]);
    expect(headerLimitBreaches(security, rules.replace('/p100\n  X-A: b\n', ''))).toEqual([]);
  });

  it('stop the build with every limit broken, named', () => {
    const csp = `script-src ${'x'.repeat(2000)}`;
    const headers = securityHeaders(csp);
    expect(() => refuseHeadersOverLimits(headers, renderHeadersFile(headers))).toThrow(
      /longer than a host accepts[^]*Cloudflare Pages reads at most 2,000[^]*CloudFront accepts[^]*Our own limit is 1,000/,
    );
    expect(() => refuseHeadersOverLimits(security, renderHeadersFile(security))).not.toThrow();
  });
});

describe('Strict-Transport-Security', () => {
  it('lasts two years with subdomains, and asks for preloading only when the site config says so', async () => {
    expect(valueOf((await writtenBuild()).security, 'Strict-Transport-Security')).toBe(
      'max-age=63072000; includeSubDomains',
    );
    expect(
      valueOf((await writtenBuild({ hstsPreload: true })).security, 'Strict-Transport-Security'),
    ).toBe('max-age=63072000; includeSubDomains; preload');
    expect(valueOf(securityHeaders('x'), 'Strict-Transport-Security')).not.toContain('preload');
    const settings = resolveBuildSettings({}, 'preview');
    expect(() =>
      hostingHeaders(
        settings,
        /** @type {import('./security-headers.mjs').HostingPolicy} */ (
          /** @type {unknown} */ ({ hstsPreload: 'yes' })
        ),
      ),
    ).toThrow(/hstsPreload/);
  });
});

describe('Permissions-Policy', () => {
  it('names only features browsers still know: no FLoC or Topics', () => {
    const policy = valueOf(securityHeaders('x'), 'Permissions-Policy') ?? '';
    expect(policy).not.toMatch(/interest-cohort|browsing-topics/);
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb'])
      expect(policy).toContain(`${feature}=()`);
  });
});

describe('the live content editor (npm run build:editor)', () => {
  const security = editorSecurityHeaders();
  const rules = parseHeadersFile(renderEditorHeadersFile(security));
  const paths = ['/', '/keystatic', '/keystatic/collection/team', '/assets/index-a1b2.js', '/x'];

  it('gives every path its whole set once on either host, and caches only its hashed scripts', () => {
    for (const [host, headersFor] of [
      ['Cloudflare Pages', cloudflareHeaders],
      ['Netlify', netlifyHeaders],
    ]) {
      for (const path of paths) {
        const headers = /** @type {typeof cloudflareHeaders} */ (headersFor)(rules, path);
        for (const [name, value] of security)
          expect(headers.get(name.toLowerCase()), `${host} ${path} ${name}`).toEqual([value]);
        expect(headers.get('cache-control'), `${host} ${path}`).toEqual([
          path.startsWith('/assets/')
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=0, must-revalidate',
        ]);
      }
    }
    expect(valueOf(security, 'X-Robots-Tag')).toBe('noindex, nofollow');
    expect(valueOf(security, 'X-Frame-Options')).toBe('DENY');
  });

  it('has a policy of its own: Keystatic Cloud and GitHub only, no eval, no frames, no Google', () => {
    const directives = Object.fromEntries(
      editorContentSecurityPolicy()
        .split(';')
        .map((directive) => {
          const [name = '', ...sources] = directive.trim().split(/\s+/);
          return [name, sources];
        }),
    );
    expect(directives['default-src']).toEqual(["'none'"]);
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(directives['connect-src']).toEqual([
      "'self'",
      'https://api.keystatic.cloud',
      'wss://live.keystatic.cloud',
      'https://raw.githubusercontent.com',
    ]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(directives['frame-src']).toEqual(["'none'"]);
    expect(editorContentSecurityPolicy()).not.toMatch(/unsafe-eval|googleapis|gstatic|\*/);
  });

  it('leaves the site’s own policies as they were', () => {
    const page = pageContentSecurityPolicy({
      scriptHashes: ['sha256-abc'],
      connectOrigins: ['https://api.emailjs.com'],
      frameOrigins: [],
    });
    for (const site of [page, headerContentSecurityPolicy()])
      expect(site).not.toMatch(/keystatic|githubusercontent|unsafe-inline/);
  });

  it('answers every address under /keystatic/ with its one page, and sends the bare address there', () => {
    const rules = editorRedirectsFile
      .split('\n')
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => line.split(/\s+/));
    expect(rules).toEqual([
      ['/', '/keystatic', '302'],
      ['/keystatic/*', '/keystatic.html', '200'],
    ]);
    // Cloudflare Pages drops `.html` and `/index` from a target and refuses a rule whose
    // target its own source then matches, as a loop (a `/keystatic/index.html` target would be).
    for (const [from = '', to = ''] of rules) {
      const served = to.replace(/\.html$/, '').replace(/\/index$/, '/');
      expect(matches(from, served), `${from} → ${to}`).toBe(false);
    }
  });
});
