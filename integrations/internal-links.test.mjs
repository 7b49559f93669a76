import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  brokenLinks,
  brokenLinksMessage,
  nearest,
  pagePath,
  readSite,
  whereWritten,
} from './internal-links.mjs';

let dir = '';
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'internal-links-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** Writes the built site's `files` (path → HTML or text) into the folder. */
async function site(/** @type {Record<string, string>} */ files) {
  for (const [file, text] of Object.entries(files)) {
    await mkdir(dirname(join(dir, file)), { recursive: true });
    await writeFile(join(dir, file), text);
  }
  return readSite(dir);
}

const page = (/** @type {string} */ body) => `<!doctype html><html><body>${body}</body></html>`;

describe('the links between pages of the built site', () => {
  it('lead to pages, files and places the site has', async () => {
    const built = await site({
      'index.html': page(
        '<a href="/contact">Contact</a><a href="/contact/#form">Write</a><a href="#top" id="top">Top</a><a href="/rss.xml">Feed</a><a href="https://example.com/x">Out</a><a href="mailto:a@b.c">Mail</a>',
      ),
      'contact/index.html': page('<form id="form"></form><a href="/">Home</a>'),
      'rss.xml': '<rss/>',
    });
    expect(brokenLinks(built)).toEqual([]);
  });

  it('are found broken when they lead to no page, or to a place the page lacks', async () => {
    const built = await site({
      'index.html': page('<a href="/contcat">Contact</a><a href="/contact#frm">Write</a>'),
      'contact/index.html': page('<form id="form"></form><a href="#nowhere">Down</a>'),
    });
    expect(brokenLinks(built)).toEqual([
      {
        page: '/contact',
        href: '#nowhere',
        missing: 'place',
        target: '/contact',
        place: 'nowhere',
      },
      { page: '/', href: '/contcat', missing: 'page', target: '/contcat', place: '' },
      { page: '/', href: '/contact#frm', missing: 'place', target: '/contact', place: 'frm' },
    ]);
  });

  it('are refused naming the file and line they are written on, and the page likely meant', async () => {
    const built = await site({
      'index.html': page('<a href="/contcat">Contact</a>'),
      'insights/speed/index.html': page(
        '<a href="/contcat">Contact</a><a href="/privacy-policy#cookiez">Cookies</a>',
      ),
      'contact/index.html': page(''),
      'privacy-policy/index.html': page('<h2 id="cookies">Cookies</h2>'),
    });
    const texts = new Map([
      [
        'src/content/insights/speed.md',
        '---\ntitle: Speed\n---\n\nWrite to [us](/contcat).\n\nSee [cookies](/privacy-policy#cookiez).\n',
      ],
      ['src/content/site/navigation.yaml', 'links:\n  - label: Contact\n    href: /contcat\n'],
    ]);
    expect(brokenLinksMessage(brokenLinks(built), texts, built).split('\n')).toEqual([
      'src/content/insights/speed.md, line 5: the link to “/contcat” leads to no page of the site. Did you mean /contact? Write the address of one of its pages, like /contact, or a full https:// address for another site.',
      'src/content/site/navigation.yaml, line 3: the link to “/contcat” leads to no page of the site. Did you mean /contact? Write the address of one of its pages, like /contact, or a full https:// address for another site.',
      'src/content/insights/speed.md, line 7: the link to “/privacy-policy#cookiez” leads to /privacy-policy, which has no place called “cookiez”. Did you mean #cookies? Check the words after the #, or link to the page alone.',
    ]);
  });

  it('names the page when no content file holds the link', async () => {
    const built = await site({ 'index.html': page('<a href="/nowhere-at-all">x</a>') });
    expect(brokenLinksMessage(brokenLinks(built), new Map(), built)).toMatch(
      /^The page \/: the link to “\/nowhere-at-all” leads to no page of the site\. Write the address/,
    );
  });
});

describe('the helpers', () => {
  it('read a built file’s address, where a link is written, and the nearest name', () => {
    expect(pagePath('index.html')).toBe('/');
    expect(pagePath('services/web-hosting/index.html')).toBe('/services/web-hosting');
    expect(pagePath('404.html')).toBe('/404');
    const texts = new Map([['a.md', 'see [x](/contact-us) and [y](/contact)\n']]);
    expect(whereWritten('/contact', texts)).toEqual([{ file: 'a.md', line: 1 }]);
    expect(nearest('/contcat', ['/', '/contact', '/portfolio'])).toBe('/contact');
    expect(nearest('/something-else', ['/', '/contact'])).toBeUndefined();
  });
});
