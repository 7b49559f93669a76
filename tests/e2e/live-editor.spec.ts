/**
 * The content editor of the live site (`npm run build:editor`, src/editor/live/), built into a
 * temporary folder and served as its host would serve it (live-editor-host.ts). Keystatic Cloud
 * is out of reach here, so its two sign-in addresses are answered by the test, as the real
 * service answers them; what happens after sign-in (reading the repository, committing a save)
 * needs the real service and a real repository, and is not tested (docs/hosting.md says so).
 */
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { buildEditor } from '../../scripts/build-editor.mjs';
import { editorContentSecurityPolicy } from '../../integrations/security-headers.mjs';
import { serveEditor } from './live-editor-host';
import { pagePolicy } from './security-headers';

const port = 4191;
const origin = `http://127.0.0.1:${port}`;
const cloudProject = 'brightwave/website';
const siteUrl = 'https://www.brightwave-digital.com';
const cloudApi = 'https://api.keystatic.cloud';

let dir = '';
let server: Server | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // The build takes about 5 s here; a slow day with the other worker busy may take several times that.
  test.setTimeout(120_000);
  dir = await mkdtemp(join(tmpdir(), 'live-editor-'));
  await buildEditor({
    env: { KEYSTATIC_CLOUD_PROJECT: cloudProject, SITE_URL: siteUrl },
    outDir: dir,
  });
  server = await serveEditor(dir, port);
});

test.afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

/**
 * Every request the page makes that leaves the editor's own address, and every request the
 * editor's own policy blocked. Nothing leaves unless the test answers it.
 */
async function watchRequests(page: Page) {
  const offSite: string[] = [];
  const blocked: string[] = [];
  await page.exposeFunction('reportBlocked', (uri: string) => blocked.push(uri));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportBlocked: (uri: string) => void }).reportBlocked(
        event.blockedURI,
      ),
    );
  });
  await page.route(
    (url) => url.origin !== origin,
    (route) => {
      offSite.push(route.request().url());
      return route.abort();
    },
  );
  return { offSite, blocked };
}

test('is served with its own headers, under /keystatic only, kept out of search engines', async ({
  request,
}) => {
  const bare = await request.get(`${origin}/`, { maxRedirects: 0 });
  expect(bare.status()).toBe(302);
  expect(bare.headers().location).toBe('/keystatic');

  for (const path of [
    '/keystatic',
    '/keystatic/branch/main/collection/team',
    '/keystatic/cloud/oauth/callback',
  ]) {
    const response = await request.get(`${origin}${path}`);
    expect(response.status(), path).toBe(200);
    const headers = response.headers();
    expect(headers['content-security-policy'], path).toBe(editorContentSecurityPolicy());
    expect(headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['strict-transport-security']).toMatch(/^max-age=63072000; includeSubDomains/);
    expect(headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(await response.text()).toContain('<div id="editor">');
  }
  const page = await (await request.get(`${origin}/keystatic`)).text();
  const script = /src="(\/assets\/[^"]+\.js)"/.exec(page)?.[1];
  expect(script).toBeDefined();
  const asset = await request.get(`${origin}${script}`);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-security-policy']).toBe(editorContentSecurityPolicy());
  expect((await request.get(`${origin}/robots.txt`)).status()).toBe(200);

  // The site's own policy is not loosened for it: no Keystatic origin, no inline styles.
  const siteHeaders = await readFile('build/client/_headers', 'utf8');
  expect(siteHeaders).not.toContain('keystatic');
  expect(/Content-Security-Policy: (.*)/.exec(siteHeaders)?.[1]).not.toContain('unsafe-inline');
  const sitePolicy = pagePolicy(await readFile('build/client/index.html', 'utf8'));
  expect(sitePolicy).toMatch(/style-src 'self'[^;]*;/);
  expect(/style-src [^;]*/.exec(sitePolicy)?.[0]).not.toContain('unsafe-inline');
});

test('asks an editor to sign in with Keystatic Cloud, and its policy lets nothing else load', async ({
  page,
}) => {
  const { offSite, blocked } = await watchRequests(page);
  await page.goto(`${origin}/keystatic`);
  await expect(page.getByRole('button', { name: 'Log in with Keystatic Cloud' })).toBeVisible();
  await expect(page).toHaveTitle('Brightwave content');
  expect(offSite).toEqual([]);
  // Keystatic asks Google for its typeface; the editor's policy refuses, and its own
  // lettering is used instead.
  expect(blocked).toEqual([
    'https://fonts.googleapis.com/css2?family=Inter:wght@400;500;600;700&display=swap',
  ]);
});

test('signs in through Keystatic Cloud and comes back to this address with a token for its project', async ({
  page,
}) => {
  const { blocked } = await watchRequests(page);
  const asked: Record<string, string> = {};
  let tokenRequest: URLSearchParams | undefined;
  const afterSignIn: { url: string; authorization?: string }[] = [];

  // Keystatic Cloud's sign-in page: it sends the editor back with a one-time code.
  await page.route(`${cloudApi}/oauth/authorize?*`, (route) => {
    const url = new URL(route.request().url());
    Object.assign(asked, Object.fromEntries(url.searchParams));
    const back = new URL(url.searchParams.get('redirect_uri') ?? '');
    back.searchParams.set('code', 'one-time-code');
    back.searchParams.set('state', url.searchParams.get('state') ?? '');
    return route.fulfill({ status: 302, headers: { location: back.toString() } });
  });
  // Keystatic Cloud's token exchange.
  await page.route(`${cloudApi}/oauth/token`, (route) => {
    tokenRequest = new URLSearchParams(route.request().postData() ?? '');
    return route.fulfill({
      status: 200,
      headers: { 'access-control-allow-origin': origin, 'content-type': 'application/json' },
      body: JSON.stringify({ access_token: 'cloud-token', token_type: 'bearer', expires_in: 3600 }),
    });
  });
  // What the editor asks of Keystatic Cloud once signed in: recorded, then refused.
  await page.route(`${cloudApi}/v1/**`, (route) => {
    afterSignIn.push({
      url: route.request().url(),
      authorization: route.request().headers().authorization,
    });
    return route.abort();
  });

  await page.goto(`${origin}/keystatic`);
  await page.getByRole('button', { name: 'Log in with Keystatic Cloud' }).click();
  await expect.poll(() => tokenRequest?.get('code')).toBe('one-time-code');

  expect(asked.client_id).toBe(cloudProject);
  expect(asked.redirect_uri).toBe(`${origin}/keystatic/cloud/oauth/callback`);
  expect(asked.response_type).toBe('code');
  expect(asked.code_challenge_method).toBe('S256');
  expect(tokenRequest?.get('client_id')).toBe(cloudProject);
  expect(tokenRequest?.get('redirect_uri')).toBe(`${origin}/keystatic/cloud/oauth/callback`);
  // The proof only this browser can give: the secret behind the challenge it sent first.
  const verifier = tokenRequest?.get('code_verifier') ?? '';
  expect(createHash('sha256').update(verifier).digest('base64url')).toBe(asked.code_challenge);

  await expect.poll(() => afterSignIn.length).toBeGreaterThan(0);
  for (const call of afterSignIn) expect(call.authorization, call.url).toBe('Bearer cloud-token');
  expect(blocked.filter((uri) => !uri.startsWith('https://fonts.googleapis.com/'))).toEqual([]);
});
