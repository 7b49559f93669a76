import { expect, test } from './fixtures';
import { sitePaths } from './site-routes';

/**
 * Crawls every route's prerendered HTML and fails on an internal link or
 * #anchor that does not resolve, and on a new-tab link without
 * rel="noopener noreferrer".
 */
test('every internal link and anchor resolves, and every new-tab link is safe', async ({
  request,
}) => {
  const pages = new Map<string, string>();
  for (const path of sitePaths) pages.set(path, await (await request.get(path)).text());
  const ids = (html: string) => new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));
  const problems: string[] = [];
  let links = 0;

  for (const [path, html] of pages) {
    for (const match of html.matchAll(/<a\s[^>]*>/g)) {
      const tag = match[0];
      const href = tag.match(/href="([^"]*)"/)?.[1]?.replaceAll('&amp;', '&');
      if (!href) continue;
      links++;
      if (/target="_blank"/.test(tag) && !/rel="noopener noreferrer"/.test(tag))
        problems.push(`${path}: unsafe new tab ${href}`);
      if (/^(https?:|mailto:|tel:)/.test(href)) continue;
      const url = new URL(href, `http://site${path}`);
      const target = url.pathname.replace(/(.)\/$/, '$1');
      if (!pages.has(target)) {
        const response = await request.get(url.pathname);
        if (response.status() !== 200)
          problems.push(`${path}: ${href} answers ${response.status()}`);
        continue;
      }
      if (url.hash && !ids(pages.get(target)!).has(decodeURIComponent(url.hash.slice(1)))) {
        problems.push(`${path}: ${href} names a missing anchor`);
      }
    }
  }
  expect(problems).toEqual([]);
  expect(links).toBeGreaterThan(sitePaths.length * 20);
});
