/**
 * The owner's month: the ordinary edits a marketing team makes to the site in a month, each
 * written as a marketer would make it (in the editor or by hand), to be applied to a copy of
 * the project. Every edit works on whatever content the copy holds, never on the words it
 * holds today, so the table keeps working as the agency changes its site.
 */
import { cp, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { dump, load } from 'js-yaml';
import sharp from 'sharp';
import { storedByPhone } from './phone-photo';

export interface MonthEdit {
  /** What the marketer did, as they would say it. */
  edit: string;
  apply: (content: ContentFolder) => Promise<void>;
}

/** The copy's `src/content/`, read and written as the editor does: one YAML file an entry. */
export class ContentFolder {
  readonly root: string;

  constructor(root: string) {
    this.root = root;
  }

  at(...parts: string[]): string {
    return path.join(this.root, ...parts);
  }

  async read<T = Record<string, unknown>>(file: string): Promise<T> {
    return load(await readFile(this.at(file), 'utf8')) as T;
  }

  async write(file: string, data: unknown): Promise<void> {
    await mkdir(path.dirname(this.at(file)), { recursive: true });
    await writeFile(this.at(file), dump(data, { lineWidth: 100 }));
  }

  async change<T = Record<string, unknown>>(file: string, edit: (data: T) => void): Promise<void> {
    const data = await this.read<T>(file);
    edit(data);
    await this.write(file, data);
  }

  /** The entries of a folder such as `team`, in the order the site shows them. */
  async entries(folder: string): Promise<{ id: string; data: Record<string, unknown> }[]> {
    const names = (await readdir(this.at(folder))).filter((name) => name.endsWith('.yaml'));
    const entries = await Promise.all(
      names.map(async (name) => ({
        id: name.slice(0, -'.yaml'.length),
        data: await this.read(path.join(folder, name)),
      })),
    );
    return entries.sort((a, b) => Number(a.data.order) - Number(b.data.order));
  }

  /** Removes an entry and the folder of its pictures, as the editor's Delete does. */
  async remove(folder: string, id: string): Promise<void> {
    await rm(this.at(folder, `${id}.yaml`));
    await rm(this.at(folder, id), { recursive: true, force: true });
  }
}

/**
 * A photo as a phone takes it: 3000 × 4000 pixels with a photograph's fine texture (it costs
 * bytes as a real photo does, where a flat colour would cost none), saved as a phone saves it
 * (`storedByPhone`). `seed` varies it.
 */
export async function phonePhoto(seed: number): Promise<Buffer> {
  const hue = (seed * 67) % 360;
  const grain = await sharp({
    create: {
      width: 1500,
      height: 2000,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 110 + seed * 10, sigma: 60 },
    },
  })
    .blur(2.5)
    .png()
    .toBuffer();
  const upright = await sharp(grain)
    .resize(3000, 4000)
    .tint(`hsl(${hue}, 45%, 55%)`)
    .composite([
      {
        input: {
          create: { width: 1400, height: 1800, channels: 4, background: 'rgba(20, 30, 60, 0.45)' },
        },
        top: 1100,
        left: 800,
      },
    ])
    .png()
    .toBuffer();
  return storedByPhone(upright, 85);
}

/** Raises every price written with a currency sign in a piece of content by about a tenth. */
export function raisePrices(value: unknown): unknown {
  if (typeof value === 'string')
    return value.replace(/([$€£₹]\s?)(\d[\d,]*)(\.\d{2})?/g, (_match, sign, whole, cents) => {
      const figure = Number(String(whole).replaceAll(',', '')) + (cents ? Number(cents) : 0);
      const raised = Math.round(figure * 1.1) + (cents ? 0.49 : 0);
      return (
        sign + (cents ? raised.toFixed(2) : raised.toString()).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
      );
    });
  if (Array.isArray(value)) return value.map(raisePrices);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, raisePrices(item)]));
  return value;
}

/** A new team member, with a phone photo in their folder. */
async function addTeamMember(
  content: ContentFolder,
  id: string,
  fields: { name: string; role: string; seed: number },
) {
  const order = Math.max(0, ...(await content.entries('team')).map((e) => Number(e.data.order)));
  await mkdir(content.at('team', id), { recursive: true });
  await writeFile(content.at('team', id, `${id}.jpg`), await phonePhoto(fields.seed));
  await content.write(`team/${id}.yaml`, {
    name: fields.name,
    role: fields.role,
    order: order + 1,
    photo: `./${id}/${id}.jpg`,
    photoAlt: `${fields.name} at a desk in the Pune studio`,
    linkedin: `https://www.linkedin.com/in/${id}`,
  });
}

/** Appends a paragraph to the first list of paragraphs found in a page's file. */
function addParagraph(data: Record<string, unknown>, paragraph: string): void {
  const holder = Object.values(data).find(
    (value): value is { paragraphs: string[] } =>
      !!value &&
      typeof value === 'object' &&
      Array.isArray((value as { paragraphs?: unknown }).paragraphs),
  );
  if (!holder) throw new Error('the page has no list of paragraphs');
  holder.paragraphs.push(paragraph);
}

const newServiceId = 'conversion-optimisation';

// The parts of the files the edits below change, as a marketer sees them in the file.
interface BusinessFile {
  email: string;
  phones: { display: string; e164?: string }[];
  addresses: { lines: string[]; postal?: { street: string } }[];
}
interface ContactFile {
  faq: { items: { question: string; answer: string }[] };
  form: Record<string, unknown>;
}
interface HomeFile {
  testimonials: { items: Record<string, string>[] };
}

export const ownersMonth: MonthEdit[] = [
  {
    edit: 'change every price: hosting plans, service cards and service pages',
    async apply(content) {
      for (const folder of ['hosting-plans', 'services', 'service-pages'])
        for (const { id } of await content.entries(folder))
          await content.write(
            `${folder}/${id}.yaml`,
            raisePrices(await content.read(`${folder}/${id}.yaml`)),
          );
    },
  },
  {
    edit: 'add two team members with phone photos',
    async apply(content) {
      await addTeamMember(content, 'maya-patel', {
        name: 'Maya Patel',
        role: 'Head of Content',
        seed: 1,
      });
      await addTeamMember(content, 'tomas-okafor', {
        name: 'Tomás Okafor',
        role: 'Senior Performance Marketer',
        seed: 2,
      });
    },
  },
  {
    // As the editors' guide says ("When someone leaves"): their file stays, marked, so their
    // articles keep their byline, and the team page no longer shows them.
    edit: 'mark a team member who wrote an article as having left the agency',
    async apply(content) {
      const team = await content.entries('team');
      const authors = new Set<string>();
      for (const file of await readdir(content.at('insights'))) {
        if (!file.endsWith('.md')) continue;
        const article = await readFile(content.at('insights', file), 'utf8');
        const author = /^author: (.+)$/m.exec(article)?.[1]?.trim();
        if (author) authors.add(author);
      }
      const leaving = team.find((member) => authors.has(member.id));
      if (!leaving) throw new Error('no team member wrote an article');
      await content.change(`team/${leaving.id}.yaml`, (data) => (data.hasLeft = true));
    },
  },
  {
    edit: 'reorder the team: the last person moves to the front',
    async apply(content) {
      const team = await content.entries('team');
      const reordered = [team.at(-1)!, ...team.slice(0, -1)];
      for (const [index, member] of reordered.entries())
        await content.change(`team/${member.id}.yaml`, (data) => (data.order = index + 1));
    },
  },
  {
    edit: 'add five paragraphs: three to the About story, two to the home page',
    async apply(content) {
      await content.change('pages/about-us.yaml', (data) => {
        addParagraph(
          data,
          'In 2025 we opened a research desk that tests every new browser feature against the sites we look after, so our clients hear about a change before it costs them a sale.',
        );
        addParagraph(
          data,
          'Half of our people now work part of the week with a client’s own team, because the best briefs come from sitting next to the people who answer the customers.',
        );
        addParagraph(
          data,
          'We still keep the borrowed projector from our first office. It no longer works, but it reminds every new starter that a good idea needs no expensive kit.',
        );
      });
      await content.change('pages/home.yaml', (data) => {
        addParagraph(
          data,
          'Every engagement starts with a measured baseline: page speed, search visibility and enquiry rate, so you can see exactly what our work changed.',
        );
        addParagraph(
          data,
          'When a campaign ends, the reports, the code and the accounts stay yours, with nothing locked behind a proprietary platform.',
        );
      });
    },
  },
  {
    edit: 'add a portfolio project with its screenshot',
    async apply(content) {
      const projects = await content.entries('portfolio');
      const source = projects[0];
      if (!source) throw new Error('the portfolio is empty');
      const picture = String(source.data.image);
      await mkdir(content.at('portfolio', 'copperline-coffee'), { recursive: true });
      await cp(
        content.at('portfolio', picture),
        content.at('portfolio', 'copperline-coffee', `copperline-coffee${path.extname(picture)}`),
      );
      await content.write('portfolio/copperline-coffee.yaml', {
        order: Math.max(...projects.map((p) => Number(p.data.order))) + 1,
        name: 'Copperline Coffee',
        url: 'https://copperlinecoffee.example',
        tags: ['E-commerce', 'Subscriptions', 'Shopify'],
        description:
          'A subscription storefront for a specialty roaster that moved 40% of one-off buyers onto monthly deliveries in its first season.',
        image: `./copperline-coffee/copperline-coffee${path.extname(picture)}`,
        imageAlt:
          'Copperline Coffee storefront with a bag of single-origin beans and a subscribe button',
      });
    },
  },
  {
    edit: 'remove a portfolio project',
    async apply(content) {
      const projects = await content.entries('portfolio');
      const leaving = projects.find((p) => p.id !== 'copperline-coffee');
      if (!leaving) throw new Error('no project to remove');
      await content.remove('portfolio', leaving.id);
      // Its case study goes with it, as the editors' guide says.
      await rm(content.at('case-studies', `${leaving.id}.yaml`), { force: true });
      await rm(content.at('case-studies', leaving.id), { recursive: true, force: true });
      // Its address was published: it now leads to the portfolio, as the editors' guide says.
      await content.change<{ addresses: { address: string; leadsTo?: string }[] }>(
        'site/addresses.yaml',
        (ledger) => {
          const entry = ledger.addresses.find(
            ({ address }) => address === `/portfolio/${leaving.id}`,
          );
          if (entry) entry.leadsTo = '/portfolio';
        },
      );
    },
  },
  {
    edit: 'add a seventh service with its own service page, without a video',
    async apply(content) {
      const services = await content.entries('services');
      // Modelled on a service page that shows no hosting plans, as a new service has none.
      let model: (typeof services)[number] | undefined;
      let page: Record<string, unknown> = {};
      for (const candidate of services) {
        page = await content.read(`service-pages/${candidate.id}.yaml`);
        if (!JSON.stringify(page).includes('"plans"')) {
          model = candidate;
          break;
        }
      }
      if (!model) throw new Error('there is no service page without plans to model the new one on');
      await content.write(`services/${newServiceId}.yaml`, {
        ...model.data,
        order: Math.max(...services.map((s) => Number(s.data.order))) + 1,
        title: 'Conversion Rate Optimisation',
        summary: 'Testing that turns more visitors into customers',
        description:
          'Research, A/B tests and landing page fixes that lift the share of visitors who buy, book or enquire.',
        card: {
          ...(model.data.card as Record<string, unknown>),
          title: 'Conversion Rate Optimisation',
          description:
            'Analytics audits, user research and A/B tests on your key pages, with every result reported in enquiries and sales.',
        },
      });
      const poster = String(page.poster);
      await mkdir(content.at('service-pages', newServiceId), { recursive: true });
      await cp(
        content.at('service-pages', poster),
        content.at('service-pages', newServiceId, `${newServiceId}${path.extname(poster)}`),
      );
      const hero = page.hero as Record<string, unknown>;
      await content.write(`service-pages/${newServiceId}.yaml`, {
        // The new page has no video of its own yet: its poster stands in at every width.
        ...Object.fromEntries(Object.entries(page).filter(([key]) => !key.startsWith('video'))),
        seo: {
          title: 'Conversion Rate Optimisation: Research, Testing and Landing Pages',
          description:
            'Research, A/B tests and landing page fixes that turn more of your visitors into customers, reported in plain numbers every month.',
        },
        poster: `./${newServiceId}/${newServiceId}${path.extname(poster)}`,
        hero: {
          ...hero,
          eyebrow: 'Conversion Rate Optimisation',
          title: 'Conversion Optimisation',
          highlight: 'More customers from the visitors you have',
        },
      });
    },
  },
  {
    edit: 'rename a service',
    async apply(content) {
      const services = await content.entries('services');
      const renamed = services[0];
      if (!renamed) throw new Error('there are no services');
      await content.change(`services/${renamed.id}.yaml`, (data) => {
        data.title = `${String(data.title)} & Care`;
      });
    },
  },
  {
    edit: 'change the phone number, the e-mail address and an office address',
    async apply(content) {
      await content.change<BusinessFile>('site/business.yaml', (data) => {
        data.email = 'studio@brightwave.example';
        const phone = data.phones[0];
        const office = data.addresses.at(-1);
        if (!phone || !office) throw new Error('the business details list no phone or no office');
        phone.display = '+1 (307) 555-0199';
        if ('e164' in phone) phone.e164 = '+13075550199';
        office.lines = ['2020 Carey Avenue, Floor 3', 'Cheyenne, WY 82001'];
        if (office.postal) office.postal.street = '2020 Carey Avenue, Floor 3';
      });
    },
  },
  {
    edit: 'add three questions to the contact page’s FAQ',
    async apply(content) {
      await content.change<ContactFile>('pages/contact.yaml', (data) => {
        data.faq.items.push(
          {
            question: 'Can you take over a website another agency built?',
            answer:
              'Yes. We start with a two-week audit of the code, hosting and analytics, then take over with a written handover plan so nothing breaks on the way.',
          },
          {
            question: 'Do you sign a confidentiality agreement before the first call?',
            answer:
              'Gladly. Send us yours, or ask for our standard mutual agreement, and we sign it before you share anything sensitive.',
          },
          {
            question: 'How do you report results?',
            answer:
              'Every client gets a monthly report in plain language: what we did, what it changed in traffic, enquiries and sales, and what we plan next.',
          },
        );
      });
    },
  },
  {
    edit: 'change the contact form’s success message',
    async apply(content) {
      await content.change<ContactFile>('pages/contact.yaml', (data) => {
        const form = data.form;
        const key = Object.keys(form).find((name) => /success/i.test(name));
        if (!key) throw new Error('the form has no success message');
        const success = form[key];
        const message =
          'Thank you! Your message is with our strategists, and one of them will write back within one business day.';
        if (typeof success === 'string') form[key] = message;
        else if (success && typeof success === 'object') {
          const words = success as Record<string, unknown>;
          const field = Object.keys(words).find((name) => typeof words[name] === 'string');
          if (!field) throw new Error('the success message has no words');
          words[field] = message;
        }
      });
    },
  },
  {
    edit: 'replace the About page’s background with a phone photo',
    async apply(content) {
      const page = await content.read('pages/about-us.yaml');
      const poster = String(page.poster);
      await rm(content.at('pages', poster));
      await writeFile(content.at('pages', 'about-us', 'team-day.jpg'), await phonePhoto(3));
      await content.change('pages/about-us.yaml', (data) => {
        data.poster = './about-us/team-day.jpg';
      });
    },
  },
  {
    edit: 'add a testimonial',
    async apply(content) {
      await content.change<HomeFile>('pages/home.yaml', (data) => {
        data.testimonials.items.push({
          name: 'Priyanka Rao',
          position: 'Co-founder',
          company: 'Copperline Coffee',
          feedback:
            'Within one season half of our regulars were on a subscription, and the site has not slowed down on a single launch day.',
        });
      });
    },
  },
];
