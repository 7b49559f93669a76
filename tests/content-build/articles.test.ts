/**
 * A month of articles, end to end through the real build: ten more published articles (so the
 * list runs to a second page), one of them with a photo straight from a phone in its text, a
 * draft and an article dated a month ahead. The build must publish the first eleven and hold
 * back the other two everywhere; the development server must show all of them, marked.
 */
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { XMLParser } from 'fast-xml-parser';
import { xmlProblem } from '../../src/lib/well-formed-xml.test-support';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, team } from '../e2e/content';
import { articlesPerPage } from '../../src/lib/article-pages';
import { storedByPhone } from './phone-photo';
import { copySite, keptArticles, type SiteCopy } from './site-copy';

let site: SiteCopy;
let output: string;
/** The project's published articles the copy holds (site-copy.ts), newest first. */
const shippedArticles = articles.filter((article) => keptArticles.includes(article.slug));
let photo: Buffer;

const author = team[0]!.slug;
const photoAlt = 'Two colour fields, red above blue, photographed in the studio';
const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

interface Written {
  slug: string;
  title: string;
  pubDate: string;
  draft?: boolean;
  text?: string;
}

const added: Written[] = Array.from({ length: 10 }, (_, index) => ({
  slug: `month-article-${index + 1}`,
  title: `Month article ${index + 1}`,
  // Older than every article the site ships, so the list's order is easy to tell.
  pubDate: `2020-01-${String(index + 10).padStart(2, '0')}`,
}));
added[0]!.text = `Before the photo.\n\n![${photoAlt}](./month-article-1/phone-photo.jpg)\n\nAfter the photo.\n`;
const draft: Written = { slug: 'month-draft', title: 'Month draft', pubDate: day(-3), draft: true };
const scheduled: Written = { slug: 'month-scheduled', title: 'Month scheduled', pubDate: day(30) };
const held = [draft, scheduled];

async function writeArticle(article: Written, cover: Buffer) {
  await mkdir(site.at('src/content/insights', article.slug));
  await writeFile(site.at('src/content/insights', article.slug, 'cover.png'), cover);
  await writeFile(
    site.at('src/content/insights', `${article.slug}.md`),
    [
      '---',
      `title: ${article.title}`,
      'description: An article written by the test of a month of publishing, long enough to be a summary.',
      `pubDate: ${article.pubDate}`,
      `author: ${author}`,
      'tags: [Hosting]',
      `cover: ./${article.slug}/cover.png`,
      'coverAlt: A plain blue field',
      `draft: ${article.draft ?? false}`,
      '---',
      '',
      article.text ?? '## What this is\n\nA paragraph of the article.\n',
    ].join('\n'),
  );
}

beforeAll(async () => {
  site = await copySite();
  const cover = await sharp({
    create: { width: 1200, height: 675, channels: 3, background: '#1d4ed8' },
  })
    .png()
    .toBuffer();
  const half = { width: 1600, height: 800, channels: 3 } as const;
  photo = await storedByPhone(
    await sharp({ create: { width: 1600, height: 1600, channels: 3, background: '#1d4ed8' } })
      .composite([{ input: { create: { ...half, background: '#dc2626' } }, top: 0, left: 0 }])
      .png()
      .toBuffer(),
  );
  for (const article of [...added, ...held]) await writeArticle(article, cover);
  await writeFile(site.at('src/content/insights/month-article-1/phone-photo.jpg'), photo);
  const result = await site.build();
  output = result.output;
  expect(result.code, output).toBe(0);
}, 300_000);

afterAll(() => site?.remove());

const built = (...parts: string[]) => readFile(site.at('build/client', ...parts), 'utf8');
const page = (route: string) => built(route, 'index.html');
const cardTitles = (html: string) =>
  [...html.matchAll(/<h2[^>]*><a href="\/insights\/([^"]+)"/g)].map((match) => match[1]);

describe('a month of articles in the build', () => {
  const published = shippedArticles.length + added.length;

  it('lists the published articles newest first, nine to a page, then a second page', async () => {
    expect(published).toBeGreaterThan(articlesPerPage);
    const first = cardTitles(await page('insights'));
    const second = cardTitles(await page('insights/2'));
    expect(first).toHaveLength(articlesPerPage);
    expect([...first, ...second]).toEqual([
      ...shippedArticles.map((article) => article.slug),
      ...added.map((article) => article.slug).reverse(),
    ]);
    expect(await page('insights')).toContain('href="/insights/2"');
    expect(await page('insights/2')).toMatch(
      /href="\/insights"[^>]*rel="prev"|rel="prev"[^>]*href="\/insights"/,
    );
  });

  it('gives every published article its page and its card, and a topic page its articles', async () => {
    for (const { slug } of added) expect(await page(`insights/${slug}`)).toContain('<h1');
    const hosting = await page('insights/topics/hosting');
    const onTopic = shippedArticles.filter((article) => article.tags.includes('Hosting')).length;
    expect(cardTitles(hosting).length).toBe(Math.min(articlesPerPage, onTopic + added.length));
    for (const { slug } of added) await built('og/insights', `${slug}.jpg`);
  });

  it('leaves a draft and a future-dated article out of every page, the feed, the site map, llms.txt and the cards', async () => {
    const builtPages = await readdir(site.at('build/client/insights'));
    const everything = [
      await built('rss.xml'),
      await built('sitemap-0.xml'),
      await built('llms.txt'),
      await page('insights'),
      await page('insights/2'),
      await page('insights/topics/hosting'),
      await page(`insights/${added[0]!.slug}`),
    ].join('\n');
    for (const article of held) {
      expect(builtPages, article.slug).not.toContain(article.slug);
      expect(everything, article.slug).not.toContain(article.slug);
      expect(everything, article.slug).not.toContain(article.title);
      await expect(built('og/insights', `${article.slug}.jpg`)).rejects.toThrow();
    }
  });

  it('feeds every published article, and only those, as valid RSS', async () => {
    const xml = await built('rss.xml');
    expect(xmlProblem(xml)).toBeUndefined();
    const feed = new XMLParser({ ignoreAttributes: false }).parse(xml, true);
    const items = [feed.rss.channel.item].flat() as { link: string; pubDate: string }[];
    expect(items).toHaveLength(published);
    expect(items.map((item) => new URL(item.link).pathname)).toEqual([
      ...shippedArticles.map((article) => article.href),
      ...added.map((a) => `/insights/${a.slug}`).reverse(),
    ]);
    for (const item of items) expect(Number.isNaN(Date.parse(item.pubDate))).toBe(false);
  });

  it('shows the phone photo in the text upright, cropped to 3:2, with no location or camera data', async () => {
    const html = await page(`insights/${added[0]!.slug}`);
    const at = html.indexOf(`alt="${photoAlt}"`);
    expect(at, 'the photo is on the page').toBeGreaterThan(0);
    const markup = html.slice(html.lastIndexOf('<picture>', at), at);
    const files = [...markup.matchAll(/(\/assets\/[^ ",]+) (\d+)w/g)].map((match) => ({
      url: match[1]!,
      width: Number(match[2]),
    }));
    expect(files.length).toBeGreaterThan(2);
    for (const file of files) {
      const bytes = await readFile(site.at('build/client', file.url));
      const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
      expect([info.width, info.height]).toEqual([file.width, Math.round((file.width * 2) / 3)]);
      const colour = (y: number) =>
        data[
          (Math.round(y * (info.height - 1)) * info.width + Math.round(info.width / 2)) *
            info.channels
        ]!;
      expect(colour(0.15), `${file.url} top is red`).toBeGreaterThan(180);
      expect(colour(0.85), `${file.url} bottom is not red`).toBeLessThan(90);
      expect(bytes.includes(Buffer.from('Pixelphone')), `${file.url} names the camera`).toBe(false);
      expect((await sharp(bytes).metadata()).exif, file.url).toBeUndefined();
    }
    for (const name of await readdir(site.at('build/client/assets')))
      expect((await readFile(site.at('build/client/assets', name))).equals(photo), name).toBe(
        false,
      );
  });
});

describe('the development server, where a marketer previews', () => {
  it('shows the draft and the future-dated article, each marked, and lists them', async () => {
    const server = await site.dev(Number(process.env.CONTENT_DEV_PORT ?? 4391));
    try {
      const list = await (await fetch(`${server.url}/insights`)).text();
      for (const article of held) {
        expect(list).toContain(`/insights/${article.slug}`);
        const response = await fetch(`${server.url}/insights/${article.slug}`);
        expect(response.status, article.slug).toBe(200);
        const html = await response.text();
        expect(html).toContain(article.title);
        expect(html).toContain(article.draft ? 'Draft:' : 'Scheduled:');
      }
    } finally {
      server.stop();
    }
  }, 180_000);
});
