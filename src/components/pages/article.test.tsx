// @vitest-environment content-dom
import { describe, expect, it } from 'vitest';
import { articles, insightsCopy } from '~/data/insights';
import { sharedClosing } from '~/data/site';
import { renderHtml } from '~/data/content.test-support';
import type { Article } from '~/content/types';
import { ArticlePage } from './article';

const [first] = articles;

function renderArticle(article: Article) {
  return renderHtml(
    <ArticlePage
      article={article}
      related={[]}
      copy={insightsCopy}
      sharedClosing={sharedClosing}
    />,
  );
}

describe.runIf(first)('an article’s byline', () => {
  it('names the author with their photo and role, and no notice', () => {
    const page = renderArticle(first!);
    const header = page.querySelector('article header')!;
    expect(header).toHaveTextContent(`${first!.author.name}, ${first!.author.role}`);
    expect(header.querySelectorAll('img')).toHaveLength(1);
    expect(page.querySelector('[role="alert"]')).toBeNull();
  });

  it('in a preview whose author’s file is missing, says what is wrong and what to do instead of failing', () => {
    const problem =
      'src/content/insights/a.md: author "ben-cole" is not on the team. Put their file back.';
    const page = renderArticle({
      ...first!,
      author: { name: 'ben-cole', role: '', hasLeft: false },
      problem,
    });
    const notice = page.querySelector('[role="alert"]');
    expect(notice).toHaveTextContent(problem);
    const header = page.querySelector('article header')!;
    expect(header).toHaveTextContent(`${insightsCopy.article.writtenBy} ben-cole`);
    expect(header).not.toHaveTextContent('ben-cole,');
    expect(header.querySelectorAll('img')).toHaveLength(0);
  });
});
