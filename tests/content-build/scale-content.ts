/**
 * Years of publishing, written into a copy of the project (tests/content-build/scale.test.ts):
 * 200 articles, 30 projects with their case studies and 20 more team members (most of whom
 * have left the agency, and are on their articles only), with text of every kind an article may
 * hold (sections, sub-sections, lists, quotes, links, pictures). It
 * is generated on each run and never committed; the same run writes the same files.
 *
 * Pictures are what a build spends its time on (encoding each at every width and format), so
 * the generated entries share a few pictures: each kind of picture comes in two versions, and
 * every copy of one version has the same bytes and the same file name in its entry's folder.
 * Astro names an encoded file after the picture's file name and a hash of its bytes, so all
 * the copies are one picture to it: encoded once per width and format in a build, and kept in
 * its cache (node_modules/.astro/assets) for the next build. The encoders' work is that of
 * ten pictures, however many entries there are.
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import yaml from 'js-yaml';
import sharp from 'sharp';
import { articleTags } from '../../src/content/schemas/article';

export const scaleCounts = { articles: 200, caseStudies: 30, team: 20 } as const;

/** A generated article, as the test expects the site to show it (or to hold it back). */
export interface GeneratedArticle {
  slug: string;
  title: string;
  pubDate: string;
  tags: string[];
  author: string;
  held: 'draft' | 'scheduled' | undefined;
}

export interface GeneratedContent {
  articles: GeneratedArticle[];
  caseStudies: string[];
  /** The generated team members; those who have left are on their articles, not /about-us. */
  team: { slug: string; name: string; hasLeft: boolean }[];
  /** How many distinct picture files the generated entries hold (bytes and name). */
  distinctPictures: number;
}

/** Articles published every 11 days from this day: 200 of them run from 2019 into 2025. */
const firstDay = Date.UTC(2019, 0, 7);
const dayMs = 86_400_000;
const iso = (time: number) => new Date(time).toISOString().slice(0, 10);

/** A small seeded random generator (mulberry32), so every run writes the same text. */
function randomFrom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (below: number) => Math.floor(next() * below),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}

const subjects = [
  'a shop selling garden furniture',
  'a dental practice with three clinics',
  'a regional law firm',
  'a bakery that delivers to offices',
  'a software start-up with a free trial',
  'a charity running summer camps',
  'an architecture studio',
  'a physiotherapy clinic',
  'a family-run hotel by the sea',
  'a wholesaler of kitchen equipment',
];

/** The same clients in a few words, for titles. */
const shortSubjects = [
  'a garden shop',
  'a dental practice',
  'a law firm',
  'a bakery',
  'a start-up',
  'a charity',
  'a studio',
  'a clinic',
  'a hotel',
  'a wholesaler',
];

const findings = [
  'the slowest page was the one that earned the most',
  'half of the enquiries came from phones on a weak connection',
  'visitors left the booking form at the second step',
  'search traffic fell after every redesign that changed addresses',
  'most of the page weight was a single photo at the top',
  'nobody on the team knew who could renew the domain',
  'the newsletter reached fewer inboxes every month',
  'the contact page loaded three tracking tags before its form',
];

const advice = [
  'Measure before you change anything, and write the figures down.',
  'Fix the largest picture at the top of the page first.',
  'Keep every old address working with a permanent redirect.',
  'Ask for the before and after figures of every change.',
  'Give each page one clear thing for the visitor to do.',
  'Check that backups can be restored, not only that they run.',
  'Send fewer e-mails, and make each one worth opening.',
  'Write the brief in plain words, and say what success looks like.',
  'Test the pages that earn money, not only the home page.',
  'Remove the plugins nobody uses before you add a new one.',
];

const topicWords: Record<string, string[]> = {
  'Web performance': ['page speed', 'largest paint', 'image sizes', 'caching'],
  Search: ['search rankings', 'page titles', 'structured data', 'redirects'],
  Hosting: ['uptime', 'backups', 'certificates', 'server response time'],
  'Web design': ['layouts', 'typography', 'forms', 'colour contrast'],
  Development: ['releases', 'tests', 'dependencies', 'code reviews'],
  'Email marketing': ['open rates', 'lists', 'deliverability', 'newsletters'],
  'Working with an agency': ['briefs', 'budgets', 'timelines', 'handovers'],
};

const headings = [
  'Where to start',
  'What we measured',
  'What the figures say',
  'The mistakes we see most',
  'A checklist you can copy',
  'What it costs',
  'How long it takes',
  'What to ask your agency',
  'What changed after launch',
  'Keep it that way',
];

/** Two pictures of each kind, drawn with sharp: bytes that stay the same from run to run. */
async function drawPicture(
  width: number,
  height: number,
  colours: [string, string],
  bars: number[],
): Promise<Buffer> {
  const gap = width / (bars.length * 2 + 1);
  const rects = bars
    .map(
      (bar, index) =>
        `<rect x="${gap * (index * 2 + 1)}" y="${height * (1 - bar)}" width="${gap}" height="${height * bar}" fill="${colours[1]}" opacity="${0.55 + index * 0.08}"/>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${colours[0]}"/><stop offset="1" stop-color="#0f172a"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width * 0.8}" cy="${height * 0.25}" r="${height * 0.18}" fill="#f8fafc" opacity="0.35"/>
    ${rects}
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

interface Pictures {
  cover: Buffer[];
  figure: Buffer[];
  chart: Buffer[];
  portrait: Buffer[];
  screen: Buffer[];
}

async function drawPictures(): Promise<Pictures> {
  const blue: [string, string] = ['#1d4ed8', '#fbbf24'];
  const green: [string, string] = ['#047857', '#f472b6'];
  return {
    cover: [
      await drawPicture(1200, 675, blue, [0.3, 0.5, 0.7]),
      await drawPicture(1200, 675, green, [0.6, 0.4, 0.8, 0.2]),
    ],
    figure: [
      await drawPicture(1280, 854, green, [0.2, 0.35, 0.5, 0.65, 0.8]),
      await drawPicture(1280, 854, blue, [0.7, 0.3]),
    ],
    chart: [
      await drawPicture(1200, 750, blue, [0.25, 0.45, 0.6, 0.9]),
      await drawPicture(1200, 750, green, [0.8, 0.55, 0.3]),
    ],
    portrait: [
      await drawPicture(640, 640, blue, [0.4, 0.6]),
      await drawPicture(640, 640, green, [0.5, 0.3, 0.7]),
    ],
    screen: [
      await drawPicture(1200, 750, green, [0.3, 0.6, 0.45, 0.75, 0.5]),
      await drawPicture(1200, 750, blue, [0.65, 0.4, 0.85]),
    ],
  };
}

/** The highest `order` among a collection's entries, so new entries come after them. */
async function highestOrder(folder: string): Promise<number> {
  let highest = 0;
  for (const name of await readdir(folder)) {
    if (!name.endsWith('.yaml')) continue;
    const entry = yaml.load(await readFile(path.join(folder, name), 'utf8')) as { order?: number };
    highest = Math.max(highest, entry.order ?? 0);
  }
  return highest;
}

const quoted = (text: string) => `'${text.replace(/'/g, "''")}'`;

async function writePicture(folder: string, name: string, bytes: Buffer) {
  await mkdir(folder, { recursive: true });
  await writeFile(path.join(folder, name), bytes);
}

/**
 * Writes the generated entries into the copy at `dir`. `now` decides which articles are held
 * back: a few drafts, and a few dated after that day.
 */
export async function writeScaleContent(dir: string, now: Date): Promise<GeneratedContent> {
  const content = (...parts: string[]) => path.join(dir, 'src/content', ...parts);
  const pictures = await drawPictures();
  const random = randomFrom(40);

  // The team: 20 more members, after the ones the site has. Years of publishing are years of
  // people joining and leaving: three in four of them have left the agency (`hasLeft`), so the
  // team page shows the other five beside today's team, and every one of them wrote articles.
  const shippedTeam = (await readdir(content('team')))
    .filter((name) => name.endsWith('.yaml'))
    .map((name) => name.replace(/\.yaml$/, ''));
  const firstNames = [
    'Maya',
    'Liam',
    'Noor',
    'Jonas',
    'Ines',
    'Tariq',
    'Elena',
    'Kofi',
    'Sana',
    'Marek',
  ];
  const lastNames = ['Patel', 'Okafor', 'Lindqvist', 'Moreau', 'Haddad', 'Novak', 'Silva', 'Chen'];
  const roles = [
    'Content Strategist',
    'Frontend Developer',
    'UX Designer',
    'SEO Specialist',
    'Project Manager',
  ];
  const team: GeneratedContent['team'] = [];
  let order = await highestOrder(content('team'));
  for (let index = 0; index < scaleCounts.team; index++) {
    const name = `${firstNames[index % firstNames.length]} ${lastNames[(index * 3) % lastNames.length]}`;
    const slug = `scale-${name.toLowerCase().replace(/ /g, '-')}-${index + 1}`;
    const hasLeft = index % 4 !== 0;
    team.push({ slug, name, hasLeft });
    await writePicture(content('team', slug), 'photo.png', pictures.portrait[index % 2]!);
    await writeFile(
      content('team', `${slug}.yaml`),
      yaml.dump({
        name,
        role: roles[index % roles.length],
        order: ++order,
        photo: `./${slug}/photo.png`,
        photoAlt: `Portrait of ${name}`,
        linkedin: `https://www.linkedin.com/in/${slug}`,
        ...(hasLeft ? { hasLeft } : {}),
      }),
    );
  }
  const authors = [...shippedTeam, ...team.map((member) => member.slug)];

  // Projects and their case studies, with a screen and a chart each.
  const caseStudies: string[] = [];
  order = await highestOrder(content('portfolio'));
  for (let index = 0; index < scaleCounts.caseStudies; index++) {
    const subject = subjects[index % subjects.length]!;
    const slug = `scale-project-${index + 1}`;
    const name = `Project ${index + 1} for ${shortSubjects[index % shortSubjects.length]!.replace(/^an? /, '')}`;
    caseStudies.push(slug);
    const screen = pictures.screen[index % 2]!;
    await writePicture(content('portfolio', slug), 'screen.png', screen);
    await writeFile(
      content('portfolio', `${slug}.yaml`),
      yaml.dump({
        order: ++order,
        name,
        url: `https://${slug}.example`,
        tags: [index % 2 ? 'E-commerce' : 'Service Business', 'Performance', 'Accessibility'],
        description: `A new website for ${subject}, built to load fast on phones and to turn visits into enquiries.`,
        image: `./${slug}/screen.png`,
        imageAlt: `The new home page of ${subject} on a laptop screen`,
      }),
    );
    await writePicture(content('case-studies', slug), 'screen.png', screen);
    await writePicture(content('case-studies', slug), 'chart.png', pictures.chart[index % 2]!);
    const rise = 10 + random.int(60);
    await writeFile(
      content('case-studies', `${slug}.yaml`),
      yaml.dump({
        seo: {
          title: `Case study ${index + 1}: ${rise}% more enquiries`,
          // Each its own: two projects for one kind of client may show the same rise.
          description: `Project ${index + 1}: how a faster, clearer website for ${subject} brought ${rise}% more enquiries within a quarter.`,
        },
        headline: `${rise}% more enquiries for ${subject}`.slice(0, 90),
        summary:
          `We rebuilt the website of ${subject}. It now loads in about a second on a phone, and ${random.pick(findings)} no longer holds.`.slice(
            0,
            280,
          ),
        challenge: [
          `When we met, ${random.pick(findings)}. The owners wanted to know why before spending anything.`,
          `They also wanted to edit their own pages without calling a developer for every change.`,
        ].slice(0, 1 + (index % 2)),
        approach: Array.from({ length: 2 + (index % 4) }, (_, step) => ({
          title: headings[(index + step) % headings.length]!,
          text: advice[(index + step) % advice.length]!,
        })),
        results: Array.from({ length: 2 + (index % 3) }, (_, result) => ({
          figure: ['+' + rise + '%', '–1.2 s', '2x', '99.9%'][result]!,
          measures: [
            'enquiries a month',
            'to the largest paint',
            'newsletter sign-ups',
            'uptime over a year',
          ][result]!,
        })),
        quote: {
          words: `The site finally works as hard as we do. ${random.pick(advice)}`,
          name: `${firstNames[(index + 4) % firstNames.length]} ${lastNames[index % lastNames.length]}`,
          role: 'Owner',
        },
        pictures: [
          {
            image: `./${slug}/screen.png`,
            alt: `The new home page of ${subject}`,
            caption: 'The home page as a phone shows it.',
          },
          ...(index % 3 === 2
            ? []
            : [
                {
                  image: `./${slug}/chart.png`,
                  alt: `Bar chart of enquiries a month before and after the launch, up ${rise}%`,
                  caption:
                    'Enquiries a month, the quarter before the launch against the quarter after.',
                },
              ]),
        ],
      }),
    );
  }

  // Services a text may link to.
  const servicePages = (await readdir(content('service-pages')))
    .filter((name) => name.endsWith('.yaml'))
    .map((name) => `/services/${name.replace(/\.yaml$/, '')}`);

  // The articles: published every 11 days from 2019, with a few held back.
  const articles: GeneratedArticle[] = [];
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  for (let index = 0; index < scaleCounts.articles + 6; index++) {
    const held = index >= scaleCounts.articles ? (index % 2 ? 'scheduled' : 'draft') : undefined;
    // Every tenth article shares its day with the one before it, so the order by title counts.
    const day =
      held === 'scheduled'
        ? today + (index - scaleCounts.articles) * 30 * dayMs
        : firstDay + (index - Math.floor(index / 10)) * 11 * dayMs;
    // Topics: one to three, in turn, so every topic has articles on several pages.
    const tagCount = 1 + (index % 3);
    const tags = Array.from(
      { length: tagCount },
      (_, t) => articleTags[(index + t * 3) % articleTags.length]!,
    );
    const subject = subjects[index % subjects.length]!;
    const main = topicWords[tags[0]!]![index % 4]!;
    const title = `${held ? 'Held back: ' : ''}${main[0]!.toUpperCase()}${main.slice(1)} at ${shortSubjects[index % shortSubjects.length]}, note ${index + 1}`;
    const slug = `scale-article-${index + 1}`;
    const author = authors[index % authors.length]!;
    const article: GeneratedArticle = { slug, title, pubDate: iso(day), tags, author, held };
    articles.push(article);
    const folder = content('insights', slug);
    await writePicture(folder, 'cover.png', pictures.cover[index % 2]!);
    const body = articleText(index, article, subject, articles, servicePages, random);
    if (index % 4 === 1)
      await writePicture(folder, 'figure.png', pictures.figure[Math.floor(index / 4) % 2]!);
    await writeFile(
      content('insights', `${slug}.md`),
      [
        '---',
        `title: ${quoted(title)}`,
        // Each its own, as a marketer writes them: no two pages share a description.
        `description: ${quoted(`What ${subject} learnt about ${main} (note ${index + 1}): ${random.pick(advice)}`)}`,
        `pubDate: ${iso(day)}`,
        ...(index % 7 === 3 ? [`updatedDate: ${iso(day + 40 * dayMs)}`] : []),
        `author: ${author}`,
        'tags:',
        ...tags.map((tag) => `  - ${tag}`),
        `cover: ./${slug}/cover.png`,
        `coverAlt: ${quoted(`Bars rising over a gradient, for ${main}`)}`,
        `draft: ${held === 'draft'}`,
        '---',
        '',
        body,
      ].join('\n'),
    );
  }
  return {
    articles,
    caseStudies,
    team,
    distinctPictures: Object.values(pictures).flat().length,
  };
}

/** An article's text: two to five sections of paragraphs, lists, quotes, links and a picture. */
function articleText(
  index: number,
  article: GeneratedArticle,
  subject: string,
  written: readonly GeneratedArticle[],
  servicePages: readonly string[],
  random: ReturnType<typeof randomFrom>,
): string {
  const words = topicWords[article.tags[0]!]!;
  const paragraph = () =>
    [
      `When we worked with ${random.pick(subjects)}, ${random.pick(findings)}.`,
      `The fix was not glamorous: ${random.pick(advice).toLowerCase()}`,
      `Within a month the figures for ${random.pick(words)} had moved, and they stayed there.`,
    ]
      .slice(0, 2 + random.int(2))
      .join(' ');
  const parts = [
    `This note looks at ${words.join(', ')} for ${subject}, with _figures we measured_ and **what we would do again**.`,
    '',
  ];
  const sections = 2 + (index % 4);
  for (let section = 0; section < sections; section++) {
    parts.push(`## ${headings[(index + section) % headings.length]}`, '', paragraph(), '');
    switch ((index + section) % 5) {
      case 0:
        parts.push(...[0, 1, 2].map((n) => `- ${advice[(index + n) % advice.length]}`), '');
        break;
      case 1:
        parts.push(...[1, 2, 3, 4].map((n) => `${n}. ${advice[(index * n) % advice.length]}`), '');
        break;
      case 2:
        parts.push(`> ${random.pick(advice)} ${random.pick(advice)}`, '');
        break;
      case 3: {
        // A link to an earlier published article, to a service and to a page elsewhere.
        const earlier = written.slice(0, -1).filter((other) => !other.held);
        const other = earlier.length ? random.pick(earlier) : undefined;
        const links = [
          other ? `our note on [${other.title}](/insights/${other.slug})` : undefined,
          `what our [team offers](${random.pick(servicePages)})`,
          `the thresholds on [web.dev](https://web.dev/articles/vitals)`,
        ].filter(Boolean);
        parts.push(`For more, read ${links.join(', ')}, or [get in touch](/contact).`, '');
        break;
      }
      default:
        parts.push(
          `### ${random.pick(words)[0]!.toUpperCase()}${random.pick(words).slice(1)} in detail`,
          '',
          paragraph(),
          '',
        );
    }
    if (section === 0 && index % 4 === 1)
      parts.push(
        `![Bar chart of ${words[0]} for ${subject}, before and after the changes](./${article.slug}/figure.png)`,
        '',
      );
  }
  return parts.join('\n');
}
