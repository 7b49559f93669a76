import { describe, expect, it } from 'vitest';
import { ArticleTextError, parseArticleBody, readingMinutes } from './article-markdown';

const refusal = (body: string) => {
  try {
    parseArticleBody(body, 'a.md');
  } catch (error) {
    if (error instanceof ArticleTextError) return { line: error.line, why: error.why };
    throw error;
  }
  throw new Error('the text was accepted');
};

describe('parseArticleBody', () => {
  it('reads headings, paragraphs, lists, quotes, links and pictures, and counts the words', () => {
    const text = parseArticleBody(
      [
        '## Why speed pays',
        '',
        'A **fast** site, _measured_, with [our services](/services).',
        '',
        '- one',
        '- two',
        '',
        '1. first',
        '',
        '> A quote.',
        '',
        '### A part',
        '',
        '![A chart of load times](./speed/chart.png)',
      ].join('\n'),
      'a.md',
    );
    expect(text.root.children.map((node) => node.type)).toEqual([
      'heading',
      'paragraph',
      'list',
      'list',
      'blockquote',
      'heading',
      'paragraph',
    ]);
    expect(text.pictures).toEqual([{ file: './speed/chart.png', alt: 'A chart of load times' }]);
    expect(text.words).toBe(17);
  });

  it.each([
    ['# Title', 1, /only top heading/],
    ['#### Deep', 1, /two levels of heading/],
    ['Text\n\n<div>html</div>', 3, /holds HTML/],
    ['```\ncode\n```', 1, /block of code/],
    ['Words `code`', 1, /between backticks/],
    ['Above\n\n---\n\nBelow', 3, /line of dashes/],
    ['[words](javascript:alert(1))', 1, /cannot be followed/],
    ['[words](//evil.example)', 1, /cannot be followed/],
    ['[words][ref]\n\n[ref]: https://example.com', 1, /\[words\]\[name\]/],
    ['![](./a/b.png)', 1, /has no description/],
    ['![A chart](../elsewhere/b.png)', 1, /not in the article’s folder/],
    ['![A chart](https://example.com/b.png)', 1, /not in the article’s folder/],
    ['Text ![A chart](./a/b.png) inline', 1, /paragraph of its own/],
    ['', undefined, /no text/],
    ['Intro\n\n| Plan | Price |\n| --- | --- |\n| Starter | $5 |', 3, /holds a table/],
    ['A claim.[^1]\n\n[^1]: The source.', 1, /holds a footnote/],
    ['Intro\n\n[^1]: The source.', 3, /holds a footnote/],
    ['Old ~~price~~ new', 1, /struck-through words \(between ~~\)/],
    ['Fine\n\n## \u200C\u200D', 3, /A heading is empty/],
    ['![\u200C\u200D](./a/b.png)', 1, /has no description/],
    ['[\u200C\u200D](/contact)', 1, /has no words/],
    ['Fine\n\nA \u0001 here', 3, /an invisible control character \(U\+0001\)/],
    ['A\u200Bword', 1, /a zero-width space \(U\+200B\)/],
    ['Fine\n\n' + '>'.repeat(3000) + ' deep', 3, /nested too deep: it starts with 3001 columns/],
    [
      'Fine\n\n' +
        Array.from({ length: 30 }, (_, depth) => `${'  '.repeat(depth)}- level`).join('\n'),
      23,
      /nested too deep/,
    ],
    ['- '.repeat(100) + 'deep', 1, /nested too deep/],
    ['Words. '.repeat(25_000), undefined, /more than the 150,000 a page may hold/],
  ])('refuses %j on line %s', (body, line, why) => {
    const refused = refusal(body);
    expect(refused.why).toMatch(why);
    if (line !== undefined) expect(refused.line).toBe(line);
  });

  it('accepts links to pages of the site, places on the page, other sites and e-mail', () => {
    for (const url of ['/contact', '#cost', 'https://web.dev/articles/lcp', 'mailto:hi@x.example'])
      expect(() => parseArticleBody(`[words](${url})`, 'a.md')).not.toThrow();
  });

  it('refuses deep nesting and a huge text fast, without exhausting the stack', () => {
    const started = performance.now();
    for (const body of [
      '>'.repeat(100_000),
      Array.from({ length: 5000 }, (_, depth) => `${' '.repeat(depth * 2)}- x`).join('\n'),
      'x'.repeat(5 * 1024 * 1024),
    ])
      expect(() => parseArticleBody(body, 'a.md')).toThrow(ArticleTextError);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('keeps the joiners some scripts and emoji need, and quotes and lists a few levels deep', () => {
    expect(() =>
      parseArticleBody('क्‍ष 👩‍💻\n\n> - a\n>   - b\n>     - c\n>       > quoted', 'a.md'),
    ).not.toThrow();
  });

  it('names the file and the line in its message', () => {
    expect(() => parseArticleBody('Fine\n\n# Title', 'src/content/insights/x.md')).toThrow(
      'src/content/insights/x.md, line 3: The title is',
    );
  });
});

describe('readingMinutes', () => {
  it('reads 230 words a minute, at least one', () => {
    expect(readingMinutes(10)).toBe(1);
    expect(readingMinutes(1150)).toBe(5);
  });
});

describe('a picture of the text, given the article’s address', () => {
  const refused = (url: string) => {
    try {
      parseArticleBody(`Intro\n\n![A chart](${url})`, 'a.md', 'speed');
    } catch (error) {
      if (error instanceof ArticleTextError) return error.why;
      throw error;
    }
    return undefined;
  };

  it('is accepted in the article’s own folder, with a small-letter or capital ending', () => {
    expect(refused('./speed/chart.png')).toBeUndefined();
    expect(refused('./speed/IMG_1234.JPG')).toBeUndefined();
  });

  it('is refused beside the article, in a folder inside its own or another’s, naming the place', () => {
    for (const url of ['./chart.png', './speed/charts/chart.png', './other/chart.png'])
      expect(refused(url), url).toBe(
        `The picture “${url}” is not in the article’s own folder. Put the file in the folder named like the article, speed/, not in a folder inside it, and write it as ./speed/chart.png.`,
      );
  });

  it('is refused with an ending the build does not look for', () => {
    expect(refused('./speed/chart.Png')).toMatch(/must have a name ending in \.jpg, \.jpeg/);
    expect(refused('./speed/chart.gif')).toMatch(/must have a name ending in \.jpg, \.jpeg/);
  });
});

describe('a picture or link the page would show as typed', () => {
  it('is refused with the file name to use, on its line', () => {
    const refusal = () =>
      parseArticleBody('Intro.\n\n![A chart](./speed/My Chart.png)\n', 'a.md', 'speed');
    expect(refusal).toThrow(
      'a.md, line 3: The picture "./speed/My Chart.png": the file name “My Chart.png” holds spaces, brackets, accents or other signs, which a web address cannot carry. Name files in lower-case words joined by -: rename it my-chart.png and write "./speed/my-chart.png".',
    );
    expect(() => parseArticleBody('![A chart](<./speed/My Chart.png>)\n', 'a.md', 'speed')).toThrow(
      /a\.md, line 1: The picture "\.\/speed\/My Chart\.png": the file name/,
    );
    expect(() => parseArticleBody('See [the offer](/contact us) now.\n', 'a.md')).toThrow(
      'a.md, line 1: The link to “/contact us” holds a space, so the page would show it as typed. Write the address without spaces (a space in a web address is written %20).',
    );
  });

  it('leaves brackets in ordinary words alone', () => {
    expect(() => parseArticleBody('Prices [from May] (in rupees) rise.\n', 'a.md')).not.toThrow();
  });
});

describe('a title in quotes after a picture’s or a link’s address', () => {
  it('is refused, since the page would drop it without a word', () => {
    expect(() =>
      parseArticleBody('![A chart](./speed/chart.png "Load times in 2026")\n', 'a.md', 'speed'),
    ).toThrow(
      'a.md, line 1: The picture ./speed/chart.png has a title in quotes (“Load times in 2026”), which the page does not show. Put those words in its description, between the square brackets, or in the text.',
    );
    expect(() => parseArticleBody('See [us](/contact "Write to us").\n', 'a.md')).toThrow(
      /^a\.md, line 1: The link to \/contact has a title in quotes \(“Write to us”\), which the page does not show\./,
    );
  });

  it('and a soft hyphen or a line separator is refused on its line', () => {
    expect(() => parseArticleBody('Intro.\n\nre\u00ADliable\n', 'a.md')).toThrow(
      /^a\.md, line 3: The text holds a soft hyphen \(U\+00AD\), which a reader cannot see\./,
    );
    expect(() => parseArticleBody('One\u2028two\n', 'a.md')).toThrow(
      /a line separator \(U\+2028\)/,
    );
  });
});
