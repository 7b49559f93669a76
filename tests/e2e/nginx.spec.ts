import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { enquiriesFrom, enquiryFor, fillEnquiry, form, uniqueName } from './contact-inbox';
import { expect, openEnhanced, test } from './fixtures';
import { sitePaths, timeoutForPages } from './site-routes';

/**
 * The built site under real nginx with deploy/nginx.conf, as a self-hosting
 * agency would run it: headers, clean URLs, the 404 page, and every page
 * working with the Content Security Policy switched on.
 */
const nginxBinary = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));
const port = 4180;
const origin = `http://127.0.0.1:${port}`;
let nginx: ChildProcess | undefined;

test.describe.configure({ mode: 'serial' });
test.skip(!nginxBinary, 'nginx is not installed (.ci/run installs it)');
test.use({ baseURL: origin });

test.beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'brightwave-nginx-'));
  const config = readFileSync('deploy/nginx.conf', 'utf8')
    .replaceAll('/srv/brightwave', resolve('build'))
    .replace('listen 80;', `listen 127.0.0.1:${port};`);
  writeFileSync(join(dir, 'nginx.conf'), config);
  nginx = spawn(
    nginxBinary!,
    [
      '-p',
      dir,
      '-c',
      join(dir, 'nginx.conf'),
      '-g',
      `daemon off; pid ${dir}/nginx.pid; error_log ${dir}/error.log;`,
    ],
    { stdio: 'inherit' },
  );
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

test.afterAll(() => {
  nginx?.kill('SIGQUIT');
});

test('pages carry the security headers and revalidate; hashed assets are immutable', async ({
  request,
}) => {
  const page = await request.get('/about-us', { headers: { 'accept-encoding': 'gzip' } });
  expect(page.status()).toBe(200);
  const headers = page.headers();
  const csp = headers['content-security-policy'] ?? '';
  const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
  expect(scriptSrc).toContain("'self'");
  expect(scriptSrc).toContain("'sha256-");
  expect(scriptSrc).not.toContain('unsafe-inline');
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toMatch(/connect-src 'self' http:\/\/localhost:3001/);
  expect(headers['strict-transport-security']).toContain('max-age=');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['cache-control']).toContain('must-revalidate');
  // gzip_static: the build's own level-9 file, not one compressed per request.
  expect(headers['content-encoding']).toBe('gzip');
  expect(Number(headers['content-length'])).toBe(
    statSync('build/client/about-us/index.html.gz').size,
  );

  const html = await page.text();
  const asset = html.match(/\/assets\/[\w.-]+\.js/)?.[0];
  const assetResponse = await request.get(asset!);
  expect(assetResponse.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(assetResponse.headers()['x-content-type-options']).toBe('nosniff');
});

test('clean URLs: every route answers 200 and a trailing slash redirects to the clean URL', async ({
  request,
}) => {
  for (const path of sitePaths) expect((await request.get(path)).status(), path).toBe(200);
  const slash = await request.get('/services/', { maxRedirects: 0 });
  expect(slash.status()).toBe(301);
  expect(slash.headers()['location']).toMatch(/\/services$/);
});

test('an unknown path gets the 404 page with status 404 and the same headers', async ({
  request,
}) => {
  const response = await request.get('/not/a/page');
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('We couldn’t find that page');
  expect(response.headers()['content-security-policy']).toContain('script-src');
});

test('every page runs its scripts under the CSP without a violation', async ({ page }) => {
  // Every page until its scripts have run and its network (hero video included) is idle.
  test.setTimeout(timeoutForPages(sitePaths.length + 1));
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text()))
      violations.push(message.text().slice(0, 200));
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Refused to load (CSP): ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  for (const path of sitePaths) {
    await openEnhanced(page, path);
    await page.waitForLoadState('networkidle');
  }
  // A link followed after hovering it (Speculation Rules prerender it) navigates too.
  await openEnhanced(page, '/');
  const link = page.locator('footer').getByRole('link', { name: 'Terms of Service' });
  await link.hover();
  await link.click();
  await expect(page).toHaveURL(/\/terms-of-service$/);
  expect(violations).toEqual([]);
});

test('under the CSP the contact form still sends, and the inbox receives every field', async ({
  page,
  request,
}, testInfo) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  const enquiry = enquiryFor(uniqueName(testInfo));
  await openEnhanced(page, '/contact');
  await fillEnquiry(page, enquiry);
  await form(page).submit.click();
  await expect(form(page).status).toHaveText('Message sent successfully!');
  const [received] = await enquiriesFrom(request, enquiry.name);
  expect(received?.fields).toMatchObject({
    title: 'Website Contact Form',
    name: enquiry.name,
    email: enquiry.email,
    phone: enquiry.phone,
  });
  expect(violations).toEqual([]);
});
