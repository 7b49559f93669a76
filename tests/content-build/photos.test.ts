/**
 * A marketer's pictures, end to end through the real build: a phone photo for a new team
 * member, and a portfolio screenshot of another size, each dropped into its entry's folder.
 */
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { everyone, team as teamNow } from '../e2e/content';
import { storedByPhone } from './phone-photo';
import { copySite, type SiteCopy } from './site-copy';

let site: SiteCopy;
let output: string;
let photo: Buffer;
const newAlt = 'Ledgerly dashboard in its new colours';

/** Upright, the photo is red above and blue below; only its orientation tag makes it so. */
async function phonePhoto(): Promise<Buffer> {
  const half = { width: 1600, height: 800, channels: 3 } as const;
  const upright = await sharp({
    create: { width: 1600, height: 1600, channels: 3, background: '#1d4ed8' },
  })
    .composite([{ input: { create: { ...half, background: '#dc2626' } }, top: 0, left: 0 }])
    .png()
    .toBuffer();
  return storedByPhone(upright);
}

/** A screenshot of another size and shape than the drawn one: green left, yellow right. */
function screenshot(): Promise<Buffer> {
  const side = { width: 800, height: 1000, channels: 3 } as const;
  return sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#facc15' } })
    .composite([{ input: { create: { ...side, background: '#16a34a' } }, top: 0, left: 0 }])
    .png()
    .toBuffer();
}

beforeAll(async () => {
  site = await copySite();
  photo = await phonePhoto();
  await mkdir(site.at('src/content/team/maya-patel'));
  await writeFile(site.at('src/content/team/maya-patel/maya-patel.jpg'), photo);
  await writeFile(
    site.at('src/content/team/maya-patel.yaml'),
    [
      'name: Maya Patel',
      'role: Head of Content',
      // After everyone on the team, in a position no entry has: a shared one is refused.
      `order: ${Math.max(0, ...everyone.map(({ order }) => order)) + 1}`,
      'photo: ./maya-patel/maya-patel.jpg',
      'photoAlt: Maya Patel in the Pune studio',
      'linkedin: https://www.linkedin.com/in/maya-patel',
      '',
    ].join('\n'),
  );
  await rm(site.at('src/content/portfolio/ledgerly/ledgerly.png'));
  await writeFile(site.at('src/content/portfolio/ledgerly/dashboard.png'), await screenshot());
  const entry = site.at('src/content/portfolio/ledgerly.yaml');
  const yaml = await readFile(entry, 'utf8');
  await writeFile(
    entry,
    yaml.slice(0, yaml.indexOf('image: ./ledgerly/ledgerly.png')) +
      `image: ./ledgerly/dashboard.png\nimageAlt: ${newAlt}\n`,
  );
  const result = await site.build();
  output = result.output;
  expect(result.code, output).toBe(0);
}, 300_000);

afterAll(() => site?.remove());

const page = (route: string) => readFile(site.at('build/client', route, 'index.html'), 'utf8');

/** The files of every width and format a `<picture>` offers, and its alt text. */
function pictureOf(html: string, alt: string) {
  const at = html.indexOf(`alt="${alt}"`);
  expect(at, `no picture with alt "${alt}"`).toBeGreaterThan(0);
  const start = html.lastIndexOf('<picture>', at);
  const markup = html.slice(start, html.indexOf('</picture>', at));
  const sets = [...markup.matchAll(/srcSet="([^"]+)"/g)].map((match) => match[1]!);
  const types = [...markup.matchAll(/<source type="([^"]+)"/g)].map((match) => match[1]);
  const files = sets.flatMap((set) =>
    set.split(', ').map((candidate) => {
      const [url = '', width = ''] = candidate.split(' ');
      return { url, width: Number.parseInt(width, 10) };
    }),
  );
  return { types, files };
}

async function pixel(file: string, x: number, y: number) {
  const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
  const at =
    (Math.round(y * (info.height - 1)) * info.width + Math.round(x * (info.width - 1))) *
    info.channels;
  return { r: data[at]!, g: data[at + 1]!, b: data[at + 2]!, info };
}

describe('a new team member with a photo straight from a phone', () => {
  it('shows the team on /about-us with the new member last', async () => {
    const html = await page('about-us');
    const team = html.slice(
      html.indexOf('id="team"'),
      html.indexOf('</section>', html.indexOf('id="team"')),
    );
    const names = [...team.matchAll(/<h3[^>]*>([^<]+)<\/h3>/g)].map((match) => match[1]);
    // A copy keeps everyone on the team (tests/content-build/site-copy.ts).
    expect(names).toHaveLength(teamNow.length + 1);
    expect(names.at(-1)).toBe('Maya Patel');
    expect(team).toContain('Head of Content');
    expect(team).toContain('href="https://www.linkedin.com/in/maya-patel"');
  });

  it('serves AVIF first and a JPEG fallback at every width, each upright and square', async () => {
    const { types, files } = pictureOf(await page('about-us'), 'Maya Patel in the Pune studio');
    expect(types[0]).toBe('image/avif');
    expect(files.some((file) => file.url.endsWith('.jpg'))).toBe(true);
    for (const file of files) {
      const local = site.at('build/client', file.url);
      const top = await pixel(local, 0.5, 0.2);
      const bottom = await pixel(local, 0.5, 0.8);
      expect([top.info.width, top.info.height], file.url).toEqual([file.width, file.width]);
      expect(top.r > 180 && top.b < 90, `${file.url} top is red`).toBe(true);
      expect(bottom.b > 150 && bottom.r < 90, `${file.url} bottom is blue`).toBe(true);
    }
  });

  it('leaves no location or camera data in any picture the site serves, and not the original', async () => {
    const assets = site.at('build/client/assets');
    const pictures = (await readdir(assets)).filter((name) =>
      /\.(avif|webp|jpe?g|png)$/.test(name),
    );
    expect(pictures.length).toBeGreaterThan(50);
    for (const name of pictures) {
      const bytes = await readFile(path.join(assets, name));
      expect(bytes.includes(Buffer.from('Exif\0\0')), `${name} carries EXIF`).toBe(false);
      expect(bytes.includes(Buffer.from('Pixelphone')), `${name} names the camera`).toBe(false);
      expect(bytes.equals(photo), `${name} is the original photo`).toBe(false);
      const metadata = await sharp(bytes).metadata();
      expect(metadata.exif, name).toBeUndefined();
    }
  });
});

describe('a portfolio picture replaced by a PNG of another size', () => {
  it('serves the new picture, cropped to the card’s shape, at every width', async () => {
    const { files } = pictureOf(await page('portfolio'), newAlt);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const local = site.at('build/client', file.url);
      const left = await pixel(local, 0.1, 0.5);
      const right = await pixel(local, 0.9, 0.5);
      expect([left.info.width, left.info.height], file.url).toEqual([
        file.width,
        Math.round((file.width * 10) / 16),
      ]);
      expect(left.g > 120 && left.r < 60, `${file.url} left is green`).toBe(true);
      expect(right.r > 200 && right.g > 170 && right.b < 80, `${file.url} right is yellow`).toBe(
        true,
      );
    }
  });
});
