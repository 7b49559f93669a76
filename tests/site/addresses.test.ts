/**
 * Every address the site has published still answers: the ledger's (src/content/site/addresses.yaml)
 * each built, redirected to a built page, or gone; what search engines and readers are handed
 * (site map, feed, llms.txt) lists only live pages; and each old address's forwarding page, for
 * hosts that cannot redirect, sends the browser on within the site's policy.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ledgerEntries, ledgerFile } from '../../integrations/address-ledger.mjs';
import {
  attribute,
  builtPages,
  clientDir,
  forwardingPages,
  oldAddresses,
  siteUrl,
  type BuiltPage,
} from './built-site';

const ledger = ledgerEntries(readFileSync(ledgerFile, 'utf8'));
const live = new Set(builtPages.map(({ path }) => path));
const redirected = new Map(oldAddresses.redirects.map(({ from, to }) => [from, to]));
const gone = new Set(oldAddresses.gone.map(({ address }) => address));
const read = (file: string) => readFileSync(join(clientDir, file), 'utf8');

/** Every address a file names on this site, as a path. */
const pathsIn = (text: string) =>
  [...text.matchAll(new RegExp(`${siteUrl.replaceAll('.', '\\.')}(/[^\\s<"')\\]]*)`, 'g'))].map(
    (match) => match[1]!.replace(/(.)\/$/, '$1'),
  );

describe('the published addresses', () => {
  it('each answer: a page built, a redirect to one, or gone for good', () => {
    expect(ledger.length).toBeGreaterThan(0);
    const unanswered = ledger
      .map(({ address }) => address)
      .filter((address) => !live.has(address) && !redirected.has(address) && !gone.has(address));
    expect(unanswered).toEqual([]);
  });

  it('redirect only to built pages, never to another old address, each with 301', () => {
    for (const { from, to, status } of oldAddresses.redirects) {
      expect(live.has(to), `${from} → ${to}`).toBe(true);
      expect(redirected.has(to) || gone.has(to), `${from} → ${to}`).toBe(false);
      expect(live.has(from), `${from} is both a page and a redirect`).toBe(false);
      expect(status).toBe(301);
    }
    expect(
      read('_redirects')
        .split('\n')
        .filter((line) => line.startsWith('/')),
    ).toEqual(oldAddresses.redirects.map(({ from, to }) => `${from} ${to} 301`));
    for (const address of gone) expect(live.has(address), address).toBe(false);
  });

  it('leave the site map, the feed and llms.txt holding live pages only', () => {
    const sitemaps = [...read('sitemap-index.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) =>
      new URL(match[1]!).pathname.slice(1),
    );
    const listed = [
      ...sitemaps.flatMap((file) => pathsIn(read(file))),
      ...pathsIn(read('rss.xml')),
      ...pathsIn(read('llms.txt')),
    ].filter((path) => !/\.[a-z0-9]+$/i.test(path));
    expect(listed.length).toBeGreaterThan(0);
    const old = listed.filter((path) => redirected.has(path) || gone.has(path));
    expect(old).toEqual([]);
  });
});

describe('each forwarding page', () => {
  const content = (page: BuiltPage, name: string, value: string) =>
    page.elements.find(
      (element) => element.tagName === 'meta' && attribute(element, name)?.toLowerCase() === value,
    );

  it('is the only HTML at an old address, and sends the browser, the crawler and the reader on', () => {
    expect(forwardingPages.map(({ path }) => path)).toEqual([...redirected.keys()].sort());
    for (const page of forwardingPages) {
      const to = redirected.get(page.path) ?? '';
      const refresh = content(page, 'http-equiv', 'refresh');
      expect(refresh && attribute(refresh, 'content'), page.path).toBe(`0; url=${to}`);
      const robots = content(page, 'name', 'robots');
      expect(robots && attribute(robots, 'content'), page.path).toBe('noindex');
      const canonical = page.elements.find(
        (element) => element.tagName === 'link' && attribute(element, 'rel') === 'canonical',
      );
      expect(canonical && attribute(canonical, 'href'), page.path).toBe(`${siteUrl}${to}`);
      const links = page.elements.filter((element) => element.tagName === 'a');
      expect(
        links.map((link) => attribute(link, 'href')),
        page.path,
      ).toEqual([to]);
      const policy = content(page, 'http-equiv', 'content-security-policy');
      expect(policy && attribute(policy, 'content'), page.path).toMatch(/^default-src 'none';/);
      expect(page.elements.some(({ tagName }) => tagName === 'script' || tagName === 'style')).toBe(
        false,
      );
    }
  });
});
