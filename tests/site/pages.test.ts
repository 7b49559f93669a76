/**
 * Every page of the build, read as files: what a crawler and a validator see. One pass over
 * build/client, so a new article costs milliseconds here and no browser test.
 */
import { createHash } from 'node:crypto';
import { parse } from 'parse5';
import { describe, expect, it } from 'vitest';
import { sitePaths } from '../e2e/site-routes';
import {
  attribute,
  builtPages,
  insideTemplate,
  isBuilt,
  siteUrl,
  parentElement,
  textOf,
  type BuiltPage,
  type Element,
} from './built-site';

const pages = builtPages.filter(({ path }) => path !== '/404');

/** The content of `<meta name|property="key">`. */
const meta = ({ elements }: BuiltPage, key: string) =>
  elements
    .find(
      (element) =>
        element.tagName === 'meta' &&
        (attribute(element, 'name') === key || attribute(element, 'property') === key),
    )
    ?.attrs.find((attr) => attr.name === 'content')?.value;

const titleOf = ({ elements }: BuiltPage) => {
  const title = elements.find((element) => element.tagName === 'title');
  return title ? textOf(title) : '';
};

/** Collects a problem per page instead of stopping at the first, so one run names them all. */
function problemsOf(check: (page: BuiltPage) => string[], of: BuiltPage[] = pages) {
  return of.flatMap((page) => check(page).map((problem) => `${page.path}: ${problem}`));
}

describe('the built pages', () => {
  it('are the site map’s pages, each built once, and the not-found page', () => {
    expect(pages.map(({ path }) => path)).toEqual(
      [...sitePaths].sort((a, b) => a.localeCompare(b)),
    );
    expect(builtPages.some(({ path }) => path === '/404')).toBe(true);
  });

  it('each carry their own title, description, canonical, Open Graph, one h1 and the main landmark', () => {
    const problems = problemsOf((page) => {
      const found: string[] = [];
      const canonical = page.elements.find(
        (element) => element.tagName === 'link' && attribute(element, 'rel') === 'canonical',
      );
      const href = canonical && attribute(canonical, 'href');
      if (titleOf(page).length < 10) found.push(`title "${titleOf(page)}" is under 10 characters`);
      if ((meta(page, 'description')?.length ?? 0) <= 50)
        found.push('description of 50 characters or fewer');
      if (
        href !== `${siteUrl}${page.path === '/' ? '' : page.path}` &&
        href !== `${siteUrl}${page.path}`
      )
        found.push(`canonical ${href}`);
      if (meta(page, 'og:url') !== href)
        found.push(`og:url ${meta(page, 'og:url')} is not the canonical`);
      if (!meta(page, 'og:title')) found.push('no og:title');
      if (!meta(page, 'og:description')) found.push('no og:description');
      if (!meta(page, 'og:image')) found.push('no og:image');
      const h1s = page.elements.filter((element) => element.tagName === 'h1').length;
      if (h1s !== 1) found.push(`${h1s} h1 elements`);
      if (!page.elements.some((element) => attribute(element, 'id') === 'main-content'))
        found.push('no #main-content');
      return found;
    });
    expect(problems).toEqual([]);
  });

  it('share no title and no description', () => {
    const twice = (values: string[]) =>
      values.filter((value, index) => values.indexOf(value) !== index);
    expect(twice(pages.map(titleOf))).toEqual([]);
    expect(twice(pages.map((page) => meta(page, 'description') ?? ''))).toEqual([]);
  });

  it('keep their headings in order: one h1 in the main content, and no level skipped going down', () => {
    // Read from the HTML as written: axe checks the same in a browser on a page of each kind
    // (tests/e2e/a11y.spec.ts); here every page's own text is checked, a marketer's article too.
    const inMain = (element: Element) => {
      for (let node: Element | null = element; node; node = parentElement(node)) {
        if (node.tagName === 'main') return true;
        if (attribute(node, 'hidden') !== undefined) return false;
      }
      return false;
    };
    const problems = problemsOf(({ elements }) => {
      const levels = elements
        .filter((element) => /^h[1-6]$/.test(element.tagName) && !insideTemplate(element))
        .filter(inMain)
        .map((element) => Number(element.tagName[1]));
      const found = levels.filter((level) => level === 1).length === 1 ? [] : ['not one h1'];
      levels.forEach((level, index) => {
        const before = levels[index - 1];
        if (before !== undefined && level - before > 1)
          found.push(`h${before} is followed by h${level}`);
      });
      return found;
    });
    expect(problems).toEqual([]);
  });

  it('each carry their own Content Security Policy, first, naming exactly their inline scripts and styles', () => {
    // integrations/hosting-headers.mjs writes it after every step that changes a page; a step
    // that changed a page later would leave a hash that no longer matches, and a browser would
    // refuse that script or style.
    const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    const isPolicy = (element: Element) =>
      element.tagName === 'meta' &&
      attribute(element, 'http-equiv')?.toLowerCase() === 'content-security-policy';
    const isInlineScript = (element: Element) =>
      element.tagName === 'script' &&
      attribute(element, 'src') === undefined &&
      !/^application\/(ld\+)?json$/.test(attribute(element, 'type') ?? '');
    const problems = problemsOf(({ elements }) => {
      const at = elements.findIndex(isPolicy);
      if (at === -1) return ['no Content-Security-Policy <meta>'];
      const found: string[] = [];
      if (elements.slice(0, at).some((e) => isInlineScript(e) || e.tagName === 'style'))
        found.push(
          'an inline script or style comes before the policy, which governs only what follows it',
        );
      const directives = new Map(
        (attribute(elements[at]!, 'content') ?? '')
          .split(';')
          .map((directive) => directive.trim().split(/\s+/))
          .map(([name = '', ...sources]) => [name, sources] as const),
      );
      const hashes = (name: string) =>
        (directives.get(name) ?? []).filter((source) => source.startsWith("'sha256-")).sort();
      const expected = (list: Element[]) => [...new Set(list.map((e) => sha(textOf(e))))].sort();
      if (directives.get('default-src')?.join(' ') !== "'none'")
        found.push("default-src is not 'none'");
      if (
        JSON.stringify(hashes('script-src')) !==
        JSON.stringify(expected(elements.filter(isInlineScript)))
      )
        found.push('script-src does not name exactly its inline scripts');
      if (
        JSON.stringify(hashes('style-src')) !==
        JSON.stringify(expected(elements.filter((e) => e.tagName === 'style')))
      )
        found.push('style-src does not name exactly its <style> elements');
      return found;
    }, builtPages);
    expect(problems).toEqual([]);
  });

  it('give every picture its width, height and alt text', () => {
    const problems = problemsOf(
      ({ elements }) =>
        elements
          .filter(
            (element) =>
              element.tagName === 'img' &&
              (!attribute(element, 'width') ||
                !attribute(element, 'height') ||
                attribute(element, 'alt') === undefined),
          )
          .map((element) => `<img src="${attribute(element, 'src')}"> lacks width, height or alt`),
      builtPages,
    );
    expect(problems).toEqual([]);
  });

  it('hint only the picture the page marks as its largest, once a screen, at its own sizes', () => {
    let hinted = 0;
    const problems = problemsOf(({ elements }) => {
      const hints = elements.filter(
        (element) =>
          element.tagName === 'link' &&
          attribute(element, 'rel') === 'preload' &&
          attribute(element, 'as') === 'image',
      );
      if (hints.length === 0) return [];
      hinted += 1;
      const lead = elements.find(
        (element) => element.tagName === 'img' && attribute(element, 'fetchpriority') === 'high',
      );
      if (!lead) return ['a picture hint but no picture marked fetchpriority="high"'];
      const sources = (parentElement(lead)?.childNodes ?? []).filter(
        (node): node is Element => 'tagName' in node && node.tagName === 'source',
      );
      // A picture drawn differently on phones (a poster's crop) is hinted for each kind of
      // screen: its narrow sources' media, then every other screen.
      const media = sources.map((source) => attribute(source, 'media')).find(Boolean);
      const expected = media ? [media, `not all and ${media}`] : [undefined];
      if (hints.length !== expected.length) return [`${hints.length} picture hints`];
      return hints.flatMap((hint, index) => {
        const forScreens = expected[index];
        const found: string[] = [];
        if (attribute(hint, 'media') !== forScreens)
          found.push(`a hint for ${attribute(hint, 'media')}, where ${forScreens} was due`);
        const source = sources.find(
          (candidate) =>
            attribute(candidate, 'type') === attribute(hint, 'type') &&
            attribute(candidate, 'media') === (index === 0 ? media : undefined),
        );
        const srcset = source ? attribute(source, 'srcset') : attribute(lead, 'srcset');
        const sizes = source ? attribute(source, 'sizes') : attribute(lead, 'sizes');
        if (attribute(hint, 'imagesrcset') !== srcset)
          found.push(`the hint names ${attribute(hint, 'imagesrcset')}, the picture ${srcset}`);
        if (attribute(hint, 'imagesizes') !== sizes)
          found.push(`the hint's sizes ${attribute(hint, 'imagesizes')}, the picture's ${sizes}`);
        return found;
      });
    }, builtPages);
    expect(problems).toEqual([]);
    // The pages led by a picture (a hero poster, an article's cover) each carry one.
    expect(hinted).toBeGreaterThan(0);
  });

  it('link only to pages and places that exist, and open new tabs safely', () => {
    const ids = new Map(
      builtPages.map((page) => [
        page.path,
        new Set(page.elements.map((element) => attribute(element, 'id')).filter(Boolean)),
      ]),
    );
    let links = 0;
    const problems = problemsOf(
      ({ path, elements }) =>
        elements
          .filter((element) => element.tagName === 'a' && attribute(element, 'href'))
          .flatMap((element) => {
            links += 1;
            const href = attribute(element, 'href')!;
            const found: string[] = [];
            if (
              attribute(element, 'target') === '_blank' &&
              attribute(element, 'rel') !== 'noopener noreferrer'
            )
              found.push(`unsafe new tab ${href}`);
            if (/^(https?:|mailto:|tel:)/.test(href) && !href.startsWith(siteUrl)) return found;
            if (href.startsWith('#')) {
              if (!ids.get(path)!.has(decodeURIComponent(href.slice(1))))
                found.push(`${href} names a missing anchor`);
              return found;
            }
            const url = new URL(href, `${siteUrl}${path}`);
            const target = url.pathname.replace(/(.)\/$/, '$1');
            if (!isBuilt(url.pathname)) found.push(`${href} leads to no page or file`);
            else if (
              url.hash &&
              ids.has(target) &&
              !ids.get(target)!.has(decodeURIComponent(url.hash.slice(1)))
            )
              found.push(`${href} names a missing anchor`);
            return found;
          }),
      builtPages,
    );
    expect(problems).toEqual([]);
    // Every page links to others and to its own places: a crawl that found none read nothing.
    expect(links).toBeGreaterThan(pages.length * 20);
  });

  it('name only files the build wrote: sources, every srcset candidate, posters and share images', () => {
    const named = (element: BuiltPage['elements'][number]) =>
      element.attrs.flatMap(({ name, value }) => {
        if (name === 'src' || name === 'poster') return [value];
        if (name === 'href' && element.tagName !== 'a') return [value];
        if (name === 'srcset' || name === 'imagesrcset')
          return value.split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? '');
        if (
          name === 'content' &&
          /^(og|twitter):image$/.test(
            attribute(element, 'property') ?? attribute(element, 'name') ?? '',
          )
        )
          return [value];
        return [];
      });
    let mentions = 0;
    const problems = problemsOf(
      ({ path, elements }) =>
        elements.flatMap(named).flatMap((address) => {
          if (
            address === '' ||
            /^(mailto|tel|data|javascript):/i.test(address) ||
            address.startsWith('#')
          )
            return [];
          const url = new URL(address, `${siteUrl}${path}`);
          if (url.origin !== new URL(siteUrl).origin) return [];
          mentions += 1;
          return isBuilt(url.pathname) ? [] : [`${address} is not in the build`];
        }),
      builtPages,
    );
    expect(problems).toEqual([]);
    expect(mentions).toBeGreaterThan(builtPages.length);
  });

  it('each point feed readers to the articles’ feed', () => {
    const problems = problemsOf(({ elements }) =>
      elements.some(
        (element) =>
          element.tagName === 'link' &&
          attribute(element, 'rel') === 'alternate' &&
          attribute(element, 'type') === 'application/rss+xml' &&
          attribute(element, 'href') === `${siteUrl}/rss.xml` &&
          Boolean(attribute(element, 'title')),
      )
        ? []
        : ['no <link rel="alternate"> to /rss.xml'],
    );
    expect(problems).toEqual([]);
  });

  it('parse without an error of the HTML standard, and no id is used twice', () => {
    // parse5 follows the standard's parsing algorithm and reports each parse error it names
    // (an end tag with no start, a duplicate attribute, a nested form, content where the head
    // cannot hold it): markup a browser would repair in its own way. Ids are checked beside it,
    // since anchors, labels and aria references need each to be unique.
    const problems = problemsOf(({ html, elements }) => {
      const found: string[] = [];
      parse(html, {
        sourceCodeLocationInfo: true,
        onParseError: (error) => found.push(`line ${error.startLine}: ${error.code}`),
      });
      const ids = elements
        .filter((element) => !insideTemplate(element))
        .map((element) => attribute(element, 'id'))
        .filter((id): id is string => id !== undefined);
      found.push(
        ...ids
          .filter((id, index) => ids.indexOf(id) !== index)
          .map((id) => `the id "${id}" is used twice`),
      );
      return found;
    }, builtPages);
    expect(problems).toEqual([]);
  });
});
