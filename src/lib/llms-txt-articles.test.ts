import { describe, expect, it } from 'vitest';
import { siteConfig } from '~/data/site';
import { sitePages } from '~/data/site-pages';
import { articlesPath, llmsTxtArticles } from './feed';
import { llmsTxt, pageLine } from './llms-txt';
import type { SitePage } from './site-page';

/** `count` articles, newest first, as src/data/site-pages.ts lists them. */
const articles = (count: number): SitePage[] =>
  Array.from({ length: count }, (_, index) => ({
    group: 'article',
    name: `Article ${index + 1}`,
    meta: {
      title: `Article ${index + 1}`,
      description: `What article ${index + 1} says, in one sentence. And a second one.`,
      path: `${articlesPath}/article-${index + 1}`,
    },
    heading: { title: `Article ${index + 1}` },
  }));

const withArticles = (count: number) => [
  ...sitePages.filter((page) => page.group !== 'article'),
  ...articles(count),
];

describe('llms.txt with years of articles', () => {
  it(`lists the latest ${llmsTxtArticles} articles, then says how many more there are and where`, () => {
    const count = llmsTxtArticles + 7;
    const lines = llmsTxt(withArticles(count), siteConfig).split('\n');
    const listed = articles(count);
    for (const page of listed.slice(0, llmsTxtArticles)) expect(lines).toContain(pageLine(page));
    for (const page of listed.slice(llmsTxtArticles)) expect(lines).not.toContain(pageLine(page));
    const list = sitePages.find((page) => page.meta.path === articlesPath)!;
    expect(lines).toContain(
      `7 older articles are listed, newest first, on [${list.name}](${siteConfig.url}${articlesPath}).`,
    );
  });

  it(`lists every article, with no such line, while there are ${llmsTxtArticles} or fewer`, () => {
    const text = llmsTxt(withArticles(llmsTxtArticles), siteConfig);
    for (const page of articles(llmsTxtArticles)) expect(text).toContain(pageLine(page));
    expect(text).not.toMatch(/older articles are listed/);
  });
});
