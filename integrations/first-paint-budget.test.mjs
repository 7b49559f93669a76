import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contentFields,
  explainOverBudget,
  firstPaintFiles,
  firstScreenEnd,
  firstFlight,
  measurePages,
  overBudgetMessage,
  overLimit,
  pageLimit,
  pageSources,
  pageText,
  pickCandidate,
  pictureSource,
  slotWidth,
  textsOnMostPages,
} from './first-paint-budget.mjs';

/** Text that Brotli cannot compress much, like a page's real copy. */
function copy(bytes) {
  let seed = 7;
  let out = '';
  while (out.length < bytes) {
    seed = (seed * 48271) % 2147483647;
    out += seed.toString(36);
  }
  return out.slice(0, bytes);
}

const page = (body) => `<!DOCTYPE html><html><head>
<link rel="preload" href="/assets/font.woff2" as="font" type="font/woff2" crossorigin="anonymous">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
</head><body>${body}</body></html>`;

const hero = `<picture><source type="image/avif" srcSet="/assets/hero_640.avif 640w, /assets/hero_1280.avif 1280w, /assets/hero_1920.avif 1920w" sizes="100vw"/><img src="/assets/hero.jpg" srcSet="/assets/hero.jpg 1920w" sizes="100vw" width="1920" height="1080" alt="" fetchpriority="high"/></picture>`;

let site;
beforeAll(async () => {
  site = await mkdtemp(join(tmpdir(), 'first-paint-'));
  await mkdir(join(site, 'assets'), { recursive: true });
  await mkdir(join(site, 'light'), { recursive: true });
  await mkdir(join(site, 'heavy'), { recursive: true });
  await writeFile(join(site, 'assets/font.woff2'), Buffer.alloc(10_000));
  await writeFile(join(site, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(join(site, 'assets/hero_640.avif'), Buffer.alloc(4_000));
  await writeFile(join(site, 'assets/hero_1280.avif'), Buffer.alloc(9_000));
  await writeFile(join(site, 'assets/hero_1920.avif'), Buffer.alloc(20_000));
  await writeFile(join(site, 'light/index.html'), page(`<p>${copy(2_000)}</p>${hero}`));
  // The same page with a long first screen of copy.
  await writeFile(
    join(site, 'heavy/index.html'),
    page(`<main><section><p>${copy(40_000)}</p>${hero}</section></main>`),
  );
  // A short first screen led by a picture too heavy for the first paint.
  await mkdir(join(site, 'picture'), { recursive: true });
  await writeFile(join(site, 'assets/huge_1280.avif'), Buffer.alloc(40_000));
  await writeFile(
    join(site, 'picture/index.html'),
    page(`<main><section>${hero.replaceAll('hero_1280', 'huge_1280')}</section></main>`),
  );
  // A short first screen, then far more than a phone should lay out.
  await mkdir(join(site, 'long'), { recursive: true });
  await writeFile(
    join(site, 'long/index.html'),
    page(`<main><section><h1>Short</h1></section><p>${copy(200_000)}</p></main>`),
  );
});
afterAll(() => rm(site, { recursive: true, force: true }));

describe('what a phone fetches before the first paint', () => {
  it('reads the preloaded font, the favicon and the largest-paint picture from the page', () => {
    expect(firstPaintFiles(page(hero))).toEqual({
      fonts: ['/assets/font.woff2'],
      favicon: '/favicon.svg',
      // 412 px × 1.75 = 721 device pixels: the 1280 px AVIF.
      image: '/assets/hero_1280.avif',
    });
    expect(firstPaintFiles(page('<p>Text only</p>')).image).toBeUndefined();
  });

  it('waits for no font hinted at the end of the page, as the site hints its own', () => {
    const late = `<!DOCTYPE html><html><head><link rel="icon" href="/favicon.svg"></head><body><p>Hi</p><link rel="preload" href="/assets/font.woff2" as="font" type="font/woff2" crossorigin="anonymous"></body></html>`;
    expect(firstPaintFiles(late).fonts).toEqual([]);
  });

  it('picks the srcset candidate a browser would for the slot', () => {
    const srcset = '/a.avif 320w, /b.avif 600w, /c.avif 640w';
    expect(pickCandidate(srcset, 206, 1.75)?.url).toBe('/b.avif');
    expect(pickCandidate(srcset, 412, 1.75)?.url).toBe('/c.avif');
    expect(slotWidth('(min-width: 1024px) 300px, (min-width: 640px) 33vw, 50vw', 412)).toBe(206);
    expect(slotWidth('100vw', 412)).toBe(412);
  });
});

describe('where the first screen ends', () => {
  const band = '<section><h1>Hello</h1></section>';
  it('is the end of the first band of the main content', () => {
    const html = page(`<header>menu</header><main>${band}<section>More</section></main>`);
    expect(html.slice(0, firstScreenEnd(html))).toMatch(/<h1>Hello<\/h1><\/section>$/);
  });

  it('takes in the picture the page marks as its largest paint when it comes after the band', () => {
    const html = page(
      `<main><article><header><h1>A title</h1></header>${hero}<p>Text</p></article></main>`,
    );
    expect(html.slice(0, firstScreenEnd(html))).toMatch(/<\/header><picture>.*<\/picture>$/);
  });

  it('is the whole page when it has no main content', () => {
    const html = page('<p>Only this</p>');
    expect(firstScreenEnd(html)).toBe(html.length);
  });
});

describe('the speed limits', () => {
  it('weigh each page as the least compressed host sends it: gzip, with its font, picture and icon', async () => {
    const weights = await measurePages(site);
    const light = weights.find((weight) => weight.page === '/light');
    expect(light).toMatchObject({ fonts: 10_000, image: 9_000 });
    expect(light?.firstScreen).toBe(light?.html);
    expect(light?.html).toBeGreaterThan(1_000);
    expect(overLimit(light)).toBeUndefined();
  });

  it('find the page whose first screen is too long, the one too heavy to paint, and the one too long', async () => {
    const weights = await measurePages(site);
    const verdicts = Object.fromEntries(
      weights.map((weight) => [weight.page, overLimit(weight)?.limit]),
    );
    expect(verdicts).toEqual({
      '/light': undefined,
      '/heavy': 'firstPaint',
      '/picture': 'firstPaint',
      '/long': 'page',
    });
    const long = weights.find((weight) => weight.page === '/long');
    expect(long?.firstScreen).toBeLessThan(firstFlight);
    expect(long?.html).toBeGreaterThan(pageLimit);
  });

  it('say in plain words what is too long, with one figure of what must go', async () => {
    const weights = await measurePages(site);
    const over = (path) => ({
      ...weights.find((weight) => weight.page === path),
      bytesPerWord: 3,
    });
    const message = overBudgetMessage([over('/heavy'), over('/picture'), over('/long')]);
    expect(message).toMatch(
      /^3 pages are too slow to appear on a phone, so the site was not built:/,
    );
    expect(message).toMatch(
      /\/heavy: a phone must download \d+\.\d KB before it can show the top of this page, and the limit is 43\.8 KB: \d+\.\d KB must go\./,
    );
    expect(message).toMatch(
      /\/picture: a phone must download \d+\.\d KB before it can show the top of this page, and the limit is 43\.8 KB: \d+\.\d KB must go\./,
    );
    expect(message).toMatch(
      /The picture at the top weighs 40\.0 KB, the font 10\.0 KB, and the words and layout of the top of the page/,
    );
    expect(message).toMatch(/a large or very detailed background picture at the top/);
    // A page that preloads no font (the site's own) is not told of one.
    expect(overBudgetMessage([{ ...over('/picture'), fonts: 0 }])).toMatch(
      /The picture at the top weighs 40\.0 KB, and the words and layout of the top of the page/,
    );
    expect(message).toMatch(
      /\/long: the page is too long for a phone to show quickly: about [\d,]+0 words must go\./,
    );
    expect(message).toContain('a page that lists many items (people, projects, questions)');
    // One figure a page: no second estimate that disagrees with the first.
    expect(message.match(/must go/g)).toHaveLength(3);
    expect(message).not.toMatch(/Brotli|gzip|HTML|bytes|Stack|ERROR/);
  });

  it('advise an article too long to be split in two', () => {
    const message = overBudgetMessage([
      {
        page: '/insights/a-long-read',
        firstScreen: 5_000,
        html: pageLimit + 1_000,
        fonts: 0,
        image: 0,
        favicon: 0,
        total: 5_000,
        bytesPerWord: 2,
        sources: [
          {
            file: 'src/content/insights/a-long-read.md',
            bytes: 40_000,
            fields: [{ field: { name: 'text', strings: [] }, bytes: 40_000 }],
          },
        ],
      },
    ]);
    expect(message).toContain('about 500 words must go');
    expect(message).toContain('src/content/insights/a-long-read.md: “text”, 6,667 words');
    expect(message).toContain('a long article can be split in two, each linking to the other.');
    expect(message).not.toContain('lists many items');
  });
});

/** Sentences that Brotli cannot shorten much, as a marketer's copy. */
const sentence = (seed) =>
  `Line ${seed} of the copy says ${copy(40 * seed).slice(-40)} to its reader.`;

describe('which content fills a page', () => {
  it('names each field of a file as a marketer reads it, down to its first list', () => {
    const fields = contentFields({
      hero: { title: 'A title', text: 'The opening' },
      story: { paragraphs: ['One', 'Two', 'Three'] },
      timeline: [
        { year: '2015', text: 'Founded' },
        { year: '2017', text: 'Grew' },
      ],
    });
    expect(fields).toEqual([
      { name: 'hero › title', strings: ['A title'] },
      { name: 'hero › text', strings: ['The opening'] },
      { name: 'story › paragraphs', strings: ['One', 'Two', 'Three'], items: 3 },
      { name: 'timeline', strings: ['2015', 'Founded', '2017', 'Grew'], items: 2 },
    ]);
  });

  it('finds the files whose texts a page shows, heaviest first, leaving out the texts on most pages', () => {
    const footer = 'The agency that grows brands online';
    const intro = sentence(1);
    const milestones = [sentence(2), sentence(3), sentence(4)];
    const files = [
      { file: 'site/footer.yaml', fields: contentFields({ tagline: footer }) },
      { file: 'pages/about.yaml', fields: contentFields({ intro, timeline: milestones }) },
      { file: 'pages/home.yaml', fields: contentFields({ intro: sentence(9) }) },
    ];
    const about = pageText(
      `<html><head><meta name="description" content="${intro}"></head><body><p>${intro}</p>${milestones.map((text) => `<li>${text}</li>`).join('')}<footer>${footer}</footer><style>.x{}</style></body></html>`,
    );
    const home = pageText(`<p>${sentence(9)}</p><footer>${footer}</footer>`);
    const everywhere = textsOnMostPages([about, home, `<footer>${footer}</footer>`], files);
    expect([...everywhere]).toEqual([footer]);
    const sources = pageSources(about, files, everywhere);
    expect(sources.map((source) => source.file)).toEqual(['pages/about.yaml']);
    const [aboutFile] = sources;
    expect(aboutFile?.fields.map((entry) => [entry.field.name, entry.bytes])).toEqual([
      ['timeline', milestones.join('').length],
      // Shown twice: in the page and its description.
      ['intro', intro.length * 2],
    ]);
  });

  it('finds the content picture a served file was made from', () => {
    const pictures = ['src/content/pages/about-us/about-us.png', 'src/content/team/ada/ada.jpg'];
    expect(pictureSource('/assets/about-us.Dx1_Z2ab.avif', pictures)).toBe(pictures[0]);
    expect(pictureSource('/assets/other.Dx1_Z2ab.avif', pictures)).toBeUndefined();
    expect(pictureSource(undefined, pictures)).toBeUndefined();
  });
});

describe('the refusal, for a marketer', () => {
  let project;
  beforeAll(async () => {
    project = await mkdtemp(join(tmpdir(), 'first-paint-content-'));
    const content = join(project, 'content');
    await mkdir(join(content, 'pages/heavy'), { recursive: true });
    await mkdir(join(content, 'team'), { recursive: true });
    await mkdir(join(project, 'client/assets'), { recursive: true });
    await mkdir(join(project, 'client/heavy'), { recursive: true });
    await mkdir(join(project, 'client/light'), { recursive: true });
    // Distinct texts, none a copy of another, so the page weighs what they say.
    const words = copy(40_000);
    const milestones = Array.from({ length: 50 }, (_, index) =>
      words.slice(index * 500, index * 500 + 500),
    );
    const opening = words.slice(25_000, 28_000);
    const people = ['ada', 'grace', 'alan'].map((name, index) => ({
      name,
      bio: `${name} ${words.slice(30_000 + index * 300, 30_300 + index * 300)}`,
    }));
    await writeFile(
      join(content, 'pages/heavy.yaml'),
      `hero:\n  text: ${opening}\ntimeline:\n${milestones.map((text) => `  - text: ${text}`).join('\n')}\nposter: ./heavy/heavy.png\n`,
    );
    await writeFile(join(content, 'pages/heavy/heavy.png'), Buffer.alloc(10));
    for (const person of people)
      await writeFile(
        join(content, `team/${person.name}.yaml`),
        `name: ${person.name}\nbio: ${person.bio}\n`,
      );
    await writeFile(join(content, 'pages/light.yaml'), `hero:\n  text: ${copy(200)}\n`);
    const client = join(project, 'client');
    await writeFile(join(client, 'assets/font.woff2'), Buffer.alloc(10_000));
    await writeFile(join(client, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await writeFile(join(client, 'assets/heavy.Ab12_Cd.avif'), Buffer.alloc(16_000));
    const picture = `<picture><img src="/assets/heavy.Ab12_Cd.avif" width="1920" height="1080" alt="" fetchpriority="high"/></picture>`;
    await writeFile(
      join(client, 'heavy/index.html'),
      page(
        `${picture}<p>${opening}</p><ol>${milestones.map((text) => `<li>${text}</li>`).join('')}</ol>${people.map((person) => `<p>${person.bio}</p>`).join('')}`,
      ),
    );
    await writeFile(join(client, 'light/index.html'), page('<p>Short</p>'));
  });
  afterAll(() => rm(project, { recursive: true, force: true }));

  it('names the page, its content files and fields, and how many words must go', async () => {
    const client = join(project, 'client');
    const weights = await measurePages(client);
    const over = await explainOverBudget(client, weights, join(project, 'content'));
    expect(over.map((weight) => weight.page)).toEqual(['/heavy']);
    const message = overBudgetMessage(over, undefined, (file) => file.replace(`${project}/`, ''));
    expect(message).toMatch(
      /\/heavy: a phone must download \d+\.\d KB before it can show the top of this page, and the limit is 43\.8 KB: \d+\.\d KB must go\./,
    );
    expect(message).toContain(
      'the picture at the top, content/pages/heavy/heavy.png, weighs 16.0 KB as sent',
    );
    expect(message).toMatch(
      /content\/pages\/heavy\.yaml: “timeline”, [\d,]+ words; “hero › text”, [\d,]+ words/,
    );
    expect(message).toMatch(/content\/team\/ \(3 files, one per item shown\): [\d,]+ words/);
    expect(message).toContain(
      '“timeline” in content/pages/heavy.yaml is a list of 50: keep fewer items',
    );
    expect(message).toContain('shorten “hero › text” in content/pages/heavy.yaml;');
    expect(message).toContain('each file in content/team/ is one item of a list on this page');
    // No engineer's words: the marketer reads pages, files, words and pictures.
    expect(message).not.toMatch(/Brotli|gzip|HTML|bytes/);
  });
});
