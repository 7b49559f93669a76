/**
 * The room the speed limits must leave the agency (issue 52), written into a copy of the
 * project: a team page of 50 people, 15 questions on /contact, 10 testimonials on the home page
 * and one service page with twice its text. Each list is grown from what the copy already holds,
 * so the counts are what the pages show, whatever the agency has written since.
 *
 * The words are varied, as a marketer's are: a list of copies of one item would compress to
 * almost nothing and weigh far less than real writing.
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import yaml from 'js-yaml';
import sharp from 'sharp';

export const roomCounts = { team: 50, questions: 15, testimonials: 10 } as const;

export interface RoomContent {
  /** The names of everyone /about-us must show. */
  team: string[];
  /** Every question /contact must show. */
  questions: string[];
  /** The name of every client the home page must quote. */
  testimonials: string[];
  /** The service page grown to twice its text, by its address, and the headings it gained. */
  servicePage: { href: string; added: string[] };
}

const firstNames = [
  'Ananya',
  'Vikram',
  'Ishaan',
  'Meghna',
  'Arjun',
  'Diya',
  'Kabir',
  'Nisha',
  'Oliver',
  'Hannah',
  'Lucas',
  'Amara',
];
const lastNames = [
  'Deshpande',
  'Kulkarni',
  'Joshi',
  'Fernandes',
  'Ward',
  'Bennett',
  'Sato',
  'Alvarez',
];
const roles = [
  'Account Director',
  'Senior Copywriter',
  'Motion Designer',
  'Data Analyst',
  'Paid Media Specialist',
  'Accessibility Lead',
  'WordPress Developer',
  'Client Success Manager',
  'DevOps Engineer',
];

const questions: [string, string][] = [
  [
    'Do you work with clients outside India?',
    'Yes. Around half of our clients are in the UK, the US and the Gulf. We agree meeting hours that suit both time zones and report in your currency.',
  ],
  [
    'Can you take over a website another agency built?',
    'Usually, yes. We start with a two-week audit of the code, hosting and analytics, then tell you plainly what to keep, fix or rebuild before you commit to anything.',
  ],
  [
    'Who owns the website and its code when the project ends?',
    'You do. The domain, the code, the designs and every account are in your name from the first day, and we hand over the passwords when we finish.',
  ],
  [
    'How do you price ongoing SEO work?',
    'As a monthly retainer with a written plan for each quarter. You can pause or stop with thirty days’ notice; there is no long contract.',
  ],
  [
    'Will my team be able to edit the site without you?',
    'Yes. Every site comes with an editor your team can use in a browser, and a recorded training session for new colleagues who join later.',
  ],
  [
    'What do you need from us before a project starts?',
    'A named person who can make decisions, your brand files, and access to your current analytics. A short brief helps, but a call works just as well.',
  ],
  [
    'Do you write the content, or do we?',
    'Either. Our copywriters can write every page from interviews with your team, or edit what you draft so that it reads well and ranks.',
  ],
  [
    'How do you keep a site secure after launch?',
    'Hosting plans include daily backups, monitoring every minute, security updates within a day of release and a yearly review of who has access.',
  ],
  [
    'Can you help with an online shop as well as a website?',
    'Yes. We build shops on Shopify and WooCommerce, connect payments and shipping, and move your products and orders from the old shop.',
  ],
  [
    'What happens if the project runs late?',
    'We plan in two-week steps and show you progress at the end of each one, so a delay is visible early. If it is ours, the extra time is not billed.',
  ],
  [
    'Do you offer payment in instalments?',
    'For projects over $5,000 we split the fee into three: a third to start, a third at the design sign-off and a third at launch.',
  ],
  [
    'Can we see work in progress before launch?',
    'Always. You get a private preview address from the first week, and every change we make appears there before it reaches your live site.',
  ],
  [
    'Which analytics tools do you set up?',
    'Whatever your team already reads, most often Google Analytics 4 or Plausible, with the goals that matter to you marked from the launch day.',
  ],
  [
    'Do you sign a confidentiality agreement?',
    'Yes, before the first detailed call if you wish. We use yours, or send our own short agreement that your lawyer can read in ten minutes.',
  ],
];

const clients: [string, string, string, string][] = [
  [
    'Farah Siddiqui',
    'Marketing Manager',
    'Orchid Dental Clinics',
    'Our booking page used to lose half its visitors on phones. Since the redesign, online appointments have doubled and the front desk spends its mornings on patients instead of calls.',
  ],
  [
    'Tom Gallagher',
    'Managing Director',
    'Gallagher Joinery',
    'They understood a small workshop. The new site explains what we make in plain words, and the enquiries that come through it are from people ready to order.',
  ],
  [
    'Sneha Rao',
    'Head of Growth',
    'Kiln & Clay',
    'Within four months our shop went from page three to the top five results for hand-made ceramics in Bengaluru, and organic revenue rose by 62%.',
  ],
  [
    'Marcus Lindgren',
    'CTO',
    'Fjordline Logistics',
    'Moving our customer portal to their hosting cut page loads from four seconds to under one. Not one minute of downtime in the eighteen months since.',
  ],
  [
    'Alisha Thomas',
    'Founder',
    'Little Sprouts Preschool',
    'Parents now find our fees, timings and a virtual tour before they call. Admissions for the new term filled three weeks earlier than last year.',
  ],
  [
    'Rahul Khanna',
    'Director',
    'Khanna Realty',
    'Their email campaigns bring back buyers we had lost touch with. Every month we can see which listing each enquiry came from.',
  ],
  [
    'Grace Oduya',
    'Operations Lead',
    'BrightPath Tutors',
    'We asked for a website and got a way of working: clear weekly updates, honest advice on what not to build, and a launch on the day they promised.',
  ],
  [
    'Pedro Santos',
    'Owner',
    'Casa Santos Restaurant',
    'Table bookings from the site went up by a third in the first month. The menu is easy for us to change ourselves, even from a phone.',
  ],
  [
    'Ritu Malhotra',
    'VP Marketing',
    'Sattva Wellness',
    'The accessibility work mattered to us. Their audit found problems we had never noticed, and our older customers say the site is finally easy to read.',
  ],
];

/** Words a service page's own writing is made of, for the text a marketer would add. */
const serviceWords = [
  'responsive',
  'layouts',
  'tested',
  'on',
  'real',
  'phones',
  'design',
  'systems',
  'your',
  'team',
  'can',
  'extend',
  'accessible',
  'forms',
  'with',
  'clear',
  'errors',
  'fast',
  'pages',
  'that',
  'rank',
  'analytics',
  'goals',
  'for',
  'every',
  'campaign',
  'components',
  'documented',
  'once',
  'and',
  'reused',
  'across',
  'the',
  'site',
  'checkout',
  'flows',
  'which',
  'convert',
  'visitors',
  'into',
  'customers',
  'integrations',
  'built',
  'to',
  'last',
  'careful',
  'handover',
  'training',
  'support',
  'after',
  'launch',
];

/** A sentence of about `length` characters from the service page's words, its own each time. */
function writing(length: number, seed: number, sentence: boolean): string {
  let state = seed * 7919 + 17;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return serviceWords[state % serviceWords.length]!;
  };
  const words: string[] = [];
  while (words.join(' ').length < length - 8) words.push(next());
  const text = words.join(' ');
  return `${text[0]!.toUpperCase()}${text.slice(1)}${sentence ? '.' : ''}`;
}

/** A list item of a service page with new words in every field of prose; names and links kept. */
function grown(item: unknown, seed: number): unknown {
  if (typeof item === 'string')
    return item.includes(' ') ? writing(item.length, seed, item.endsWith('.')) : item;
  if (Array.isArray(item)) return item.map((value, index) => grown(value, seed * 31 + index));
  if (item && typeof item === 'object')
    return Object.fromEntries(
      Object.entries(item).map(([key, value], index) => [
        key,
        ['href', 'id', 'icon', 'logo', 'discriminant'].includes(key)
          ? value
          : grown(value, seed * 13 + index),
      ]),
    );
  return item;
}

const readYaml = async <T>(file: string) => yaml.load(await readFile(file, 'utf8')) as T;
const writeYaml = (file: string, data: unknown) =>
  writeFile(file, yaml.dump(data, { lineWidth: 100 }));

export async function writeRoomContent(dir: string): Promise<RoomContent> {
  const content = (...parts: string[]) => path.join(dir, 'src/content', ...parts);

  // The team: as many new people as /about-us needs for 50, each with a photo of their own. One
  // photo shared by all would be one set of files, named alike on every card, and the page would
  // weigh less than a real team's.
  interface Member {
    name: string;
    order: number;
    hasLeft?: boolean;
  }
  const members: Member[] = [];
  for (const name of (await readdir(content('team'))).filter((file) => file.endsWith('.yaml')))
    members.push(await readYaml<Member>(content('team', name)));
  const shown = members.filter((member) => !member.hasLeft);
  let order = Math.max(...members.map((member) => member.order));
  const team = shown.map((member) => member.name);
  for (let index = 0; team.length < roomCounts.team; index++) {
    const name = `${firstNames[index % firstNames.length]!} ${lastNames[Math.floor(index / firstNames.length) % lastNames.length]!}`;
    const slug = `room-${name.toLowerCase().replace(/ /g, '-')}`;
    team.push(name);
    await mkdir(content('team', slug), { recursive: true });
    // The team photo's least size (640 × 640), in a shade of its own.
    const shade = {
      r: 40 + ((index * 37) % 180),
      g: 60 + ((index * 53) % 160),
      b: 120 + ((index * 29) % 120),
    };
    await writeFile(
      content('team', slug, 'photo.jpg'),
      await sharp({ create: { width: 640, height: 640, channels: 3, background: shade } })
        .jpeg({ quality: 80 })
        .toBuffer(),
    );
    await writeYaml(content('team', `${slug}.yaml`), {
      name,
      role: roles[index % roles.length],
      order: ++order,
      photo: `./${slug}/photo.jpg`,
      photoAlt: `Portrait of ${name}`,
      linkedin: `https://www.linkedin.com/in/${slug}`,
    });
  }

  // The questions on /contact, up to 15.
  const contactFile = content('pages/contact.yaml');
  const contact = await readYaml<{ faq: { items: { question: string; answer: string }[] } }>(
    contactFile,
  );
  for (const [question, answer] of questions) {
    if (contact.faq.items.length >= roomCounts.questions) break;
    contact.faq.items.push({ question, answer });
  }
  await writeYaml(contactFile, contact);

  // The testimonials on the home page, up to 10.
  const homeFile = content('pages/home.yaml');
  const home = await readYaml<{
    testimonials: {
      items: { name: string; position: string; company: string; feedback: string }[];
    };
  }>(homeFile);
  for (const [name, position, company, feedback] of clients) {
    if (home.testimonials.items.length >= roomCounts.testimonials) break;
    home.testimonials.items.push({ name, position, company, feedback });
  }
  await writeYaml(homeFile, home);

  // The first service page, each list in each section twice as long, in new words.
  const pageName = (await readdir(content('service-pages'))).find((file) =>
    file.endsWith('.yaml'),
  )!;
  const pageFile = content('service-pages', pageName);
  const servicePage = await readYaml<{ sections: { value: Record<string, unknown> }[] }>(pageFile);
  const added: string[] = [];
  servicePage.sections.forEach((section, sectionIndex) => {
    for (const [key, list] of Object.entries(section.value)) {
      if (!Array.isArray(list) || typeof list[0] !== 'object') continue;
      const more = list.map((item, index) => grown(item, sectionIndex * 100 + index + 1));
      for (const item of more) {
        const title = (item as { title?: unknown; name?: unknown }).title;
        if (typeof title === 'string') added.push(title);
      }
      section.value[key] = [...list, ...more];
    }
  });
  await writeYaml(pageFile, servicePage);

  return {
    team,
    questions: contact.faq.items.map((item) => item.question),
    testimonials: home.testimonials.items.map((item) => item.name),
    servicePage: { href: `/services/${pageName.replace(/\.yaml$/, '')}`, added },
  };
}
