import { statSync } from 'node:fs';
import { listPagePaths } from '../../src/lib/article-pages';
import {
  articleTopics,
  articles,
  articlesIn,
  caseStudies,
  navigation,
  notFoundPage,
  servicePages,
  urlEndingIn,
} from './content';
import { expect, test } from './fixtures';
import { crossOriginSamples, expectSecurityHeaders, pagePolicy } from './security-headers';
import { sitePaths } from './site-routes';

/**
 * The pages src/pages/ holds one file each for; the service pages, case studies, articles and
 * their lists come from their entries.
 */
const fixedPaths = [
  '/',
  '/about-us',
  '/contact',
  '/portfolio',
  '/privacy-policy',
  '/services',
  '/terms-of-service',
];

test('the site map has every page and one route per service page, case study and article', () => {
  expect([...sitePaths].sort()).toEqual(
    [
      ...fixedPaths,
      ...servicePages.map(({ path }) => path),
      ...caseStudies.map(({ path }) => path),
      ...articles.map(({ href }) => href),
      ...listPagePaths('/insights', articles.length),
      ...articleTopics.flatMap(({ name, href }) => listPagePaths(href, articlesIn(name).length)),
    ].sort(),
  );
});

// Each page's title, description, canonical, Open Graph and h1, and that no two pages share a
// title, are read from the built files by the whole-site pass (tests/site/pages.test.ts).

test('an unknown path answers 404 with the not-found page', async ({ page, request }) => {
  const raw = await request.get('/no-such-page/at-all');
  expect(raw.status()).toBe(404);
  expect(await raw.text()).toContain(notFoundPage.title);

  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFoundPage.title);
  await expect(page.locator('header')).toBeVisible();
  await expect(page.locator('footer')).toBeVisible();
  const main = page.locator('main');
  const links = main.getByRole('link');
  await expect(links).toHaveCount(notFoundPage.destinations.length);
  for (const [index, { label, description, href }] of notFoundPage.destinations.entries()) {
    await expect(links.nth(index)).toHaveAttribute('href', href);
    await expect(links.nth(index)).toContainText(label);
    await expect(links.nth(index)).toContainText(description);
  }
  const last = notFoundPage.destinations.at(-1)!;
  await links.last().click();
  await expect(page).toHaveURL(urlEndingIn(last.href));
});

test('internal links are document navigations to prerendered pages, which Speculation Rules may prerender', async ({
  page,
}) => {
  await page.goto('/');
  const rules = JSON.parse(
    (await page.locator('script[type="speculationrules"]').textContent()) ?? '{}',
  ) as { prerender?: { where?: { href_matches?: string }; eagerness?: string }[] };
  expect(rules.prerender).toEqual([{ where: { href_matches: '/*' }, eagerness: 'moderate' }]);
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 42));
  const other = navigation.companyLinks.find(({ href }) => href !== '/')!;
  await page.locator('footer').getByRole('link', { name: other.label, exact: true }).click();
  await expect(page).toHaveURL(urlEndingIn(other.href));
  // A new document, not a route rendered by a client-side router: the marker is gone.
  await expect(page.locator('main h1')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(
    undefined,
  );
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('the local production server sends the same security and cache headers as nginx', async ({
  request,
}) => {
  const page = await request.get('/services');
  const headers = page.headers();
  expect(pagePolicy(await page.text())).toContain("script-src 'self' 'sha256-");
  expectSecurityHeaders(page, 'same-origin', '/services');
  expect(headers['cache-control']).toContain('must-revalidate');
  const asset = (await page.text()).match(/\/assets\/[\w.-]+\.js/)?.[0];
  const assetResponse = await request.get(asset!);
  expect(assetResponse.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expectSecurityHeaders(assetResponse, 'same-origin', asset!);
  for (const path of ['/missing-page', '/no/such/page']) {
    const missing = await request.get(path);
    expect(missing.status()).toBe(404);
    expectSecurityHeaders(missing, 'same-origin', path);
  }
  // The files other sites embed that this build has (scripts/serve.test.mjs covers every pattern).
  for (const [, path] of crossOriginSamples('build/client')) {
    if (path) expectSecurityHeaders(await request.get(path), 'cross-origin', path);
  }
});

test('pages go out as the Brotli files the build precompressed, and gzip to clients without Brotli', async ({
  request,
}) => {
  for (const [acceptEncoding, encoding, extension] of [
    ['gzip, deflate, br, zstd', 'br', 'br'],
    ['gzip, deflate', 'gzip', 'gz'],
  ] as const) {
    const page = await request.get('/services/frontend-development', {
      headers: { 'accept-encoding': acceptEncoding },
    });
    expect(page.headers()['content-encoding']).toBe(encoding);
    expect(page.headers()['vary']).toContain('Accept-Encoding');
    expect(Number(page.headers()['content-length'])).toBe(
      statSync(`build/client/services/frontend-development/index.html.${extension}`).size,
    );
    expect(await page.text()).toContain('<h1');
  }
});
