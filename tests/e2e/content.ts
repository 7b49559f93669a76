import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import yaml from 'js-yaml';
import { articleTags, tagSlug, type ArticleTag } from '../../src/content/schemas/article';
import { articleStatus, newestFirst } from '../../src/lib/articles';
import { sectionAnchor } from '../../src/lib/legal-markdown';

/**
 * The site's content as the marketers wrote it in src/content/, read the way the site reads it:
 * a folder of entries sorted by their `order` field, a page's copy from its one file. The
 * end-to-end tests take every word, price, name, count and order they expect from here, so an
 * ordinary edit changes what they expect along with what the site shows. Only the fields the
 * tests use are typed; the schemas in src/content/schemas/ hold the whole shape.
 */

/**
 * A copy of src/content/ taken before the first test (tests/e2e/global-setup.ts): the editor's
 * tests change the real files while these run beside them. Playwright reads this module once
 * to list the tests, before that copy exists, from the files themselves.
 */
const contentDir = process.env.E2E_CONTENT_DIR ?? 'src/content';

function readYaml<T>(file: string): T {
  const path = join(contentDir, file);
  const data = yaml.load(readFileSync(path, 'utf8'));
  if (data === null || typeof data !== 'object' || Array.isArray(data))
    throw new Error(`${path} does not hold an entry`);
  return data as T;
}

/** The `.yaml` entries of a folder, each with its file name as `slug`, in their `order`. */
function collection<T extends { order: number }>(folder: string): (T & { slug: string })[] {
  return readdirSync(join(contentDir, folder))
    .filter((file) => file.endsWith('.yaml'))
    .map((file) => ({ ...readYaml<T>(join(folder, file)), slug: basename(file, '.yaml') }))
    .sort((a, b) => a.order - b.order);
}

export interface Link {
  label: string;
  href: string;
}
export interface Stat {
  value: number;
  suffix: string;
  label: string;
}
interface Titled {
  title: string;
}
interface Intro {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: string;
}
export interface Phone {
  label: string;
  display: string;
}
export interface Address {
  label: string;
  lines: string[];
  country: string;
  postal: { countryCode: string };
  mapUrl: string;
}
export interface Closing {
  id?: string;
  title: string;
  text: string;
  primary: Link;
  secondary?: Link;
}

export interface Service {
  slug: string;
  order: number;
  title: string;
  summary: string;
  card: { title: string; category: string; price: string; features: string[] };
}
export interface HostingPlan {
  slug: string;
  order: number;
  name: string;
  price: string;
  period: string;
  features: string[];
  recommended: boolean;
}
export interface TeamMember {
  slug: string;
  order: number;
  name: string;
  role: string;
  linkedin?: string;
  hasLeft?: boolean;
}
export interface Project {
  slug: string;
  order: number;
  name: string;
  url: string;
  tags: string[];
}
export interface HomeProject {
  slug: string;
  order: number;
  title: string;
  link: string;
}

/** A service page's section, as the editor writes it: its kind, then its fields. */
export interface ServicePageSection {
  discriminant: string;
  value: Intro & {
    id: string;
    cards?: { title: string; description: string; bullets?: string[] }[];
    groups?: { category: string; tools: string[] }[];
    technologies?: { name: string; description?: string; logo?: string }[];
    frameworks?: { name: string; benefits: string[] }[];
    steps?: { step: string; title: string; description: string }[];
    badge?: string;
    actionLabel?: string;
  };
}
export interface ServicePage {
  slug: string;
  path: string;
  hero: {
    title: string;
    highlight?: string;
    actions: Link[];
    highlights: string[];
    priceFact?: string;
  };
  poster: string;
  /** The background video's WebM file, as the entry names it, if it has one. */
  videoWebm?: string;
  sections: ServicePageSection[];
  closing: { title: string; text: string; action: Link };
}

export const business = readYaml<{
  name: string;
  tagline: string;
  copyrightYear: number;
  email: string;
  phones: Phone[];
  addresses: Address[];
  social: { network: string; url: string }[];
}>('site/business.yaml');

export const navigation = readYaml<{
  headerLinks: Link[];
  getStartedLink: Link;
  companyLinks: Link[];
  servicesDropdown: { title: string; subtitle: string };
  menuToggleLabels: { open: string; close: string };
}>('site/navigation.yaml');

export const closingCta = readYaml<Closing & { callLabel: string }>('site/closing-cta.yaml');

export const services = collection<Service>('services');
export const hostingPlans = collection<HostingPlan>('hosting-plans');
/** Everyone with a file in src/content/team/, those who have left the agency included. */
export const everyone = collection<TeamMember>('team');
/** The people /about-us shows: everyone who still works here. */
export const team = everyone.filter(({ hasLeft }) => !hasLeft);
export const projects = collection<Project>('portfolio');
export const homeProjects = collection<HomeProject>('home-projects');

/** A project's case study (src/content/case-studies/<project>.yaml), with its project. */
export interface CaseStudy {
  slug: string;
  path: string;
  project: Project;
  seo: { title: string; description: string };
  headline: string;
  summary: string;
  challenge: string[];
  approach: { title: string; text: string }[];
  results: { figure: string; measures: string }[];
  quote: { words: string; name: string; role: string };
  pictures: { alt: string; caption?: string }[];
}

/** The projects' case studies, in the projects' order, as the site builds them. */
export const caseStudies: CaseStudy[] = projects
  .filter(({ slug }) => readdirSync(join(contentDir, 'case-studies')).includes(`${slug}.yaml`))
  .map((project) => ({
    ...readYaml<Omit<CaseStudy, 'slug' | 'path' | 'project'>>(`case-studies/${project.slug}.yaml`),
    slug: project.slug,
    path: `/portfolio/${project.slug}`,
    project,
  }));

/** The path of the case study of the project whose live site is `url`, if it has one. */
export const caseStudyOf = (url: string) =>
  caseStudies.find(({ project }) => new URL(project.url).href === new URL(url).href)?.path;

/** The service pages in the order of their services, as the site builds them. */
export const servicePages: ServicePage[] = services
  .filter(({ slug }) => readdirSync(join(contentDir, 'service-pages')).includes(`${slug}.yaml`))
  .map(({ slug }) => ({
    ...readYaml<Omit<ServicePage, 'slug' | 'path'>>(`service-pages/${slug}.yaml`),
    slug,
    path: `/services/${slug}`,
  }));

export const homePage = readYaml<{
  hero: Titled & { actions: Link[] };
  heroStats: Stat[];
  services: Titled;
  about: Titled & { paragraphs: string[]; highlights: string[]; stats: Stat[]; link: Link };
  portfolio: Titled & { viewAll: Link; linkLabel: string; caseStudyLabel: string };
  testimonials: Titled & { items: { name: string; company: string }[] };
}>('pages/home.yaml');

export const aboutPage = readYaml<{
  hero: Titled & { actions: Link[] };
  poster: string;
  videoWebm?: string;
  stats: Stat[];
  story: Intro & { id: string; paragraphs: string[] };
  timeline: { year: string; title: string }[];
  missionVision: Titled & { items: Titled[] };
  coreValuesIntro: Titled;
  coreValues: Titled[];
  teamIntro: Intro & { id: string };
  cultureIntro: Titled;
  cultureCards: Titled[];
  awardsIntro: Titled;
  awards: Titled[];
  closing: Closing & { claims: { value: string; spokenValue?: string; label: string }[] };
}>('pages/about-us.yaml');

export const servicesPage = readYaml<{
  hero: Titled & { highlight?: string; actions: Link[] };
  filters: { value: string; label: string }[];
  cards: Intro & { id: string; includesLabel: string; actionLabel: string };
  process: Intro & { id: string; steps: { step: string; title: string }[] };
  closing: Titled & { action: Link };
}>('pages/services.yaml');

export const portfolioPage = readYaml<{
  hero: Titled & { actions: Link[]; chipsLabel: string; chips: string[] };
  projects: Intro & { id: string; linkLabel: string; caseStudyLabel: string };
  tagLimit: number;
  caseStudy: {
    challengeTitle: string;
    approachTitle: string;
    resultsTitle: string;
    picturesTitle: string;
    liveSiteLabel: string;
    backLabel: string;
  };
  closing: Closing;
}>('pages/portfolio.yaml');

export const contactPage = readYaml<{
  details: Intro & { id: string; mapLinkLabel: string };
  map: {
    country: string;
    titlePrefix: string;
    linkLabel: string;
    showLabel: string;
    hideLabel: string;
  };
  whyReachOut: Intro & { tiles: Titled[] };
  faq: Intro & { id: string; items: { question: string; answer: string }[] };
  form: {
    title: string;
    fields: Record<'name' | 'email' | 'phone', { label: string; hint?: string }>;
    message: { label: string; charactersLeft: string; pasteCut: string };
    submit: string;
    sending: string;
    success: string;
    error: string;
    errorCauses: Record<
      'offline' | 'timeout' | 'rateLimited' | 'refused' | 'unavailable' | 'stalled',
      string
    >;
    previewNotice: { title: string; text: string };
    fallback: { mailLabel: string; copyLabel: string; copied: string };
    noScript: string;
  };
}>('pages/contact.yaml');

export const notFoundPage = readYaml<{
  title: string;
  destinations: (Link & { description: string })[];
}>('pages/not-found.yaml');

/**
 * A legal page: its front matter, and its sections as the Markdown's `## Heading` lines give
 * them, each with the address the site makes from its heading's words.
 */
export interface LegalPage {
  path: string;
  lastUpdated: string;
  sections: { title: string; anchor: string; lines: string[] }[];
}

function legalPage(slug: string): LegalPage {
  const source = readFileSync(join(contentDir, 'legal', `${slug}.md`), 'utf8');
  const [, frontMatter = '', body = ''] = source.match(/^---\n([\s\S]*?)\n---\n([\s\S]*)$/) ?? [];
  const { lastUpdated } = yaml.load(frontMatter) as { lastUpdated: string };
  const sections: LegalPage['sections'] = [];
  for (const line of body.split('\n').map((text) => text.trim())) {
    const heading = line.match(/^##\s+(.+?)\s*$/);
    if (heading)
      sections.push({ title: heading[1]!, anchor: sectionAnchor(heading[1]!), lines: [] });
    else if (line) sections.at(-1)?.lines.push(line.replace(/^[-*]\s+/, ''));
  }
  return { path: `/${slug}`, lastUpdated: String(lastUpdated), sections };
}

export const legalPages: LegalPage[] = readdirSync(join(contentDir, 'legal'))
  .filter((file) => file.endsWith('.md'))
  .map((file) => legalPage(basename(file, '.md')));

/** A Markdown file's fields (its head, between the --- lines) and its text. */
function markdownFile<T>(file: string): { fields: T; body: string } {
  const source = readFileSync(join(contentDir, file), 'utf8');
  const [, frontMatter = '', body = ''] =
    source.match(/^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/) ?? [];
  return { fields: yaml.load(frontMatter) as T, body };
}

export interface ArticleFile {
  slug: string;
  href: string;
  title: string;
  description: string;
  pubDate: Date;
  updatedDate?: Date;
  author: string;
  tags: ArticleTag[];
  coverAlt: string;
  draft: boolean;
  body: string;
}

/** Every article file of src/content/insights/, published or not. */
export const allArticles: ArticleFile[] = readdirSync(join(contentDir, 'insights'))
  .filter((file) => file.endsWith('.md'))
  .map((file) => {
    const slug = basename(file, '.md');
    const { fields, body } = markdownFile<Omit<ArticleFile, 'slug' | 'href' | 'body'>>(
      join('insights', file),
    );
    return {
      ...fields,
      // YAML reads 2026-10-06 as a date; a day written 2026-10-6 stays words, as z.coerce reads it.
      pubDate: new Date(fields.pubDate),
      updatedDate: fields.updatedDate && new Date(fields.updatedDate),
      draft: fields.draft ?? false,
      slug,
      href: `/insights/${slug}`,
      body,
    };
  });

/** The articles a build publishes today, newest first, as the site lists them. */
export const articles = newestFirst(
  allArticles.filter((article) => articleStatus(article, new Date()) === 'published'),
  (article) => article,
);

/** The topics with a published article, in the order the schema lists them, with their pages. */
export const articleTopics = articleTags
  .filter((tag) => articles.some((article) => article.tags.includes(tag)))
  .map((name) => ({ name, href: `/insights/topics/${tagSlug(name)}` }));

export const articlesIn = (topic: ArticleTag) =>
  articles.filter((article) => article.tags.includes(topic));

export const insightsPage = readYaml<{
  seo: { title: string; description: string };
  hero: { eyebrow: string; title: string; highlight?: string; text: string };
  topics: { label: string; all: string };
  topicPage: { title: string; description: string };
  readMore: string;
  noArticles: string;
  pagination: { label: string; newer: string; older: string; page: string };
  article: Record<
    | 'writtenBy'
    | 'published'
    | 'updated'
    | 'readingTime'
    | 'topicsLabel'
    | 'related'
    | 'breadcrumb',
    string
  >;
  closing: Closing;
}>('pages/insights.yaml');

/** A figure as the site shows it: the number then its suffix, '200' and '+' → '200+'. */
export const statText = ({ value, suffix }: Stat) => `${value}${suffix}`;

/** The `tel:` link of a phone: + and the digits of the number shown. */
export const telHref = (phone: Phone) => `tel:+${phone.display.replace(/\D/g, '')}`;

/** The first phone listed, the one every 'Call Us Now' link dials. */
export const primaryPhone = business.phones[0]!;

/** The services a filter shows: every one for 'all', else those of its category. */
export const servicesIn = (category: string) =>
  category === 'all' ? services : services.filter((service) => service.card.category === category);

/** The filter's status line, 'Showing 3 development services', for a category. */
export function filterStatus(category: string): string {
  const count = servicesIn(category).length;
  const noun = count === 1 ? 'service' : 'services';
  return category === 'all'
    ? `Showing all ${count} ${noun}`
    : `Showing ${count} ${category} ${noun}`;
}

/** The cheapest hosting plan's price and period, which `{lowest plan price}` stands for. */
export function lowestPlanPrice(): string {
  const amount = (plan: HostingPlan) => Number(plan.price.replace(/[^\d.]/g, ''));
  const [cheapest] = [...hostingPlans].sort((a, b) => amount(a) - amount(b));
  return cheapest ? `${cheapest.price}${cheapest.period}` : '';
}

/** Words with their `{name}` placeholders filled in, as the site fills them. */
export function filled(words: string, values: Record<string, string>): string {
  return words.replace(/\{([\w ]+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** A text as a regular expression that matches it exactly, anywhere. */
export const literally = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/** A heading's lines joined as its text reads them: the title, then the highlight if any. */
export const headingPattern = ({ title, highlight }: { title: string; highlight?: string }) =>
  new RegExp(
    `^${[title, highlight]
      .filter(Boolean)
      .map((part) => literally(part!).source)
      .join('\\s*')}$`,
  );

/** The amount of a price as schema.org writes it: 'Starting at $1,499' → '1499'. */
export function priceAmount(price: string): string {
  const amount = price.match(/\$([\d,]+(?:\.\d+)?)/)?.[1];
  if (!amount) throw new Error(`No dollar amount in the price '${price}'`);
  return amount.replaceAll(',', '');
}

/** Every piece of copy a service page section shows: its headings, cards, tools, steps… */
export function sectionWords({ value }: ServicePageSection): string[] {
  return [
    value.eyebrow,
    value.title,
    value.intro,
    value.badge,
    ...(value.cards ?? []).flatMap((card) => [
      card.title,
      card.description,
      ...(card.bullets ?? []),
    ]),
    ...(value.groups ?? []).flatMap((group) => [group.category, ...group.tools]),
    ...(value.technologies ?? []).flatMap((technology) => [
      technology.name,
      technology.description,
    ]),
    ...(value.frameworks ?? []).flatMap((framework) => [framework.name, ...framework.benefits]),
    ...(value.steps ?? []).flatMap((step) => [step.step, step.title, step.description]),
  ].filter((words): words is string => Boolean(words));
}

/** The service pages whose entry names a background video. */
export const servicePagesWithVideo = servicePages.filter(({ videoWebm }) => Boolean(videoWebm));

/** Every page whose entry names a background video: /about-us and service pages. */
export const pagesWithVideo = [
  ...(aboutPage.videoWebm ? ['/about-us'] : []),
  ...servicePagesWithVideo.map(({ path }) => path),
];

/** A URL that ends in `href`, for `toHaveURL`. */
export const urlEndingIn = (href: string) => new RegExp(`${literally(href).source}$`);
