import { describe, expect, it } from 'vitest';
import { link, siteHref } from './fields';

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
