import { llmsTxtArticles } from '../../src/lib/feed';
import { articles, business, literally } from './content';
import { expect, test } from './fixtures';
import { sitePaths } from './site-routes';

const siteOrigin = 'https://www.brightwave.example';

test('llms.txt is plain text that links every route, and only real ones', async ({ request }) => {
  const response = await request.get('/llms.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
  const text = await response.text();
  expect(text).toMatch(new RegExp(`^# ${literally(business.name).source}\n\n> .{40,}\n`));

  const links = [...text.matchAll(/\]\(([^)]+)\)/g)].map((match) => match[1]!);
  // A page's line: '- [Name](https://…): its sentence'.
  const pages = text
    .split('\n')
    .filter((line) => line.startsWith('- ['))
    .map((line) => /\]\(([^)]+)\)/.exec(line)![1]!);
  expect(pages.length).toBeGreaterThan(0);
  const paths = pages.map((link) => {
    const url = new URL(link);
    expect(url.origin, link).toBe(siteOrigin);
    return url.pathname;
  });
  // Each route once, and nothing that is not a route. A topic's page and a list's later pages
  // list articles that are listed already; of the articles, the latest `llmsTxtArticles`.
  const older = new Set(articles.slice(llmsTxtArticles).map(({ href }) => href));
  const listed = sitePaths.filter(
    (path) =>
      !path.startsWith('/insights/topics/') && !/^\/insights\/\d+$/.test(path) && !older.has(path),
  );
  expect([...paths].sort()).toEqual([...listed].sort());
  // Each is a route, and every route is a built page (tests/site/pages.test.ts). The older
  // articles are pointed to, on the list's page.
  const pointer = text.split('\n').filter((line) => /^\d+ older articles /.test(line));
  expect(pointer).toHaveLength(older.size > 0 ? 1 : 0);
  if (older.size > 0) {
    expect(pointer[0]).toMatch(new RegExp(`^${older.size} older articles `));
    expect(pointer[0]).toContain(`](${siteOrigin}/insights)`);
  }

  // The rest are the e-mail and phones, the same the site's footer offers.
  const footer = await (await request.get('/')).text();
  const contacts = links.filter((link) => !/^https?:/.test(link));
  expect(contacts.filter((link) => link.startsWith('mailto:'))).toHaveLength(1);
  expect(contacts.filter((link) => link.startsWith('tel:')).length).toBeGreaterThan(0);
  for (const link of contacts) {
    expect(link).toMatch(/^(mailto|tel):/);
    expect(footer, `${link} is on the site`).toContain(`href="${link}"`);
  }
});

test('robots.txt points AI assistants at llms.txt in a comment', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(new RegExp(`^#.*\\b${siteOrigin.replace(/\./g, '\\.')}/llms\\.txt$`, 'm'));
  expect(robots).toContain('llmstxt.org');
});
