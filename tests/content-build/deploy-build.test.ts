/**
 * The deploy build (`npm run build`, what a host runs), with complete settings: stand-in keys
 * for a domain of our own, never uploaded. Everything else builds a preview, whose form posts to
 * the local inbox; this proves the build a host makes works, and that it points at the domain
 * and at EmailJS, not at anything local. CI runs it first on the `engines` floor (.ci/run), as
 * the build a host on Node 22 would make, and its pictures then wait encoded for every other
 * build of the run.
 */
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailjsApiOrigin } from '../../src/config/build-settings.js';
import { copySite, type SiteCopy } from './site-copy';

const settings = {
  BUILD_TARGET: 'deploy',
  SITE_URL: 'https://www.brightwave-digital.com',
  EMAILJS_SERVICE_ID: 'service_ci',
  EMAILJS_TEMPLATE_ID: 'template_ci',
  EMAILJS_PUBLIC_KEY: 'ci-public-key',
};

let site: SiteCopy;
let output: string;

beforeAll(async () => {
  site = await copySite();
  const result = await site.node('astro/bin/astro.mjs', ['build'], settings);
  output = result.output;
  expect(result.code, output).toBe(0);
  await site.saveCaches();
}, 900_000);

afterAll(() => site?.remove());

const built = (...parts: string[]) => readFile(site.at('build', ...parts), 'utf8');

describe('the deploy build, with every setting a host gives it', () => {
  it('records a deploy build whose form sends through EmailJS with the keys it was given', async () => {
    const record = JSON.parse(await built('hosting/build.json')) as {
      target: string;
      siteUrl: string;
      emailjs: { serviceId: string; templateId: string; publicKey: string; origin: string };
    };
    expect(record.target).toBe('deploy');
    expect(record.siteUrl).toBe(settings.SITE_URL);
    expect(record.emailjs).toMatchObject({
      serviceId: settings.EMAILJS_SERVICE_ID,
      templateId: settings.EMAILJS_TEMPLATE_ID,
      publicKey: settings.EMAILJS_PUBLIC_KEY,
      origin: emailjsApiOrigin,
    });
  });

  it('names the domain in the canonical address and the site map, and nothing on this computer', async () => {
    const home = await built('client/index.html');
    expect(home).toContain(`<link rel="canonical" href="${settings.SITE_URL}/"`);
    expect(await built('client/sitemap-0.xml')).toContain(`<loc>${settings.SITE_URL}/</loc>`);
    // The preview's form posts to the local inbox, and says so on the page.
    const pages: [string, string][] = [
      ['/', home],
      ['/contact', await built('client/contact/index.html')],
    ];
    for (const [route, page] of pages)
      expect(page.match(/[^"<>]{0,60}(?:localhost|127\.0\.0\.1)[^"<>]{0,60}/)?.[0], route).toBe(
        undefined,
      );
  });
});
