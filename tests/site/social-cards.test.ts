import sharp from 'sharp';
import { expect, test } from 'vitest';
import { cardOwner, sitePaths } from '../e2e/site-routes';
import { fileAt, pageAt } from './built-site';

/** The `content` of a page's <meta property|name="key">, entities decoded, as a crawler reads it. */
function meta(html: string, key: string): string | undefined {
  const match = html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`));
  return match?.[1] && decodeEntities(match[1]);
}

/** The lines of the page's h1, as its text reads: 'Web Hosting', 'Fast, Secure & Reliable'. */
function headingLines(html: string): string[] {
  const h1 = html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1] ?? '';
  return h1
    .split(/<[^>]+>/)
    .map((part) => decodeEntities(part).trim())
    .filter(Boolean);
}

function decodeEntities(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

test('every route shares a card of its own (a list’s later pages, its first page’s): absolute, built, the declared JPEG size, under 300 KB, its alt naming the page', async () => {
  const images = new Set<string>();
  for (const path of sitePaths) {
    const { html } = pageAt(path);
    const image = meta(html, 'og:image');
    expect(image, `${path} og:image`).toBeTruthy();
    expect(meta(html, 'twitter:image'), path).toBe(image);
    const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
    const url = new URL(image!);
    expect(url.origin, `${path} og:image is on the site's own origin`).toBe(
      new URL(canonical!).origin,
    );
    const owner = cardOwner(path);
    expect(url.pathname, path).toBe(`/og/${owner === '/' ? 'home' : owner.slice(1)}.jpg`);
    images.add(url.pathname);

    // A .jpg file, which every host serves as image/jpeg.
    expect(meta(html, 'og:image:type')).toBe('image/jpeg');
    const body = fileAt(url.pathname);
    expect(body.length, `${url.pathname} is ${body.length} bytes`).toBeLessThan(300 * 1024);
    const { format, width, height } = await sharp(body).metadata();
    expect(`image/${format}`).toBe(meta(html, 'og:image:type'));
    expect(String(width)).toBe(meta(html, 'og:image:width'));
    expect(String(height)).toBe(meta(html, 'og:image:height'));
    expect([width, height]).toEqual([1200, 630]);

    const alt = meta(html, 'og:image:alt');
    expect(meta(html, 'twitter:image:alt'), path).toBe(alt);
    const heading = headingLines(html);
    expect(heading.length, `${path} h1`).toBeGreaterThan(0);
    for (const line of heading) expect(alt, `${path} alt names its page`).toContain(line);
  }
  expect(images.size, 'one card per route').toBe(new Set(sitePaths.map(cardOwner)).size);
});

test('the 404 page keeps the site card', async () => {
  const { html } = pageAt('/404');
  const image = new URL(meta(html, 'og:image')!);
  expect(image.pathname).toBe('/media/og/brightwave-og.jpg');
  const { width, height } = await sharp(fileAt(image.pathname)).metadata();
  expect([String(width), String(height)]).toEqual([
    meta(html, 'og:image:width'),
    meta(html, 'og:image:height'),
  ]);
});
