import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { expect, test } from 'vitest';
import { builtFiles as files, clientDir } from './built-site';

test('every JS and CSS file in the output is loaded by a page, directly or through an import', () => {
  const pages = files.filter((file) => file.endsWith('.html'));
  const code = files.filter((file) => /\.(m?js|css)$/.test(file));
  expect(pages.length).toBeGreaterThan(0);
  expect(code.length).toBeGreaterThan(0);
  const text = (file: string) => readFileSync(join(clientDir, file), 'utf8');
  const pageText = pages.map(text).join('\n');
  const reached = new Set(code.filter((file) => pageText.includes(`/${file}`)));
  for (let grew = true; grew;) {
    grew = false;
    for (const from of [...reached]) {
      const source = text(from);
      for (const file of code) {
        if (reached.has(file) || !source.includes(basename(file))) continue;
        reached.add(file);
        grew = true;
      }
    }
  }
  expect(code.filter((file) => !reached.has(file))).toEqual([]);
});

test('every page sets its text from the core font file alone (src/styles/font-subset.js)', async () => {
  const { parse } = await import('parse5');
  const { needsFullLatin } = await import('../../src/styles/font-subset.js');
  type Node = { nodeName: string; value?: string; attrs?: { name: string; value: string }[] };
  type Parent = Node & { childNodes?: Node[]; content?: Parent };
  /** Text the page can show: text nodes outside scripts and styles, placeholders and values. */
  const shown = (node: Parent): string[] => {
    if (node.nodeName === 'script' || node.nodeName === 'style') return [];
    const own = node.nodeName === '#text' ? [node.value ?? ''] : [];
    const attributes = (node.attrs ?? [])
      .filter((attr) => attr.name === 'placeholder' || attr.name === 'value')
      .map((attr) => attr.value);
    const children = [...(node.childNodes ?? []), ...(node.content?.childNodes ?? [])];
    return [...own, ...attributes, ...children.flatMap((child) => shown(child as Parent))];
  };
  const pages = files.filter((file) => file.endsWith('.html'));
  expect(pages.length).toBeGreaterThan(13);
  const outside = new Map<string, string>();
  for (const page of pages) {
    const document = parse(readFileSync(join(clientDir, page), 'utf8')) as unknown as Parent;
    for (const character of shown(document).join('')) {
      if (needsFullLatin(character)) outside.set(character, page);
    }
  }
  // A character here would make its page fetch the 27 KB Latin file too: add it to coreRanges
  // and run `npm run fonts`, or write the copy without it.
  expect(Object.fromEntries(outside)).toEqual({});
});

test('the content editor is not in the built site: no route, file or word of Keystatic', () => {
  expect(files.filter((file) => /keystatic/i.test(file))).toEqual([]);
  const holding = files.filter((file) => {
    if (!/\.(html|m?js|css|json|txt|xml|svg|webmanifest)$/.test(file) && !file.startsWith('_'))
      return false;
    return /keystatic|keystar/i.test(readFileSync(join(clientDir, file), 'utf8'));
  });
  expect(holding).toEqual([]);
  // Nor a route for it: the hosts' redirects and headers name no /keystatic or /api.
  for (const rules of files.filter((file) => file.startsWith('_'))) {
    expect(readFileSync(join(clientDir, rules), 'utf8')).not.toMatch(/\/(keystatic|api)\b/);
  }
});
