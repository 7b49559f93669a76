import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  forwardingPage,
  redirectLimitBreaches,
  renderNginxAddresses,
  renderRedirectsFile,
  writeRedirects,
} from './redirects.mjs';

/** A built site of a few pages in a folder of its own: `build/client`. */
let build = '';
const client = () => join(build, 'client');
const page = (title) =>
  `<!doctype html><html lang="en-US"><head><meta charset="utf-8"><title>${title}</title></head><body><h1>${title}</h1></body></html>`;

beforeEach(async () => {
  build = await mkdtemp(join(tmpdir(), 'brightwave-redirects-'));
  await mkdir(join(client(), 'insights', 'new-name'), { recursive: true });
  await writeFile(join(client(), 'index.html'), page('Home'));
  await writeFile(join(client(), '404.html'), page('Not found'));
  await writeFile(join(client(), 'insights', 'new-name', 'index.html'), page('Fast & light'));
});
afterEach(() => rm(build, { recursive: true, force: true }));

describe('writeRedirects', () => {
  it('writes every host’s redirects, and a forwarding page with its own policy', async () => {
    const settled = await writeRedirects(
      client(),
      [
        { address: '/' },
        { address: '/insights/old-name', leadsTo: '/insights/new-name' },
        { address: '/insights/new-name' },
        { address: '/portfolio/gone', gone: true },
      ],
      'https://www.example.com',
    );
    expect(settled.redirects).toEqual([{ from: '/insights/old-name', to: '/insights/new-name' }]);
    expect(await readFile(join(client(), '_redirects'), 'utf8')).toContain(
      '\n/insights/old-name /insights/new-name 301\n',
    );
    const nginx = await readFile(join(build, 'nginx', 'addresses.conf'), 'utf8');
    expect(nginx).toContain('  /insights/old-name /insights/new-name;');
    expect(nginx).toContain('  /portfolio/gone 1;');
    expect(JSON.parse(await readFile(join(build, 'hosting', 'redirects.json'), 'utf8'))).toEqual({
      redirects: [{ from: '/insights/old-name', to: '/insights/new-name', status: 301 }],
      gone: [{ address: '/portfolio/gone', status: 410 }],
      published: ['/', '/insights/new-name'],
    });
    const forwarding = await readFile(join(client(), 'insights', 'old-name', 'index.html'), 'utf8');
    expect(forwarding).toMatch(
      /^<!doctype html>\n<html lang="en-US">\n<head>\n<meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="default-src 'none';script-src 'self';/,
    );
    expect(forwarding).toContain(
      '<link rel="canonical" href="https://www.example.com/insights/new-name">',
    );
    expect(forwarding).toContain('<title>Fast &amp; light</title>');
    expect(forwarding).toContain('<a href="/insights/new-name">Fast &amp; light</a>');
    expect(existsSync(join(client(), 'portfolio', 'gone'))).toBe(false);
  });

  it('stops on a published address no longer built that leads nowhere, writing nothing', async () => {
    await expect(
      writeRedirects(client(), [{ address: '/portfolio/ledgerly' }], 'https://www.example.com'),
    ).rejects.toThrow(
      /not settled, so the site was not built.*\n {2}- The page \/portfolio\/ledgerly is no longer on the site/,
    );
    expect(existsSync(join(client(), '_redirects'))).toBe(false);
  });
});

describe('redirectLimitBreaches', () => {
  it('holds Cloudflare Pages’ limits: 2,000 rules, 1,000 characters a line', () => {
    const many = Array.from({ length: 2001 }, (_, index) => ({ from: `/a-${index}`, to: '/' }));
    expect(redirectLimitBreaches(renderRedirectsFile(many.slice(0, 2000)))).toEqual([]);
    expect(redirectLimitBreaches(renderRedirectsFile(many))).toEqual([
      expect.stringMatching(/at most 2,000 redirects in _redirects: the site has 2,001/),
    ]);
    const long = `/${'a'.repeat(995)}`;
    expect(redirectLimitBreaches(renderRedirectsFile([{ from: long, to: '/' }]))).toEqual([
      expect.stringMatching(
        /at most 1,000 characters a line of _redirects: the redirect of \/a+ has 1,002/,
      ),
    ]);
  });
});

describe('the files', () => {
  it('nginx maps hold nothing but their defaults when no address moved', () => {
    expect(renderNginxAddresses([], [])).toContain(
      'map $uri $brightwave_moved_to {\n  default "";\n}\nmap $uri $brightwave_gone {\n  default 0;\n}\n',
    );
  });

  it('a forwarding page escapes what it quotes', () => {
    const html = forwardingPage(
      { from: '/a', to: '/b' },
      { siteUrl: 'https://x.example/', title: 'A "quoted" <title>', lang: 'en' },
    );
    expect(html).toContain('<title>A &quot;quoted&quot; &lt;title></title>');
    expect(html).toContain('href="https://x.example/b"');
  });
});
