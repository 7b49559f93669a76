import { callLink } from '~/lib/phone';
import { describe, expect, it } from 'vitest';
import { siteConfig } from '~/data/site';
import { pageMeta } from '~/data/page-meta';
import { sitePages } from '~/data/site-pages';
import type { SitePage } from '~/lib/site-page';
import { llmsTxt, pageLine } from './llms-txt';

const text = llmsTxt(sitePages, siteConfig);
const lines = text.split('\n');

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

  it('lists every page once under its section, as an absolute link with one sentence', () => {
    // A topic's page lists articles that are listed already.
    const listed = sitePages.filter((page) => page.group !== 'topic');
    for (const page of listed) {
      expect(lines.filter((line) => line === pageLine(page))).toHaveLength(1);
    }
    for (const page of sitePages.filter((candidate) => candidate.group === 'topic'))
      expect(lines).not.toContain(pageLine(page));
    const pageLines = lines.filter((line) => line.startsWith(`- [`) && line.includes('](https://'));
    expect(pageLines).toHaveLength(listed.length);
    for (const line of pageLines) {
      expect(line).toMatch(/^- \[[^\]]+\]\(https:\/\/www\.brightwave\.example\/[^)]*\): .+[.!?]$/);
    }
    const sections = lines.filter((line) => line.startsWith('## '));
    const hasArticles = sitePages.some((page) => page.group === 'article');
    expect(sections).toEqual([
      '## Pages',
      '## Services',
      ...(hasArticles ? ['## Insights'] : []),
      '## Optional',
    ]);
    const optional = text.slice(text.indexOf('## Optional'));
    expect(optional).toContain('/privacy-policy)');
    expect(optional).toContain('/terms-of-service)');
  });
});
