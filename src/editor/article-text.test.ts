// @vitest-environment happy-dom
/**
 * The article's text in the editor: what it writes is what the build reads (pictures in the
 * article's folder, named ./<address>/<file>), and what the build would refuse is refused on
 * saving, in the build's words.
 */
import { describe, expect, it, vi } from 'vitest';
import { parseArticleBody } from '~/lib/article-markdown';
import { familyMinimum } from '~/lib/image-family';
import { articleText, pictureFileName } from './article-text';

// Node is given Keystatic's build for servers, whose Markdown editor is left out; the browser's
// is the one the editor runs.
vi.mock(
  '@keystatic/core',
  () => import('../../node_modules/@keystatic/core/dist/keystatic-core.js'),
);

const folder = 'src/content/insights';
const field = articleText(folder);
const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** The editor's value for a Markdown text, with the pictures of the article's folder. */
function opened(markdown: string, pictures: Record<string, Uint8Array> = {}, slug = 'an-article') {
  return field.parse(undefined, {
    content: encoder.encode(markdown),
    other: new Map(),
    external: new Map([[folder, new Map(Object.entries(pictures))]]),
    slug,
  });
}

/** What the editor writes for the value: the Markdown and the files beside it. */
function saved(value: ReturnType<typeof opened>, slug = 'an-article') {
  const out = field.serialize(value, { slug });
  return { markdown: decoder.decode(out.content!), files: out.external };
}

const refusal = (value: ReturnType<typeof opened>) => {
  try {
    field.validate(value);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('an article’s text in the editor', () => {
  const photo = new Uint8Array([0xff, 0xd8, 0xff]);
  const text = [
    '## Why speed pays',
    '',
    'A **fast** page keeps _more_ visitors; [ask us](/contact).',
    '',
    '### What we measured',
    '',
    '- one',
    '- two',
    '',
    '1. first',
    '2. second',
    '',
    '> A quote.',
    '',
    '![The report on a phone](./an-article/report.jpg)',
    '',
  ].join('\n');

  it('keeps everything an article shows, and writes what the build reads', () => {
    const value = opened(text, { 'report.jpg': photo });
    expect(refusal(value)).toBeUndefined();
    const { markdown, files } = saved(value);
    expect(() => parseArticleBody(markdown, 'Text')).not.toThrow();
    const { root, pictures } = parseArticleBody(markdown, 'Text');
    expect(root.children.map((block) => block.type)).toEqual(
      parseArticleBody(text, 'Text').root.children.map((block) => block.type),
    );
    expect(pictures).toEqual([{ file: './an-article/report.jpg', alt: 'The report on a phone' }]);
    // The picture's file goes in the articles' folder, under the article's address (Keystatic
    // adds it), named as the text names it; none in a folder of the field's own.
    expect([...files.keys()]).toEqual([folder]);
    expect([...files.get(folder)!.keys()]).toEqual(['report.jpg']);
  });

  it('writes a picture under the article’s address when it is saved under a new one', () => {
    const { markdown } = saved(opened(text, { 'report.jpg': photo }), 'a-new-address');
    expect(markdown).toContain('](./a-new-address/report.jpg)');
  });

  it('refuses in the build’s words what the build refuses, with the line it is about', () => {
    const link = refusal(opened('Read [this](javascript:alert(1)).\n'));
    expect(link).toContain('cannot be followed');
    expect(link).toContain('Read [this](javascript:alert(1)).');
    expect(refusal(opened('#### Too deep\n'))).toContain('two levels of heading');
    expect(refusal(opened(''))).toBe('The article has no text. Write it.');
    expect(refusal(opened('![](./an-article/report.jpg)\n', { 'report.jpg': photo }))).toContain(
      'has no description',
    );
    // A file renamed by hand in the picture's details is written with escapes no file has.
    expect(
      refusal(opened('![A report](./an-article/My%20report.jpg)\n', { 'My report.jpg': photo })),
    ).toContain('like my-report.jpg');
  });
});

describe('a picture in an article’s text', () => {
  /** The first bytes of a PNG of `width` × `height`: all the check reads of it. */
  function png(width: number, height: number) {
    const bytes = new Uint8Array(24);
    bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    bytes.set(encoder.encode('IHDR'), 12);
    new DataView(bytes.buffer).setUint32(16, width);
    new DataView(bytes.buffer).setUint32(20, height);
    return bytes;
  }
  const { width, height } = familyMinimum('figure');
  const withPicture = (bytes: Uint8Array) =>
    opened('![The report on a phone](./an-article/report.png)\n', { 'report.png': bytes });

  it('is refused before anything is written when the build would refuse it, in its words', () => {
    expect(refusal(withPicture(png(width, height - 1)))).toBe(
      `"report.png" is ${width} × ${height - 1} pixels, too small for a picture in an article’s text: it needs at least ${width} × ${height} pixels. Use a larger original.`,
    );
    expect(refusal(withPicture(encoder.encode('not a photo')))).toBe(
      '"report.png" is not a picture this site can read. Use a JPEG, PNG, WebP or AVIF file.',
    );
    expect(refusal(withPicture(png(width, height)))).toBeUndefined();
  });
});

describe('a picture’s file name in the text', () => {
  it('is its own name in lower-case words, so the Markdown needs no escaping', () => {
    expect(pictureFileName('IMG 0042.JPG')).toBe('img-0042.jpg');
    expect(pictureFileName('Café (final).jpeg')).toBe('cafe-final.jpeg');
    expect(pictureFileName('.jpg')).toBe('picture.jpg');
  });
});
