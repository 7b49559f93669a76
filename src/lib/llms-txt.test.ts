import { callLink } from '~/lib/phone';
import { describe, expect, it } from 'vitest';
import { siteConfig } from '~/data/site';
import { pageMeta } from '~/data/page-meta';
import { sitePages } from '~/data/site-pages';
import type { SitePage } from '~/lib/site-page';
import { llmsTxtArticles } from './feed';
import { llmsTxt, markdownWords, pageLine } from './llms-txt';

const text = llmsTxt(sitePages, siteConfig);
const lines = text.split('\n');

/** The articles, newest first as sitePages gives them: llms.txt names the latest only. */
const articles = sitePages.filter((page) => page.group === 'article');
const latestArticles = articles.slice(0, llmsTxtArticles);

describe('llms.txt', () => {
  it('turns a change to a page’s description into that page’s line, and changes no other line', () => {
    const target = sitePages.find((page) => page.group === 'service')!;
    const edited = sitePages.map((page): SitePage =>
      page === target
        ? {
            ...page,
            meta: {
              ...page.meta,
              description: 'Managed cloud hosting with free migration. Plans from $2.99.',
            },
          }
        : page,
    );
    const editedLines = llmsTxt(edited, siteConfig).split('\n');
    expect(editedLines).toHaveLength(lines.length);
    const changed = editedLines.filter((line, index) => line !== lines[index]);
    expect(changed).toEqual([
      `- [${target.name}](${siteConfig.url}${target.meta.path}): Managed cloud hosting with free migration.`,
    ]);
  });

  it('opens with the agency’s name and, as its summary, the home page’s description', () => {
    expect(lines[0]).toBe(`# ${siteConfig.name}`);
    expect(lines[2]).toBe(`> ${pageMeta.home.description}`);
    expect(text.match(/^> /gm)).toHaveLength(1);
  });

  it('gives the contact e-mail and every phone of the site config', () => {
    expect(text).toContain(`[${siteConfig.email}](mailto:${siteConfig.email})`);
    for (const phone of siteConfig.phones) {
      expect(text).toContain(`[${phone.display}](${callLink(phone.display)})`);
    }
  });

  it('lists every page once under its section, of the articles the latest, as an absolute link with one sentence', () => {
    // A topic's page lists articles that are listed already; older articles are on /insights.
    const listed = sitePages.filter(
      (page) =>
        page.group !== 'topic' && (page.group !== 'article' || latestArticles.includes(page)),
    );
    for (const page of listed) {
      expect(lines.filter((line) => line === pageLine(page))).toHaveLength(1);
    }
    for (const page of sitePages.filter((candidate) => !listed.includes(candidate)))
      expect(lines).not.toContain(pageLine(page));
    const pageLines = lines.filter((line) => line.startsWith(`- [`) && line.includes('](https://'));
    expect(pageLines).toHaveLength(listed.length);
    for (const line of pageLines) {
      expect(line).toMatch(/^- \[[^\]]+\]\(https:\/\/www\.brightwave\.example\/[^)]*\): .+[.!?]$/);
    }
    const sections = lines.filter((line) => line.startsWith('## '));
    const has = (group: string) => sitePages.some((page) => page.group === group);
    expect(sections).toEqual([
      '## Pages',
      '## Services',
      ...(has('case-study') ? ['## Case studies'] : []),
      ...(has('article') ? ['## Insights'] : []),
      '## Optional',
    ]);
    const optional = text.slice(text.indexOf('## Optional'));
    expect(optional).toContain('/privacy-policy)');
    expect(optional).toContain('/terms-of-service)');
  });

  it(`names the latest ${llmsTxtArticles} of more articles, and says where the others are`, () => {
    const article = (number: number): SitePage => ({
      group: 'article',
      name: `Article ${number}`,
      meta: {
        ...pageMeta.home,
        path: `/insights/article-${number}`,
        description: `What article ${number} says.`,
      },
      heading: { title: `Article ${number}` },
    });
    const many = Array.from({ length: llmsTxtArticles + 5 }, (_, index) => article(index + 1));
    const withMany = llmsTxt(
      [...sitePages.filter((page) => page.group !== 'article'), ...many],
      siteConfig,
    ).split('\n');
    for (const [index, page] of many.entries())
      expect(withMany.includes(pageLine(page)), page.name).toBe(index < llmsTxtArticles);
    expect(withMany).toContain(
      `5 older articles are listed, newest first, on [${sitePages.find((page) => page.meta.path === '/insights')!.name}](${siteConfig.url}/insights).`,
    );
  });
});

describe('a marketer’s words in llms.txt', () => {
  const article = sitePages.find((page) => page.group === 'article')!;
  const titled = (name: string, description = article.meta.description): SitePage => ({
    ...article,
    name,
    meta: { ...article.meta, description },
  });

  it('stay words: a link or marks typed in a title cannot make a link of their own', () => {
    const line = pageLine(titled('[click](https://evil.example) *now*'));
    expect(line).toBe(
      `- [\\[click\\](https://evil.example) \\*now\\*](${siteConfig.url}${article.meta.path}): ${markdownWords(article.meta.description.split(/(?<=[.!?])\s+(?=[A-Z0-9$])/)[0]!)}`,
    );
    // Read back as Markdown, the line holds one link, to the article.
    expect(line.match(/(?<!\\)\]\(/g)).toHaveLength(1);
  });

  it('stay on one line, without soft hyphens', () => {
    expect(markdownWords('Fast\u2028sites\u2029for\nPune, re\u00ADliably')).toBe(
      'Fast sites for Pune, reliably',
    );
    expect(pageLine(titled('A title', 'One line\nand the next.')).split('\n')).toHaveLength(1);
  });
});
