import { describe, expect, it } from 'vitest';
import { unseenFix } from '~/lib/unseen-characters';
import { link, siteHref, stat, text } from './fields';

const problems = (href: string) =>
  siteHref.safeParse(href).error?.issues.map(({ message }) => message) ?? [];

describe('a link in the content', () => {
  it('is accepted as a page of this site, a place on the page or a full https address', () => {
    for (const href of [
      '/',
      '/contact',
      '/services/web-hosting#plans',
      '#plans',
      'https://a.example/b',
    ])
      expect(problems(href), href).toEqual([]);
    expect(link.parse({ label: 'Contact', href: '/contact' })).toEqual({
      label: 'Contact',
      href: '/contact',
    });
  });

  it('is refused when a browser would read it as another site', () => {
    expect(problems('//evil.example')).toContain(
      "A page of this site starts with a single '/', like '/contact': '//' leads to another site. For another site, write its full address starting with https://",
    );
    expect(problems('/\\evil.example')).toContain(
      'Write the link without spaces or backslashes (\\).',
    );
    // Browsers drop tabs and line breaks from an address: '/\t/evil.example' is '//evil.example'.
    for (const href of ['/\t/evil.example', '/\n/evil.example', '/ /evil.example'])
      expect(problems(href), JSON.stringify(href)).toContain(
        'Write the link without spaces or backslashes (\\).',
      );
  });

  it('is refused when it is neither a page, a place nor an https address', () => {
    for (const href of ['contact', 'http://a.example', 'javascript:alert(1)', 'mailto:a@b.example'])
      expect(problems(href), href).toContain(
        "Start the link with '/' for a page of this site, '#' for a place on the page, or https://",
      );
  });
});

describe('words in any text field', () => {
  const title = text('the title');
  const messages = (words: unknown) =>
    title.safeParse(words).error?.issues.map(({ message }) => message) ?? [];

  it('are accepted in any language, emoji and joiners included', () => {
    for (const words of ['Fast sites sell', 'Café crème', 'पुणे स्टूडियो', 'क्‍ष', '👩‍💻 at work'])
      expect(messages(words), words).toEqual([]);
  });

  it('are refused when they hold a control or invisible character, saying which and where', () => {
    expect(messages('Fast\u0001 sites')).toEqual([
      `These words hold an invisible control character (U+0001) after “Fast”, which a reader cannot see. ${unseenFix}`,
    ]);
    expect(messages('\u200BFast sites')).toEqual([
      `These words hold a zero-width space (U+200B) at the start, which a reader cannot see. ${unseenFix}`,
    ]);
    expect(messages('Fast\u2028sites')).toEqual([
      `These words hold a line separator (U+2028) after “Fast”, which a reader cannot see. ${unseenFix}`,
    ]);
    expect(messages('re\u00ADliable')).toEqual([
      `These words hold a soft hyphen (U+00AD) after “re”, which a reader cannot see. ${unseenFix}`,
    ]);
    for (const words of ['a\u0000b', 'a\u007Fb', 'a\u202Eb', 'a\uFEFFb', 'a\uD800b', 'a\u2066b', 'a\u2029b'])
      expect(messages(words), JSON.stringify(words)).toHaveLength(1);
  });

  it('are refused when they hold markup the page would show as typed', () => {
    expect(messages('Fast **hosting** for Pune')).toEqual([
      'These words hold the Markdown marks ** around “hosting”, which this field shows as typed: it takes plain text. Remove the marks.',
    ]);
    expect(messages('Hosting &amp; domains')).toHaveLength(1);
    expect(messages('Hosting & domains')).toEqual([]);
  });

  it('are refused when only invisible characters fill them, and when empty, once', () => {
    expect(messages('\u200D\u200C')).toEqual([
      'Write the title; it holds only invisible characters.',
    ]);
    expect(messages('   ')).toEqual(['Write the title; it is empty.']);
  });

  it('are checked in links and figure suffixes too', () => {
    expect(problems('/contact\u0007')).toHaveLength(1);
    expect(stat.safeParse({ value: 2, suffix: '+\u200B', label: 'Projects' }).success).toBe(false);
  });
});
