/**
 * Mistakes a marketer can make in a content file, each refused, end to end, by the fast check
 * (`npm run check:content`), or by the build where only it can tell, with words that say what to
 * fix; one row proves the build refuses with the check's words. The table of
 * refusals is printed and written to .tmp/content-refusals.md.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { readdirSync, readFileSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rename, rm, truncate, writeFile } from 'node:fs/promises';
import yaml from 'js-yaml';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  animatedGif,
  animatedPng,
  animatedWebp,
  hugePng,
} from '../../src/content/schemas/test-pictures.test-support';
import { copySite, keptArticles, type SiteCopy } from './site-copy';

/**
 * Two copies of the site, so two rows are checked at once on this 2-core machine: each
 * `astro sync` runs mostly on one core. A row runs with one copy as `site` (an
 * AsyncLocalStorage), so the rows below and their helpers name `site` as if there were one.
 */
const copies: SiteCopy[] = [];
const idle: SiteCopy[] = [];
const waiting: ((copy: SiteCopy) => void)[] = [];
const current = new AsyncLocalStorage<SiteCopy>();
const site = new Proxy({} as SiteCopy, {
  get: (_, key) => Reflect.get(current.getStore() ?? copies[0]!, key),
});

/** Runs `work` with a copy of its own as `site`, once one is free. */
async function withCopy<T>(work: () => Promise<T>): Promise<T> {
  const copy = idle.pop() ?? (await new Promise<SiteCopy>((resolve) => waiting.push(resolve)));
  try {
    return await current.run(copy, work);
  } finally {
    const next = waiting.shift();
    if (next) next(copy);
    else idle.push(copy);
  }
}

/** The table's lines, by row, so it reads in the rows' order however the rows finish. */
const refusals: string[] = [];

beforeAll(async () => {
  copies.push(await copySite(), await copySite());
  idle.push(...copies);
});

afterAll(async () => {
  await Promise.all(copies.map((copy) => copy.remove()));
  const table = [
    '| mistake | refused by | message |',
    '| --- | --- | --- |',
    ...refusals.filter(Boolean),
    '',
  ];
  await mkdir('.tmp', { recursive: true });
  await writeFile('.tmp/content-refusals.md', table.join('\n'));
  console.log(table.join('\n'));
});

/** Changes one line of a content file in the copy. */
async function replaceIn(file: string, from: string | RegExp, to: string) {
  const path = site.at('src/content', file);
  const text = await readFile(path, 'utf8');
  const changed = text.replace(from, to);
  expect(changed, `${file} does not contain ${String(from)}`).not.toBe(text);
  await writeFile(path, changed);
}

/** The first entry file of a folder of entries, read from the content rather than named here. */
const firstEntry = (folder: string) =>
  readdirSync(`src/content/${folder}`)
    .filter((name) => name.endsWith('.yaml'))
    .sort()[0]!;

/** A content file's fields, read from the project's own content. */
const fieldsOf = (file: string) =>
  yaml.load(readFileSync(`src/content/${file}`, 'utf8')) as Record<string, unknown>;

/** `text` as a pattern that matches it word for word. */
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

const someMember = firstEntry('team');
/** Their photo, as src/content/team/<folder>/<file>. */
const someMemberPhoto = `src/content/team/${String(fieldsOf(`team/${someMember}`).photo).replace(/^\.\//, '')}`;
const someService = firstEntry('services');
/** A position after every team member's, and the one after it: free for a new member. */
const freeOrder =
  1 +
  Math.max(
    0,
    ...readdirSync('src/content/team')
      .filter((name) => name.endsWith('.yaml'))
      .map((name) => Number(fieldsOf(`team/${name}`).order) || 0),
  );
/** A file name that makes the same address as `someMember`'s: `rohan-iyer` → `Rohan Iyer`. */
const someMemberAsTyped = someMember
  .replace(/\.yaml$/, '')
  .split('-')
  .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
  .join(' ');
/** The recommended hosting plan, and another plan: names and file, read from the content. */
const plans = readdirSync('src/content/hosting-plans')
  .filter((name) => name.endsWith('.yaml'))
  .sort()
  .map((file) => ({
    file,
    ...(fieldsOf(`hosting-plans/${file}`) as { name: string; recommended?: boolean }),
  }));
const recommendedPlan = plans.find((plan) => plan.recommended)!;
const otherPlan = plans.find((plan) => !plan.recommended)!;
/** The message for two recommended plans, which may name them in either order. */
const twoRecommended = `exactly one plan must have "recommended: true"; 2 do \\((?:${[
  `${recommendedPlan.name}, ${otherPlan.name}`,
  `${otherPlan.name}, ${recommendedPlan.name}`,
]
  .map(literally)
  .join('|')})\\)`;
/** Makes `otherPlan` recommended too, whether its file says `recommended: false` or nothing. */
async function recommendOtherPlan() {
  const file = site.at('src/content/hosting-plans', otherPlan.file);
  const text = await readFile(file, 'utf8');
  await writeFile(
    file,
    /^recommended:.*$/m.test(text)
      ? text.replace(/^recommended:.*$/m, 'recommended: true')
      : `${text.trimEnd()}\nrecommended: true\n`,
  );
}
/** A page's background video, as src/content/<folder>/<file>, read from the content. */
const someVideo = (() => {
  const page = readdirSync('src/content/service-pages')
    .filter((name) => name.endsWith('.yaml'))
    .sort()
    .find((name) => fieldsOf(`service-pages/${name}`).video)!;
  return `src/content/service-pages/${String(fieldsOf(`service-pages/${page}`).video).replace(/^\.\//, '')}`;
})();
/** An article every copy holds (`keptArticles`), as its file name. */
const someArticle = `${keptArticles[0]!}.md`;

/**
 * Puts a file where the editor keeps a new team member's photo: src/content/team/maya/maya.jpg
 * (or `name`).
 */
async function dropPhoto(write: (file: string) => Promise<unknown>, name = 'maya.jpg') {
  await mkdir(site.at('src/content/team/maya'), { recursive: true });
  await write(site.at('src/content/team/maya', name));
  await writeFile(site.at('src/content/team/maya.yaml'), member({ photo: `./maya/${name}` }));
}

/** A photo the team accepts, 640 × 640. */
const goodPhoto = (file: string) =>
  sharp({ create: { width: 640, height: 640, channels: 3, background: '#888' } })
    .png()
    .toFile(file);

const member = (fields: Record<string, string | number>) =>
  Object.entries({
    name: 'Maya Patel',
    role: 'Head of Content',
    order: freeOrder,
    photo: String(fieldsOf(`team/${someMember}`).photo),
    photoAlt: 'Maya Patel in the Pune studio',
    linkedin: 'https://www.linkedin.com/in/maya-patel',
    ...fields,
  })
    .filter(([, value]) => value !== '')
    .map(([key, value]) => `${key}: ${value}`)
    .join('\n');

/** The address of `someArticle`, the name of its folder of pictures. */
const someAddress = someArticle.replace(/\.md$/, '');
/** A picture of `someArticle`'s text (or of its folder), read from the content. */
const somePicture =
  /\]\(\.\/[^/)]+\/([^/)]+)\)/.exec(
    readFileSync(`src/content/insights/${someArticle}`, 'utf8'),
  )?.[1] ?? readdirSync(`src/content/insights/${someAddress}`).sort()[0]!;
/** A refusal of `someArticle` that names its file first, then says `rest`. */
const inSomeArticle = (rest: string) =>
  new RegExp(`src/content/insights/${literally(someArticle)}${rest}`);
/** Adds `text` at the end of `someArticle`'s text. */
const appendToArticle = (text: string) =>
  replaceIn(`insights/${someArticle}`, /\n*$/, `\n\n${text}\n`);
/** The line, counted from 1, that `pattern` first matches in a content file of the project. */
const lineOf = (file: string, pattern: RegExp) =>
  readFileSync(`src/content/${file}`, 'utf8')
    .split('\n')
    .findIndex((line) => pattern.test(line)) + 1;
/** A case study's file, read from the content. */
const someCaseStudy = readdirSync('src/content/case-studies')
  .filter((name) => name.endsWith('.yaml'))
  .sort()[0]!;
/** `someArticle`'s file as `name` instead. */
const articleNamed = (name: string) =>
  cp(site.at('src/content/insights', someArticle), site.at('src/content/insights', name));

interface Row {
  mistake: string;
  make: () => Promise<unknown>;
  /** The words the refusal must hold. */
  message: RegExp;
  /** Rows that compare entries in the page data are refused by the build alone. */
  buildOnly?: boolean;
}

const rows: Row[] = [
  {
    mistake: 'a team member with no name',
    make: () => writeFile(site.at('src/content/team/maya.yaml'), member({ name: '' })),
    message: /name: Write the person’s name\./,
  },
  {
    mistake: 'a LinkedIn link that is not a LinkedIn profile',
    make: () =>
      writeFile(site.at('src/content/team/maya.yaml'), member({ linkedin: 'https://x.com/maya' })),
    message:
      /linkedin: Give the address of a LinkedIn profile, like https:\/\/www\.linkedin\.com\/in\/name/,
  },
  {
    mistake: 'a misspelt field',
    make: () => replaceIn(`team/${someMember}`, 'role:', 'rol:'),
    message: /There is no field called "rol" here\. Check its spelling, or remove it\./,
  },
  {
    mistake: 'a photo narrower than needed',
    make: () =>
      dropPhoto((file) =>
        sharp({ create: { width: 300, height: 300, channels: 3, background: '#888' } })
          .jpeg()
          .toFile(file),
      ),
    message:
      /photo: "src\/content\/team\/maya\/maya\.jpg" is 300 × 300 pixels, too small for a team photo: it needs at least 640 × 640 pixels\./,
  },
  {
    mistake: 'a photo that is not a picture',
    make: () => dropPhoto((file) => writeFile(file, 'Notes from the shoot, not a photo')),
    message:
      /"src\/content\/team\/maya\/maya\.jpg" is not a picture this site can read\. Use a JPEG, PNG, WebP or AVIF file\./,
  },
  {
    mistake: 'an absurdly large photo file',
    make: () =>
      dropPhoto((file) => writeFile(file, '').then(() => truncate(file, 64 * 1024 * 1024))),
    message: /"src\/content\/team\/maya\/maya\.jpg" is 64 MB, more than the 20 MB limit\./,
  },
  {
    mistake: 'an animated WebP as a photo (60 frames)',
    make: () =>
      dropPhoto(async (file) => writeFile(file, await animatedWebp(640, 640, 60)), 'maya.webp'),
    message:
      /photo: "src\/content\/team\/maya\/maya\.webp" is an animation \(60 frames\)\. This site shows still pictures only: use one picture as a JPEG, PNG, WebP or AVIF file\./,
  },
  {
    mistake: 'an animated GIF as a photo',
    make: () =>
      dropPhoto(async (file) => writeFile(file, await animatedGif(640, 640, 4)), 'maya.gif'),
    message: /photo: "src\/content\/team\/maya\/maya\.gif" is an animation \(4 frames\)\./,
  },
  {
    mistake: 'an animated PNG as a photo',
    make: () =>
      dropPhoto(async (file) => writeFile(file, await animatedPng(640, 640, 3)), 'maya.png'),
    message: /photo: "src\/content\/team\/maya\/maya\.png" is an animation \(3 frames\)\./,
  },
  {
    mistake: 'a 20,000 × 20,000 PNG as a photo',
    make: () => dropPhoto((file) => writeFile(file, hugePng(20_000, 20_000)), 'maya.png'),
    message:
      /photo: "src\/content\/team\/maya\/maya\.png" is 20000 × 20000 pixels, more than the 50 megapixel limit\./,
  },
  {
    mistake: 'a photo named from the root of the computer (/tmp/x.png)',
    make: async () => {
      await goodPhoto(site.at('x.png'));
      await writeFile(site.at('src/content/team/maya.yaml'), member({ photo: site.at('x.png') }));
    },
    message:
      /photo: "\/\S+\/x\.png" is outside src\/content\/team\/\. Put the picture in src\/content\/team\/, in the folder named after this entry/,
  },
  {
    mistake: 'a photo named by a way out of its folder (../../../x.png)',
    make: async () => {
      await goodPhoto(site.at('x.png'));
      await writeFile(site.at('src/content/team/maya.yaml'), member({ photo: '../../../x.png' }));
    },
    message: /photo: "\.\.\/\.\.\/\.\.\/x\.png" is outside src\/content\/team\/\./,
  },
  {
    mistake: 'a picture replaced under the same name by a bad one, after a check that passed',
    make: async () => {
      // The first check keeps the entry in Astro's store; only the picture changes after it.
      const before = await site.quickCheck();
      expect(before.code, before.output).toBe(0);
      await sharp({ create: { width: 300, height: 300, channels: 3, background: '#888' } })
        .png()
        .toFile(site.at(someMemberPhoto));
    },
    message: new RegExp(
      `photo: "${literally(someMemberPhoto)}" is 300 × 300 pixels, too small for a team photo`,
    ),
  },
  {
    mistake: 'a video replaced under the same name by a picture, after a check that passed',
    make: async () => {
      const before = await site.quickCheck();
      expect(before.code, before.output).toBe(0);
      await cp(site.at(someMemberPhoto), site.at(someVideo));
    },
    message: new RegExp(`video: "${literally(someVideo)}" is not an MP4 video\\.`),
  },
  {
    mistake: 'an empty entry file (an interrupted save)',
    make: () => writeFile(site.at('src/content/team', someMember), ''),
    message: new RegExp(
      `src/content/team/${literally(someMember)} is empty: it holds no fields\\. Each field goes on its own line as "name: value"`,
    ),
  },
  {
    mistake: 'a page file holding only null',
    make: () => writeFile(site.at('src/content/pages/contact.yaml'), 'null\n'),
    message: /src\/content\/pages\/contact\.yaml is empty: it holds no fields\./,
  },
  {
    mistake: 'a file that is a list, not a set of fields',
    make: () =>
      writeFile(site.at('src/content/services', someService), '- title: A service\n- order: 1\n'),
    message: new RegExp(
      `src/content/services/${literally(someService)} is a list \\(its lines start with "- "\\), not a set of fields\\.`,
    ),
  },
  {
    mistake: 'the business details deleted',
    make: () => rm(site.at('src/content/site/business.yaml')),
    message:
      /src\/content\/site\/business\.yaml is missing\. The site cannot be built without it: it holds the business details shown on every page/,
  },
  {
    mistake: 'a page’s file deleted',
    make: () => rm(site.at('src/content/pages/about-us.yaml')),
    message:
      /src\/content\/pages\/about-us\.yaml is missing\. The site cannot be built without it: it holds the words of the About Us page\./,
  },
  {
    mistake: "a link to another site written as a page ('//evil.example')",
    make: () => replaceIn('site/navigation.yaml', /href: \/\S*/, 'href: //evil.example'),
    message:
      /href: A page of this site starts with a single '\/', like '\/contact': '\/\/' leads to another site\./,
  },
  {
    mistake: "a link to another site written with a backslash ('/\\evil.example')",
    make: () => replaceIn('pages/portfolio.yaml', /href: \/\S*/, 'href: /\\evil.example'),
    message: /href: Write the link without spaces or backslashes \(\\\)\./,
  },
  {
    mistake: 'a photo missing its alt text',
    make: () => writeFile(site.at('src/content/team/maya.yaml'), member({ photoAlt: '' })),
    message: /photoAlt: Write a short description of the picture for people who cannot see it/,
  },
  {
    mistake: 'two team members in the same place',
    make: () =>
      writeFile(
        site.at('src/content/team/maya.yaml'),
        member({ order: Number(fieldsOf(`team/${someMember}`).order) }),
      ),
    message: new RegExp(
      `src/content/team/\\S+\\.yaml and src/content/team/\\S+\\.yaml both have order: ${Number(fieldsOf(`team/${someMember}`).order)}\\.`,
    ),
  },
  {
    // 'Rohan Iyer.yaml' is named like 'rohan-iyer.yaml' once made into an address: /rohan-iyer.
    mistake: 'a duplicate slug (two files whose names make the same address)',
    make: () =>
      writeFile(
        site.at(`src/content/team/${someMemberAsTyped}.yaml`),
        member({ name: someMemberAsTyped, order: freeOrder + 1 }),
      ),
    message: new RegExp(
      `src/content/team/${literally(someMemberAsTyped)}\\.yaml and src/content/team/${literally(someMember)} make the same address \\(${literally(someMember.replace(/\.yaml$/, ''))}\\): rename one of them\\.|same slug: \`${literally(someMember.replace(/\.yaml$/, ''))}\``,
    ),
  },
  {
    mistake: 'a price without a currency',
    make: () => replaceIn(`hosting-plans/${recommendedPlan.file}`, /^price: \D*/m, 'price: '),
    message: /price: Write the price as its currency sign and figure only, like '\$5\.99'\./,
  },
  {
    mistake: 'a service card in a category that does not exist',
    make: () => replaceIn(`services/${someService}`, /^(\s*)category: .*$/m, '$1category: cloud'),
    message: /There is no category "cloud"\. Use one of: development, marketing, hosting\./,
  },
  {
    mistake: 'an FAQ with no answer',
    make: () => replaceIn('pages/contact.yaml', /(\n {6}answer: )>-\n(\s{8}.+\n)+/, '\n'),
    message: /faq\.items, the \w+, answer: Write the answer to this question\./,
  },
  {
    mistake: 'a form message that lost the place of its figure',
    make: () =>
      replaceIn(
        'pages/contact.yaml',
        "charactersLeft: '{count} characters left'",
        'charactersLeft: a few characters left',
      ),
    message: /charactersLeft: Keep \{count\} in these words: the page writes it there\./,
  },
  {
    mistake: 'an icon that does not exist',
    make: () => replaceIn('services/email-marketing.yaml', 'icon: mail', 'icon: envelope'),
    message: /icon: There is no icon called "envelope"\./,
  },
  {
    mistake: 'a project link that is not a web address',
    make: () => replaceIn('portfolio/routewise.yaml', /url: .+/, 'url: routewise.example'),
    message: /url: Give the live site’s address as a full web address starting with https:\/\//,
  },
  {
    mistake: 'a legal heading of a level the page does not use',
    make: () => replaceIn('legal/privacy-policy.md', /^## (.+)$/m, '### $1'),
    message:
      /src\/content\/legal\/privacy-policy\.md, line \d+: Make each section heading a “Heading 2”/,
  },
  {
    mistake: 'HTML in an article’s text',
    make: () => replaceIn(`insights/${someArticle}`, /\n*$/, '\n\n<div>Call us</div>\n'),
    message: new RegExp(
      `src/content/insights/${literally(someArticle)}, line \\d+: The text holds HTML`,
    ),
  },
  {
    mistake: 'an article’s author who is not on the team',
    make: () => replaceIn(`insights/${someArticle}`, /^author: .+$/m, 'author: maya-patl'),
    message: /author "maya-patl" is not on the team\. Write the file name of a team member/,
  },
  {
    mistake: 'an article’s topic that is not on the list',
    make: () => replaceIn(`insights/${someArticle}`, /^tags:(\n {2}- .+)+/m, 'tags: [Branding]'),
    message: /tags, the first: Choose each topic from this list: /,
  },
  {
    mistake: 'a picture in an article’s text from outside its folder',
    make: () =>
      replaceIn(
        `insights/${someArticle}`,
        /\n*$/,
        '\n\n![The logo](../../../public/favicon.svg)\n',
      ),
    message: /The picture “\.\.\/\.\.\/\.\.\/public\/favicon\.svg” is not in the article’s folder/,
  },
  {
    mistake: 'a phone number no call link can dial',
    make: () => replaceIn('site/business.yaml', /display: .+/, 'display: call us'),
    message: /display: Write the number as visitors read it, starting with \+ and the country code/,
  },
  {
    mistake: 'two hosting plans both recommended',
    make: recommendOtherPlan,
    message: new RegExp(twoRecommended),
    buildOnly: true,
  },
  {
    mistake:
      'a service page with no service of its name, with two plans recommended: both told at once',
    // The copy's pictures are named from the same folder, so only the missing service is wrong.
    make: async () => {
      await cp(
        site.at('src/content/service-pages', firstEntry('service-pages')),
        site.at('src/content/service-pages/page-without-a-service.yaml'),
      );
      await recommendOtherPlan();
    },
    message: new RegExp(
      `${twoRecommended}\\.\\n.*page-without-a-service\\.yaml has no service of the same name in src/content/services/`,
    ),
    buildOnly: true,
  },

  {
    mistake: 'a control character in an article’s title (YAML "\\u0001")',
    make: () => replaceIn(`insights/${someArticle}`, /^title: .+$/m, 'title: "Fast \\u0001 sites"'),
    message: inSomeArticle(
      String.raw`: title: These words hold an invisible control character \(U\+0001\) after “Fast”, which a reader cannot see\. Delete it: retype the words around it, or paste them again as plain text \(without formatting\)\.`,
    ),
  },
  {
    mistake: 'an article’s title made only of zero-width spaces',
    make: () => replaceIn(`insights/${someArticle}`, /^title: .+$/m, 'title: "\\u200B\\u200B"'),
    message: inSomeArticle(
      String.raw`: title: These words hold a zero-width space \(U\+200B\) at the start, which a reader cannot see\.`,
    ),
  },
  {
    mistake: 'a heading made only of zero-width spaces',
    make: () => appendToArticle('## \u200B\u200B'),
    message: new RegExp(
      `src/content/insights/${literally(someArticle)}, line \\d+: The text holds a zero-width space \\(U\\+200B\\), which a reader cannot see\\.`,
    ),
  },
  {
    mistake: 'a picture’s alt text made only of joiners (invisible)',
    make: () => appendToArticle(`![\u200C\u200D](./${someAddress}/${somePicture})`),
    message: new RegExp(
      `src/content/insights/${literally(someArticle)}, line \\d+: The picture \\./${literally(someAddress)}/${literally(somePicture)} has no description\\.`,
    ),
  },
  {
    mistake: 'a publication date of 30 February',
    make: () => replaceIn(`insights/${someArticle}`, /^pubDate: .+$/m, 'pubDate: 2026-02-30'),
    message: new RegExp(
      `src/content/insights/${literally(someArticle)}, line ${lineOf(`insights/${someArticle}`, /^pubDate:/)}: pubDate: there is no 2026-02-30: check the day and the month`,
    ),
  },
  {
    mistake: 'a publication date in the year 0001',
    make: () => replaceIn(`insights/${someArticle}`, /^pubDate: .+$/m, 'pubDate: 0001-03-01'),
    message: inSomeArticle(
      String.raw`, line \d+: pubDate: 0001-03-01 is in the year 1\. Check the year: a date on this site is between 1990 and 2100\.`,
    ),
  },
  {
    mistake: 'a publication date that is a year alone',
    make: () => replaceIn(`insights/${someArticle}`, /^pubDate: .+$/m, 'pubDate: 2026'),
    message: inSomeArticle(
      String.raw`, line \d+: pubDate: "2026" is a year alone\. Write the whole day as year-month-day, like 2026-03-01\.`,
    ),
  },
  {
    mistake: 'a publication date with a time and an offset',
    make: () =>
      replaceIn(`insights/${someArticle}`, /^pubDate: .+$/m, 'pubDate: 2026-03-01T00:30:00+02:00'),
    message: inSomeArticle(
      String.raw`, line \d+: pubDate: "2026-03-01T00:30:00\+02:00" gives a time\. Write the day alone, as year-month-day, like 2026-03-01: an article appears on a day in UTC`,
    ),
  },
  {
    mistake: 'quotes nested 3,000 deep',
    make: () => appendToArticle(`${'>'.repeat(3000)} deep`),
    message: new RegExp(
      `src/content/insights/${literally(someArticle)}, line \\d+: This line is nested too deep: it starts with 3001 columns`,
    ),
  },
  {
    mistake: 'lists nested 2,000 deep',
    make: () =>
      appendToArticle(
        Array.from({ length: 2000 }, (_, depth) => `${'  '.repeat(depth)}- level`).join('\n'),
      ),
    message: new RegExp(
      `src/content/insights/${literally(someArticle)}, line \\d+: This line is nested too deep: .+ a page takes at most 40\\. Keep quotes and lists to a few levels`,
    ),
  },
  {
    mistake: 'a 5 MB article',
    make: () => appendToArticle('Words to read. '.repeat(350_000)),
    message: new RegExp(
      `src/content/insights/${literally(someArticle)}: The text is [\\d,]+ characters long, more than the 150,000 a page may hold \\(about 25,000 words\\)\\. Split it into several articles`,
    ),
  },
  {
    mistake: 'a text picture directly in src/content/insights/',
    make: async () => {
      await cp(
        site.at('src/content/insights', someAddress, somePicture),
        site.at('src/content/insights', somePicture),
      );
      await appendToArticle(`![A chart](./${somePicture})`);
    },
    message: new RegExp(
      `src/content/insights/${literally(someArticle)}, line \\d+: The picture “\\./${literally(somePicture)}” is not in the article’s own folder\\. Put the file in the folder named like the article, ${literally(someAddress)}/, not in a folder inside it`,
    ),
  },
  {
    mistake: 'a text picture in a sub-folder of the article’s folder',
    make: async () => {
      await mkdir(site.at('src/content/insights', someAddress, 'more'));
      await cp(
        site.at('src/content/insights', someAddress, somePicture),
        site.at('src/content/insights', someAddress, 'more', somePicture),
      );
      await appendToArticle(`![A chart](./${someAddress}/more/${somePicture})`);
    },
    message: new RegExp(
      `src/content/insights/${literally(someArticle)}, line \\d+: The picture “\\./${literally(someAddress)}/more/${literally(somePicture)}” is not in the article’s own folder`,
    ),
  },
  {
    mistake: 'a text picture whose ending mixes capitals (.Png)',
    make: async () => {
      await cp(
        site.at('src/content/insights', someAddress, somePicture),
        site.at('src/content/insights', someAddress, 'chart.Png'),
      );
      await appendToArticle(`![A chart](./${someAddress}/chart.Png)`);
    },
    message: inSomeArticle(
      String.raw`, line \d+: The picture “\./\S+/chart\.Png” must have a name ending in \.jpg, \.jpeg, \.png, \.webp or \.avif`,
    ),
  },
  {
    mistake: 'a table in an article’s text',
    make: () => appendToArticle('| Plan | Price |\n| --- | --- |\n| Starter | $5 |'),
    message: inSomeArticle(
      String.raw`, line \d+: The text holds a table, which an article cannot show\. Write it as a list\.`,
    ),
  },
  {
    mistake: 'a footnote in an article’s text',
    make: () => appendToArticle('A claim.[^1]\n\n[^1]: The source.'),
    message: inSomeArticle(
      String.raw`, line \d+: The text holds a footnote \(\[\^…\]\), which an article cannot show\.`,
    ),
  },
  {
    mistake: 'struck-through words in an article’s text',
    make: () => appendToArticle('Was ~~$9~~ now $5.'),
    message: inSomeArticle(
      String.raw`, line \d+: The text holds struck-through words \(between ~~\), which an article cannot show\.`,
    ),
  },
  {
    mistake: 'a field written twice at the head of an article',
    make: () => replaceIn(`insights/${someArticle}`, /^---\n/, '---\ntitle: Twice\n'),
    message: new RegExp(
      `src/content/insights/${literally(someArticle)}, line ${lineOf(`insights/${someArticle}`, /^title:/) + 1}: the field "title" is written twice\\. Keep one of the two lines\\.`,
    ),
  },
  {
    mistake: 'a field indented by mistake at the head of an article',
    make: () => replaceIn(`insights/${someArticle}`, /^description:/m, '  description:'),
    message: new RegExp(
      `src/content/insights/${literally(someArticle)}, line ${lineOf(`insights/${someArticle}`, /^description:/)}: this line is not written as "name: value"`,
    ),
  },
  {
    mistake: 'a field written twice in a team file',
    make: () => writeFile(site.at('src/content/team/maya.yaml'), `${member({})}\nname: Maya P.\n`),
    message:
      /src\/content\/team\/maya\.yaml, line 7: the field "name" is written twice\. Keep one of the two lines\./,
  },
  {
    mistake: 'an article file named Upper-Case.md',
    make: () => articleNamed('Upper-Case.md'),
    message:
      /src\/content\/insights\/Upper-Case\.md: a file name is the entry’s address, so it holds only lower-case letters, figures and dashes \(no capitals, spaces, dots or other signs\)\. Rename it upper-case\.md\./,
  },
  {
    mistake: 'an article file named a.b.md',
    make: () => articleNamed('a.b.md'),
    message:
      /src\/content\/insights\/a\.b\.md: a file name is the entry’s address, .+ Rename it a-b\.md\./,
  },
  {
    mistake: 'an article file named with space.md',
    make: () => articleNamed('with space.md'),
    message:
      /src\/content\/insights\/with space\.md: a file name is the entry’s address, .+ Rename it with-space\.md\./,
  },
  {
    mistake: 'a case study file whose name starts with a dot',
    make: () =>
      rename(
        site.at('src/content/case-studies', someCaseStudy),
        site.at('src/content/case-studies', `.${someCaseStudy}`),
      ),
    message: new RegExp(
      `src/content/case-studies/\\.${literally(someCaseStudy)}: a file whose name starts with a dot is hidden, and the site leaves it out\\. Rename it ${literally(someCaseStudy)}\\.`,
    ),
  },
  {
    mistake: 'words cut short by an unquoted # in an article’s title',
    make: () =>
      replaceIn(
        `insights/${someArticle}`,
        /^title: .+$/m,
        'title: Why we are the #1 agency in Pune',
      ),
    message: new RegExp(
      `src/content/insights/${literally(someArticle)}, line ${lineOf(`insights/${someArticle}`, /^title:/)}: the field "title" reads only “Why we are the”: in a file of fields, a # after a space starts a note the site never shows, so the words from the # on are left out\\. Put the whole text between quotes: title: "Why we are the #1 agency in Pune"`,
    ),
  },
  {
    mistake: 'words cut short by an unquoted # in a team file',
    make: () =>
      writeFile(site.at('src/content/team/maya.yaml'), member({ role: 'Head of Content #1' })),
    message:
      /src\/content\/team\/maya\.yaml, line 2: the field "role" reads only “Head of Content”: .+ quotes: role: "Head of Content #1"/,
  },
  {
    mistake: 'a team file saved in Windows-1252 (pasted from Word)',
    make: () =>
      writeFile(
        site.at('src/content/team/maya.yaml'),
        Buffer.from(member({ role: 'Head of Content at the Café' }), 'latin1'),
      ),
    message:
      /src\/content\/team\/maya\.yaml, line 2: the file is not saved as UTF-8, the way the site reads text, so some letters or quote marks would show as �: “role: Head of Content at the Café”\./,
  },
  {
    mistake: 'a link in an article’s text to a page the site does not have',
    make: () => appendToArticle('Write to [our team](/contcat) today.'),
    message: inSomeArticle(
      String.raw`, line \d+: the link to “/contcat” leads to no page of the site\. Did you mean /contact\? Write the address of one of its pages`,
    ),
    buildOnly: true,
  },
  {
    mistake: 'Markdown marks in a plain-text field (a team member’s role)',
    make: () =>
      writeFile(site.at('src/content/team/maya.yaml'), member({ role: 'Head of **Content**' })),
    message:
      /src\/content\/team\/maya\.yaml: role: These words hold the Markdown marks \*\* around “Content”, which this field shows as typed: it takes plain text\. Remove the marks\./,
  },
  {
    mistake: 'a team file ending in .yml',
    make: () => writeFile(site.at('src/content/team/maya.yml'), member({})),
    message:
      /src\/content\/team\/maya\.yml: the site reads only \.yaml files in src\/content\/team\/, so this file would never be published\. Rename it maya\.yaml\./,
  },
  {
    mistake: 'a folder named like an article (x.md/)',
    make: () => mkdir(site.at('src/content/insights/x.md')),
    message:
      /src\/content\/insights\/x\.md is a folder, but its name ends in \.md as an entry's file does\. Rename the folder/,
  },
  {
    mistake: 'an article’s topics written as words on one line (tags: Search, Hosting)',
    make: () =>
      replaceIn(`insights/${someArticle}`, /^tags:\n(?: {2}- .+\n)+/m, 'tags: Search, Hosting\n'),
    message: inSomeArticle(
      String.raw`: tags: Write this as a list: each item on a line of its own under the field, starting with "- " \(or between square brackets: \[first, second\]\)\.(?![\s\S]*Choose at most three topics)`,
    ),
  },
  {
    mistake: 'an article whose closing --- is missing',
    make: () => replaceIn(`insights/${someArticle}`, /\n---\n/, '\n\n'),
    message: inSomeArticle(
      String.raw`, line 1: the fields at the head of the file open with a line of three dashes \(---\) but no such line closes them\.(?![\s\S]*Write the)`,
    ),
  },
  {
    mistake: 'the whole team deleted while articles name their authors',
    make: async () => {
      const dir = site.at('src/content/team');
      for (const entry of await readdir(dir)) await rm(`${dir}/${entry}`, { recursive: true });
    },
    // Every article is named at once, and the team's absence said in words.
    message: new RegExp(
      [
        ...keptArticles.map(
          (address) =>
            `(?=[\\s\\S]*src/content/insights/${literally(address)}\\.md: author "[a-z0-9-]+" is not on the team\\. The team has no one in it \\(src/content/team/ holds no file\\))`,
        ),
        'src/content/insights/[^\\n]+ The team has no one in it[^\\n]+',
      ].join(''),
    ),
  },
  {
    mistake: 'a team photo cut short (an upload interrupted)',
    make: () =>
      dropPhoto(async (file) => {
        const noise = Buffer.from(
          Array.from({ length: 640 * 640 * 3 }, (_, at) => (at * 7919) % 251),
        );
        const whole = await sharp(noise, { raw: { width: 640, height: 640, channels: 3 } })
          .jpeg()
          .toBuffer();
        await writeFile(file, whole.subarray(0, Math.floor(whole.length / 3)));
      }),
    message:
      /photo: "src\/content\/team\/maya\/maya\.jpg" is damaged: only part of the picture can be read, as when an upload or a copy is cut short\./,
  },
  {
    mistake: 'a cover picture whose file name has a space',
    make: async () => {
      await cp(
        site.at('src/content/insights', someAddress, somePicture),
        site.at('src/content/insights', someAddress, 'Cover Photo.png'),
      );
      await replaceIn(
        `insights/${someArticle}`,
        /^cover: .+$/m,
        `cover: './${someAddress}/Cover Photo.png'`,
      );
    },
    message: inSomeArticle(
      String.raw`: cover: "\./\S+/Cover Photo\.png": the file name “Cover Photo\.png” holds spaces, brackets, accents or other signs, which a web address cannot carry\. Name files in lower-case words joined by -: rename it cover-photo\.png`,
    ),
  },
  {
    mistake: 'a text picture whose file name has a space, shown as typed',
    make: () => appendToArticle(`![A chart](./${someAddress}/My Chart.png)`),
    message: inSomeArticle(
      String.raw`, line \d+: The picture "\./\S+/My Chart\.png": the file name “My Chart\.png” holds spaces.+rename it my-chart\.png`,
    ),
  },
  {
    mistake: 'a cover picture given as a web address',
    make: () =>
      replaceIn(
        `insights/${someArticle}`,
        /^cover: .+$/m,
        'cover: https://images.example.com/cover.jpg',
      ),
    message: inSomeArticle(
      String.raw`: cover: "https://images\.example\.com/cover\.jpg" is a web address\. A picture on this site is a file in the entry’s own folder`,
    ),
  },
];

/**
 * The build reads the content through the same checked loaders as `check:content` (astro sync),
 * so the check's answer is the build's: each row is answered by the check, in seconds, and this
 * one row proves the build refuses with the same words. Rows the check cannot answer (rules that
 * compare entries, in src/data/) are built.
 */
const provedByBuild = rows.find((row) => !row.buildOnly)!;

describe.concurrent('a content mistake', () => {
  for (const [index, row] of rows.entries()) {
    it(`is refused: ${row.mistake}`, () =>
      withCopy(async () => {
        await site.resetContent();
        await row.make();
        const refusedBy: string[] = [];
        let output = '';
        if (!row.buildOnly) {
          const check = await site.quickCheck();
          expect(check.code, check.output).not.toBe(0);
          expect(check.output).toMatch(row.message);
          refusedBy.push('check:content');
          output = check.output;
        }
        if (row.buildOnly || row === provedByBuild) {
          const build = await site.build();
          expect(build.code, build.output).not.toBe(0);
          expect(build.output).toMatch(row.message);
          refusedBy.push('build');
          output = build.output;
        }
        const message = output.match(row.message)?.[0] ?? '';
        refusals[index] =
          `| ${row.mistake} | ${refusedBy.join(', ')} | ${message.replaceAll('|', '\\|')} |`;
      }));
  }
});

/** What a built page says, as text: its HTML with React's escapes read back. */
const pageText = (html: string) =>
  html
    .replaceAll('&#x27;', "'")
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

describe('a list emptied of every entry', () => {
  it('hides its section, heading and all, or the page says so in its own words', async () => {
    await site.resetContent();
    // Case studies and articles go with the projects and the people they name.
    for (const folder of ['team', 'portfolio', 'home-projects', 'case-studies', 'insights']) {
      const dir = site.at('src/content', folder);
      for (const entry of await readdir(dir)) await rm(`${dir}/${entry}`, { recursive: true });
    }
    // A site that never published them: no address left to send anywhere.
    await writeFile(site.at('src/content/site/addresses.yaml'), 'addresses: []\n');
    const build = await site.build();
    expect(build.code, build.output).toBe(0);
    const page = (path: string) => readFile(site.at('build/client', path, 'index.html'), 'utf8');

    const about = await page('about-us');
    const { teamIntro } = fieldsOf('pages/about-us.yaml') as { teamIntro: { id: string } };
    expect(about).not.toContain('id="team-heading"');
    expect(about).not.toContain(`id="${teamIntro.id}"`);
    refusals.push(
      '| every team member removed | build (a page, not a refusal) | /about-us has no team section: its heading goes with it |',
    );

    const home = await page('');
    expect(home).not.toContain('id="work-heading"');
    expect(home).not.toContain('id="work"');
    refusals.push(
      '| every home page project removed | build (a page, not a refusal) | the home page has no projects section: its heading and its link to /portfolio go with it |',
    );

    const portfolio = await page('portfolio');
    const { projects } = fieldsOf('pages/portfolio.yaml') as {
      projects: { id: string; noProjects: string };
    };
    expect(portfolio).not.toContain('id="projects-heading"');
    expect(portfolio).toContain(`id="${projects.id}"`);
    expect(pageText(portfolio)).toContain(projects.noProjects);
    refusals.push(
      `| every portfolio project removed | build (a page, not a refusal) | /portfolio shows, without the projects' heading: "${projects.noProjects}" (projects.noProjects in src/content/pages/portfolio.yaml) |`,
    );

    const insights = await page('insights');
    const { noArticles } = fieldsOf('pages/insights.yaml') as { noArticles: string };
    expect(insights).not.toContain('<article');
    expect(pageText(insights)).toContain(noArticles);
    expect(await readFile(site.at('build/client/rss.xml'), 'utf8')).not.toContain('<item>');
    refusals.push(
      `| every article removed | build (a page, not a refusal) | /insights shows "${noArticles}" (noArticles in src/content/pages/insights.yaml) and the feed has no item |`,
    );
  });
});

describe('an unpublished article', () => {
  it('ships nothing, its pictures included, and the build says what it held back', async () => {
    await site.resetContent();
    const original = await readFile(site.at('src/content/insights', someArticle), 'utf8');
    /**
     * Pictures no other file has, so any copy of their bytes in the site is theirs: random
     * colours in blocks of 40 pixels. Noise pixel by pixel was as unique, and took the encoders
     * some 20 s a run; blocks encode as quickly as a photo.
     */
    const noise = (width: number, height: number) => {
      const [across, down] = [Math.ceil(width / 40), Math.ceil(height / 40)];
      const colours = Buffer.from(
        Array.from({ length: across * down * 3 }, () => Math.random() * 256),
      );
      return sharp(colours, { raw: { width: across, height: down, channels: 3 } }).resize(
        width,
        height,
        { kernel: 'nearest', fit: 'fill' },
      );
    };
    const unpublished = [
      { address: 'held-back-draft', fields: { draft: 'true' } },
      { address: 'held-back-scheduled', fields: { draft: 'false', pubDate: '2099-01-01' } },
    ];
    const pictures: Buffer[] = [];
    for (const { address, fields } of unpublished) {
      const folder = site.at('src/content/insights', address);
      await mkdir(folder);
      const cover = await noise(1200, 675).jpeg().toBuffer();
      const figure = await noise(1280, 860).png().toBuffer();
      pictures.push(cover, figure);
      await writeFile(`${folder}/held-back-cover.jpg`, cover);
      await writeFile(`${folder}/held-back-figure.png`, figure);
      const text = Object.entries(fields)
        .reduce(
          (written, [field, value]) =>
            written.replace(new RegExp(`^${field}: .+$`, 'm'), `${field}: ${value}`),
          original,
        )
        .replace(/^cover: .+$/m, `cover: ./${address}/held-back-cover.jpg`)
        .replace(/\n*$/, `\n\n![A held back figure](./${address}/held-back-figure.png)\n`);
      await writeFile(site.at('src/content/insights', `${address}.md`), text);
    }
    // A camera's capital ending is found by the build as the check accepts it.
    await noise(1280, 860)
      .png()
      .toFile(site.at('src/content/insights', someAddress, 'camera.PNG'));
    await appendToArticle(`![A chart](./${someAddress}/camera.PNG)`);

    const build = await site.build();
    expect(build.code, build.output).toBe(0);
    const held = build.output.match(/Articles this build holds back:\n(?: {2}.+\n?)+/)?.[0] ?? '';
    expect(held).toContain('src/content/insights/held-back-draft.md: a draft (draft: true)');
    expect(held).toContain(
      'src/content/insights/held-back-scheduled.md: scheduled, published by the first build on 1 January 2099 (UTC)',
    );
    // The originals Vite published were there, and were taken out.
    expect(build.output).toMatch(/\d+ picture files no page shows left out/);
    const assets = await readdir(site.at('build/client/assets'));
    expect(assets.filter((name) => name.startsWith('held-back-'))).toEqual([]);
    for (const name of assets) {
      const bytes = await readFile(site.at('build/client/assets', name));
      for (const picture of pictures) expect(bytes.equals(picture), name).toBe(false);
    }
    expect(
      await readFile(site.at('build/client/insights', someAddress, 'index.html'), 'utf8'),
    ).toMatch(/\/assets\/camera\.[\w.-]+\.(avif|webp|jpg)/);
    refusals.push(
      `| a draft and a scheduled article, each with a cover and a text picture | build (a log, not a refusal) | no file of theirs in build/client/assets; the build prints: ${held.trim().replaceAll('\n', ' ')} |`,
      '| a text picture with a capital ending (.PNG) in a published article | build (accepted, as by check:content) | the page shows it, encoded |',
    );
  });
});

describe('a refusal', () => {
  it('is printed alone: no stack trace, no program lines, no hint about Astro', async () => {
    for (const make of [
      // One refused by the loaders, one by an entry's schema.
      () => replaceIn(`insights/${someArticle}`, /^pubDate: .+$/m, 'pubDate: 2026-02-30'),
      () => writeFile(site.at('src/content/team/maya.yaml'), member({ name: '' })),
    ]) {
      await site.resetContent();
      await make();
      const check = await site.check();
      expect(check.code, check.output).not.toBe(0);
      expect(check.output).toMatch(/src\/content\/\S+(, line \d+)?: /);
      for (const noise of ['Stack trace', '    at ', 'Hint:', 'Error reference', 'loaders.ts'])
        expect(check.output, check.output).not.toContain(noise);
    }
    refusals.push(
      '| any refusal, by the loaders or by a schema | check:content | the refusal alone: no "Stack trace:", no program lines, no Astro hint |',
    );
  });
});
