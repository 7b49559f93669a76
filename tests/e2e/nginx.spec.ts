import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { get } from 'node:http';
import { tmpdir, userInfo } from 'node:os';
import { join, resolve } from 'node:path';
import { emailjsApiOrigin } from '../../src/config/build-settings.js';
import { observatoryOrigin, scoreSite } from '../../tools/observatory.mjs';
import {
  enquiriesFrom,
  enquiryFor,
  fillEnquiry,
  form,
  inboxOrigin,
  success,
  uniqueName,
} from './contact-inbox';
import { navigation, notFoundPage, urlEndingIn } from './content';
import { expect, openEnhanced, test } from './fixtures';
import {
  crossOriginSamples,
  expectSecurityHeaders,
  injectUnhashedStyle,
  pagePolicy,
  watchPolicyReports,
} from './security-headers';
import { templatePaths, timeoutForPages } from './site-routes';
import { observatoryAPlus } from '../security-expectations.mjs';
import { renderNginxAddresses } from '../../integrations/redirects.mjs';

/**
 * The built site under real nginx with deploy/nginx.conf, as a self-hosting
 * agency would run it: headers, clean URLs, the 404 page, the HTTP-to-HTTPS
 * redirect, and every page working with the Content Security Policy switched on.
 *
 * The config runs as shipped but for what a test cannot have: its two servers
 * listen on loopback ports, the site server without TLS (nginx -t checks the TLS
 * server with a throw-away certificate), and its paths point at this checkout.
 */
const nginxBinary = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));
const port = 4180;
const redirectPort = 4181;
const origin = `http://127.0.0.1:${port}`;
let nginx: ChildProcess | undefined;
/** The test's folder: nginx's config, logs and temporary files, and the site folder. */
let dir = '';
/** The site folder nginx serves: the build, plus a sample share card if the build has none. */
let siteRoot = '';
/** The build's includes, with an old address of each kind added to its addresses (overlayIncludes). */
let includes = '';
/** An old address the test adds, leading to a page of the build, and one gone for good. */
const moved = { from: '/insights/an-old-name-of-a-page', to: templatePaths.at(-1)! };
const gone = '/portfolio/a-project-gone-for-good';

test.describe.configure({ mode: 'serial' });
test.skip(!nginxBinary, 'nginx is not installed (.ci/run installs it)');
test.use({ baseURL: origin });

/** deploy/nginx.conf with `replacements` made, each of which must find its text. */
function deployConfig(replacements: [from: string | RegExp, to: string][]) {
  let config = readFileSync('deploy/nginx.conf', 'utf8');
  for (const [from, to] of replacements) {
    const found = typeof from === 'string' ? config.includes(from) : from.test(config);
    if (!found) throw new Error(`deploy/nginx.conf no longer has ${from}`);
    config = typeof from === 'string' ? config.replaceAll(from, to) : config.replace(from, to);
  }
  return config;
}

/**
 * nginx's command-line switches for a config in `dir`: pid and logs there, and, when the
 * master runs as root, workers as this user. Without that line they would be `nobody`, who
 * cannot read a checkout in a folder only its owner may enter (`mktemp -d`). A master that is
 * not root ignores `user`, and its workers run as itself.
 */
function nginxArgs(dir: string, config: string, directives = '') {
  const { uid, gid, username } = userInfo();
  const group =
    readFileSync('/etc/group', 'utf8')
      .split('\n')
      .map((line) => line.split(':'))
      .find((fields) => fields[2] === String(gid))?.[0] ?? username;
  const user = uid === 0 ? `user ${username} ${group}; ` : '';
  return [
    '-p',
    dir,
    '-e',
    join(dir, 'error.log'),
    '-c',
    config,
    '-g',
    `${user}pid ${dir}/nginx.pid; error_log ${dir}/error.log; ${directives}`,
  ];
}

/** The site folder: links to every entry of build/client, and /og/ with a card if the build has none. */
function overlaySite(dir: string) {
  const root = join(dir, 'site');
  mkdirSync(root);
  for (const entry of readdirSync('build/client'))
    symlinkSync(resolve('build/client', entry), join(root, entry));
  if (!existsSync('build/client/og')) {
    mkdirSync(join(root, 'og'));
    copyFileSync('build/client/media/og/brightwave-og.jpg', join(root, 'og', 'home.jpg'));
  }
  return root;
}

/**
 * build/nginx, its files linked, but for addresses.conf: written anew by the build's own
 * renderer with the build's old addresses (build/hosting/redirects.json) and the test's two.
 */
function overlayIncludes(dir: string) {
  const root = join(dir, 'includes');
  mkdirSync(root);
  for (const entry of readdirSync('build/nginx'))
    if (entry !== 'addresses.conf') symlinkSync(resolve('build/nginx', entry), join(root, entry));
  const built = JSON.parse(readFileSync('build/hosting/redirects.json', 'utf8')) as {
    redirects: { from: string; to: string }[];
    gone: { address: string }[];
  };
  writeFileSync(
    join(root, 'addresses.conf'),
    renderNginxAddresses(
      [...built.redirects, moved],
      [...built.gone.map(({ address }) => address), gone],
    ),
  );
  return root;
}

test.beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'brightwave-nginx-'));
  siteRoot = overlaySite(dir);
  includes = overlayIncludes(dir);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `${kind}_temp_path ${dir}/${kind};`)
    .join(' ');
  const config = deployConfig([
    ['/srv/brightwave/client', siteRoot],
    ['/srv/brightwave/nginx', includes],
    ['listen 443 ssl http2;', `listen 127.0.0.1:${port};`],
    ['listen 80;', `listen 127.0.0.1:${redirectPort};`],
    [/^\s*listen \[::\].*\n/gm, ''],
    [/^\s*ssl_.*\n/gm, ''],
    // Temporary files in the test's folder, so that nginx needs no write access elsewhere.
    ['http {', `http {\n  ${temp}`],
  ]);
  writeFileSync(join(dir, 'nginx.conf'), config);
  nginx = spawn(nginxBinary!, nginxArgs(dir, join(dir, 'nginx.conf'), 'daemon off;'), {
    stdio: 'inherit',
  });
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      await fetch(`${origin}/`);
      return;
    } catch {
      await new Promise((done) => setTimeout(done, 100));
    }
  }
  throw new Error('nginx did not start');
});

test.afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((done) => nginx!.once('exit', done));
    nginx.kill('SIGQUIT');
    await exited;
  }
  rmSync(dir, { recursive: true, force: true });
});

test('the shipped config, TLS server included, passes nginx -t without a warning', () => {
  const checkDir = join(dir, 'check');
  mkdirSync(checkDir);
  const certificate = join(checkDir, 'fullchain.pem');
  const key = join(checkDir, 'privkey.pem');
  const openssl = spawnSync('openssl', [
    ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
    ...['-days', '1', '-subj', '/CN=localhost', '-keyout', key, '-out', certificate],
  ]);
  expect(openssl.status, openssl.stderr.toString()).toBe(0);
  const config = deployConfig([
    ['/srv/brightwave/client', siteRoot],
    ['/srv/brightwave/nginx', resolve('build/nginx')],
    ['/etc/letsencrypt/live/www.brightwave.example/fullchain.pem', certificate],
    ['/etc/letsencrypt/live/www.brightwave.example/privkey.pem', key],
  ]);
  writeFileSync(join(checkDir, 'nginx.conf'), config);
  const check = spawnSync(nginxBinary!, [
    '-t',
    ...nginxArgs(checkDir, join(checkDir, 'nginx.conf')),
  ]);
  const output = check.stderr.toString();
  expect(check.status, output).toBe(0);
  // Among others: `duplicate extension "avif"` where mime.types lists it too.
  expect(output).not.toMatch(/\[(warn|emerg|alert|crit)\]/);
});

test('nginx workers run as the user who runs the tests, wherever the checkout is', () => {
  const workers = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map((pid) => {
      try {
        return readFileSync(`/proc/${pid}/status`, 'utf8');
      } catch {
        return '';
      }
    })
    .filter((status) => status.match(/^PPid:\s+(\d+)$/m)?.[1] === String(nginx?.pid));
  expect(workers.length).toBeGreaterThan(0);
  for (const status of workers)
    expect(status.match(/^Uid:\s+(\d+)/m)?.[1]).toBe(String(userInfo().uid));
});

test('pages carry the security headers and revalidate; hashed assets are immutable', async ({
  request,
}) => {
  const page = await request.get('/about-us', { headers: { 'accept-encoding': 'gzip' } });
  expect(page.status()).toBe(200);
  const headers = page.headers();
  const html = await page.text();
  // The page's own policy, in its <meta>: its inline code by hash, nothing it does not name.
  const csp = pagePolicy(html);
  const directive = (name: string) =>
    csp
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith(`${name} `)) ?? '';
  expect(directive('default-src')).toBe("default-src 'none'");
  expect(directive('script-src')).toContain("'self' 'sha256-");
  expect(directive('style-src')).toContain("'self' 'sha256-");
  expect(csp).not.toMatch(/(script|style)-src [^;]*'unsafe-inline'/);
  // The origin this build's form posts to (build/hosting/build.json: the inbox the tests run).
  expect(directive('connect-src')).toBe(`connect-src 'self' ${inboxOrigin}`);
  // The header: what a <meta> cannot say, the same small policy on every response.
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).not.toContain('sha256-');
  expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['cache-control']).toContain('must-revalidate');
  // gzip_static: the build's own level-9 file, not one compressed per request.
  expect(headers['content-encoding']).toBe('gzip');
  expect(Number(headers['content-length'])).toBe(
    statSync('build/client/about-us/index.html.gz').size,
  );

  const asset = html.match(/\/assets\/[\w.-]+\.js/)?.[0];
  const assetResponse = await request.get(asset!);
  expect(assetResponse.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(assetResponse.headers()['x-content-type-options']).toBe('nosniff');
});

test('every response has the whole security set once; files other sites embed are cross-origin', async ({
  request,
}) => {
  const home = await request.get('/');
  const html = await home.text();
  const script = html.match(/\/assets\/[\w.-]+\.js/)?.[0];
  const image = html.match(/\/assets\/[\w.-]+\.avif/)?.[0];
  const sameOrigin: [path: string, status: number][] = [
    ['/', 200],
    ['/about-us', 200],
    ['/services/web-hosting', 200],
    ['/services/', 301],
    ['/no/such/page', 404],
    ['/assets/missing.js', 404],
    [script!, 200],
    [image!, 200],
  ];
  for (const [path, status] of sameOrigin) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(status);
    expectSecurityHeaders(response, 'same-origin', path);
  }
  for (const [pattern, path] of crossOriginSamples(siteRoot)) {
    expect(path, `a file for ${pattern}`).not.toBeNull();
    const response = await request.get(path!);
    expect(response.status(), path!).toBe(200);
    expectSecurityHeaders(response, 'cross-origin', path!);
  }
  // The type declared in its location, since mime.types lacks it or differs by release.
  expect((await request.get(image!)).headers()['content-type']).toBe('image/avif');
});

/** GET on the redirect server with this Host header; resolves to the status and Location. */
function getOnHttp(path: string, host: string) {
  return new Promise<{ status: number; location: string | undefined }>((done, fail) => {
    get({ host: '127.0.0.1', port: redirectPort, path, headers: { host } }, (response) => {
      response.resume();
      done({ status: response.statusCode ?? 0, location: response.headers.location });
    }).on('error', fail);
  });
}

test('plain HTTP answers only with a permanent redirect to HTTPS on the same host and path', async () => {
  expect(await getOnHttp('/services/web-hosting?plan=pro', 'www.brightwave.example')).toEqual({
    status: 301,
    location: 'https://www.brightwave.example/services/web-hosting?plan=pro',
  });
  expect(await getOnHttp('/no/such/page', 'brightwave.example')).toEqual({
    status: 301,
    location: 'https://brightwave.example/no/such/page',
  });
});

test('the headers score A+ by the MDN HTTP Observatory’s rules', async ({ request }) => {
  const joined = (lines: { name: string; value: string }[]) => {
    const headers: Record<string, string> = {};
    for (const { name, value } of lines) {
      const key = name.toLowerCase();
      if (key !== 'set-cookie') headers[key] = key in headers ? `${headers[key]}, ${value}` : value;
    }
    return headers;
  };
  const page = await request.get('/');
  const redirect = await request.get(`http://127.0.0.1:${redirectPort}/`, { maxRedirects: 0 });
  const location = redirect.headers()['location'] ?? '';
  const preflight = await request.fetch('/', {
    method: 'OPTIONS',
    headers: { origin: observatoryOrigin, 'access-control-request-method': 'GET' },
  });
  const headers = joined(page.headersArray());
  // This build posts to the local inbox over plain HTTP; a deployable one posts to EmailJS over
  // HTTPS. Score the policies that build sends (the header and the page's <meta>, combined as
  // the Observatory combines them), once the inbox is seen to be the only http: source.
  const html = await page.text();
  expect(headers['content-security-policy']).not.toContain('http:');
  expect(pagePolicy(html).match(/http:\/\/[^\s;"]+/g)).toEqual([inboxOrigin]);
  const scored = scoreSite({
    page: {
      url: location,
      status: page.status(),
      headers,
      setCookies: page
        .headersArray()
        .filter(({ name }) => name.toLowerCase() === 'set-cookie')
        .map(({ value }) => value),
      html: html.replace(inboxOrigin, emailjsApiOrigin),
    },
    httpRoute: [`http://127.0.0.1:${redirectPort}/`, location],
    cors: { url: location, status: preflight.status(), headers: joined(preflight.headersArray()) },
  });
  const breakdown = Object.fromEntries(
    scored.tests.map((result) => [result.name, [result.result, result.modifier]]),
  );
  test.info().annotations.push({
    type: 'observatory',
    description: `${scored.score} ${scored.grade} ${JSON.stringify(breakdown)}`,
  });
  expect(breakdown).toEqual(observatoryAPlus.tests);
  expect(scored).toMatchObject({
    score: observatoryAPlus.score,
    grade: observatoryAPlus.grade,
    notModelled: [],
  });
});

test('clean URLs: a page of each kind answers 200 and a trailing slash redirects to the clean URL', async ({
  request,
}) => {
  // The server's rules, once per kind of page; that every page is built is the whole-site pass's.
  for (const path of templatePaths) expect((await request.get(path)).status(), path).toBe(200);
  const slash = await request.get('/services/', { maxRedirects: 0 });
  expect(slash.status()).toBe(301);
  expect(slash.headers()['location']).toMatch(/\/services$/);
});

test('an unknown path gets the 404 page with status 404 and the same headers', async ({
  request,
}) => {
  const response = await request.get('/not/a/page');
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toContain(notFoundPage.title);
  expectSecurityHeaders(response, 'same-origin', '/not/a/page');
  expect(pagePolicy(html)).toContain('script-src');
});

test('an old address answers a permanent redirect to its page; one gone for good answers 410 with the not-found page', async ({
  request,
}) => {
  const redirect = await request.get(moved.from, { maxRedirects: 0 });
  expect(redirect.status()).toBe(301);
  expect(new URL(redirect.headers()['location'] ?? '', origin).pathname).toBe(moved.to);
  expectSecurityHeaders(redirect, 'same-origin', moved.from);
  // Followed, it ends on the page, in one step; so does the old address written with a slash.
  const followed = await request.get(moved.from);
  expect(followed.status()).toBe(200);
  expect(new URL(followed.url()).pathname).toBe(moved.to);
  expect(new URL((await request.get(`${moved.from}/`)).url()).pathname).toBe(moved.to);

  const response = await request.get(gone, { maxRedirects: 0 });
  expect(response.status()).toBe(410);
  expect(await response.text()).toContain(notFoundPage.title);
  expectSecurityHeaders(response, 'same-origin', gone);
});

test('a page of each kind runs its scripts and draws its styles under the CSP without a violation', async ({
  page,
}) => {
  // A page of each kind until its scripts have run and its network (hero video included) is idle.
  test.setTimeout(timeoutForPages(templatePaths.length + 1));
  const reports = await watchPolicyReports(page);
  for (const path of templatePaths) {
    await openEnhanced(page, path);
    await page.waitForLoadState('networkidle');
  }
  // A link followed after hovering it (Speculation Rules prerender it) navigates too.
  await openEnhanced(page, '/');
  const { label, href } = navigation.companyLinks.at(-1)!;
  const link = page.locator('footer').getByRole('link', { name: label, exact: true });
  await link.hover();
  await link.click();
  await expect(page).toHaveURL(urlEndingIn(href));
  expect(reports).toEqual([]);
  // The watch hears a violation, and the policy makes one of an unhashed <style>.
  await injectUnhashedStyle(page);
  await expect.poll(() => reports.join('\n')).toContain('style-src-elem');
});

test('under the CSP the contact form hydrates and sends, and the inbox receives every field', async ({
  page,
  request,
}, testInfo) => {
  const reports = await watchPolicyReports(page);
  const enquiry = enquiryFor(uniqueName(testInfo));
  // openEnhanced returns once the island is hydrated.
  await openEnhanced(page, '/contact');
  await page.waitForLoadState('networkidle');
  expect(reports).toEqual([]);
  await fillEnquiry(page, enquiry);
  await form(page).submit.click();
  await expect(form(page).status).toHaveText(success);
  const [received] = await enquiriesFrom(request, enquiry.name);
  expect(received?.fields).toMatchObject({
    title: 'Website Contact Form',
    name: enquiry.name,
    email: enquiry.email,
    phone: enquiry.phone,
  });
  expect(reports).toEqual([]);
  await injectUnhashedStyle(page);
  await expect.poll(() => reports.join('\n')).toContain('style-src-elem');
});
