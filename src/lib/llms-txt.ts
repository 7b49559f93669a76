import { callLink } from '~/lib/phone';
import type { Business } from '~/content/schemas/site';
import type { SitePage, SitePageGroup } from '~/lib/site-page';
import { firstSentence } from '~/lib/social-cards/card';
import { articlesPath, llmsTxtArticles } from './feed';
import { absoluteUrl } from './urls';

/** The facts about the agency that /llms.txt states besides its pages. */
export type LlmsTxtSite = Pick<Business, 'name' | 'email' | 'phones' | 'foundedYear' | 'addresses'>;

/**
 * The heading of each group of pages listed, in order. 'Optional' is the format's own name for
 * links a reader may skip when it is short of room: the legal pages. A topic's page lists
 * articles that are listed already, so topics have no section.
 */
const sectionTitles = {
  main: 'Pages',
  service: 'Services',
  'case-study': 'Case studies',
  article: 'Insights',
  legal: 'Optional',
} as const satisfies Partial<Record<SitePageGroup, string>>;

/**
 * /llms.txt in the format proposed at llmstxt.org: the agency's name as the title, its summary
 * as the quote, how to reach it, then one line per page: its name, absolute URL and one sentence
 * from its search description (of the articles, the latest `llmsTxtArticles`, newest first as
 * `pages` gives them). The summary is the home page's description.
 */
export function llmsTxt(pages: readonly SitePage[], site: LlmsTxtSite): string {
  const home = pages.find((page) => page.meta.path === '/');
  if (!home) throw new Error('llms.txt needs the home page for its summary');
  const offices = site.addresses
    .map((address) => `${address.postal.locality}, ${address.country}`)
    .join(' and ');
  const lines = [
    `# ${markdownWords(site.name)}`,
    '',
    `> ${markdownWords(home.meta.description)}`,
    '',
    `Founded in ${site.foundedYear}, with offices in ${offices}. Contact:`,
    '',
    `- E-mail: [${site.email}](mailto:${site.email})`,
    ...site.phones.map(
      (phone) => `- Phone (${phone.label}): [${phone.display}](${callLink(phone.display)})`,
    ),
  ];
  for (const [group, title] of Object.entries(sectionTitles)) {
    const all = pages.filter((page) => page.group === group);
    if (all.length === 0) continue;
    const listed = group === 'article' ? all.slice(0, llmsTxtArticles) : all;
    lines.push('', `## ${title}`, '', ...listed.map(pageLine));
    const list = pages.find((page) => page.meta.path === articlesPath);
    if (listed.length < all.length && list)
      lines.push(
        '',
        `${all.length - listed.length} older articles are listed, newest first, on [${list.name}](${absoluteUrl(articlesPath)}).`,
      );
  }
  return `${lines.join('\n')}\n`;
}

/** '- [Web Hosting & Domain Registration](https://…/services/web-hosting): Fast, secure …' */
export function pageLine({ name, meta }: SitePage): string {
  return `- [${markdownWords(name)}](${absoluteUrl(meta.path)}): ${markdownWords(firstSentence(meta.description))}`;
}

/**
 * A marketer's words as Markdown reads them back, on one line: the marks Markdown acts on
 * (a backslash, ` * _ [ ] <) escaped, so a title written `[click](https://…)` is words, not a link that
 * takes the line's own; every line break or separator (U+2028, U+2029) a space, and a soft
 * hyphen, which no reader of the file wants, dropped.
 */
export function markdownWords(words: string): string {
  return words
    .replaceAll('\u00AD', '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\\`*_[\]<]/g, '\\$&');
}
