import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveBuildSettings } from '../src/config/build-settings.js';
import { hostingHeaders, writeHostingFiles } from './hosting-headers.mjs';
import { securityHeaderNames } from '../tests/security-expectations.mjs';
import {
  contentSecurityPolicy,
  editorContentSecurityPolicy,
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
  await writeFile(join(client, '404.html'), '<!doctype html><title>Not found</title>');
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
    // Cloudflare Pages reads lines up to 2,000 characters.
    for (const line of headersFile.split('\n')) expect(line.length).toBeLessThanOrEqual(2000);
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

describe('the Content Security Policy', () => {
  it('loads nothing it does not name, and allows inline styles by hash and by attribute only', async () => {
    const { security } = await writtenBuild();
    const csp = valueOf(security, 'Content-Security-Policy') ?? '';
    const directives = new Map(
      csp.split(';').map((directive) => {
        const [name = '', ...sources] = directive.trim().split(/\s+/);
        return [name, sources];
      }),
    );
    expect(directives.get('default-src')).toEqual(["'none'"]);
    for (const name of [
      'script-src',
      'style-src',
      'img-src',
      'media-src',
      'font-src',
      'connect-src',
      'frame-src',
    ])
      expect(directives.has(name), name).toBe(true);
    expect(directives.get('style-src')).toEqual([
      "'self'",
      "'sha256-vv9IoKo7BSLbWcUHr3tNmfNVmm5L/9Cfn2H6LMk7/ow='",
    ]);
    expect(directives.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
    expect(directives.get('connect-src')).toEqual(["'self'", 'https://api.emailjs.com']);
    expect(csp).not.toMatch(/data:|\*/);
  });

  it('lets style attributes in only when the pages have them', async () => {
    const { security } = await writtenBuild({}, { styleAttributes: false });
    expect(valueOf(security, 'Content-Security-Policy')).not.toContain('style-src-attr');
    expect(
      contentSecurityPolicy({
        scriptHashes: [],
        connectOrigins: [],
        frameOrigins: [],
        styleAttributes: true,
      }),
    ).toContain("style-src 'self'; style-src-attr 'unsafe-inline';");
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

  it('leaves the site’s own policy as it was', () => {
    const site = contentSecurityPolicy({
      scriptHashes: ['sha256-abc'],
      connectOrigins: ['https://api.emailjs.com'],
      frameOrigins: [],
    });
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
