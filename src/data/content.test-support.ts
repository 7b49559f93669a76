/**
 * What the content tests compare the site with: the entries as their files hold them, read with
 * `astro:content` (vitest.global-setup.ts syncs them first). A test that needs a word, price,
 * name, count or order takes it from here, never writes it out, so an edit to src/content/
 * changes what is expected and what is shown at once, and only a broken rule fails.
 */
import { getCollection, getEntry, type CollectionEntry, type CollectionKey } from 'astro:content';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect } from 'vitest';
import { sitePaths } from './site-paths.test-support';

/** The data of a one-file entry (a page's copy, business.yaml) as the file gives it. */
export async function entryData<C extends CollectionKey>(
  collection: C,
  id: string,
): Promise<CollectionEntry<C>['data']> {
  const entry = (await getEntry(collection, id)) as CollectionEntry<C> | undefined;
  if (!entry) throw new Error(`The collection ${collection} has no entry ${id}.`);
  return entry.data;
}

/** A list's entries in the order the site shows them: by their `order` field, 1 first. */
export async function entriesInOrder<C extends CollectionKey>(
  collection: C,
): Promise<CollectionEntry<C>[]> {
  const position = (entry: CollectionEntry<C>) => (entry.data as { order: number }).order;
  return [...(await getCollection(collection))].sort((a, b) => position(a) - position(b));
}

/** Renders a page or section as the build does (to HTML) into the test's document. */
export function renderHtml(element: ReactElement): HTMLElement {
  document.body.innerHTML = renderToStaticMarkup(element);
  return document.body;
}

/** The element with this id in the rendered page; the test fails, naming it, if there is none. */
export function byId(id: string): HTMLElement {
  const element = document.getElementById(id);
  expect(element, `the page has an element with id="${id}"`).not.toBeNull();
  return element!;
}

/** Text as a reader sees it: every run of white space one space. */
export const words = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/**
 * Checks that each of `parts` is in `within`'s text, each after the one before it: the element
 * shows every item of a list, in the list's order. An optional field left out (undefined) is
 * skipped.
 */
export function expectInOrder(within: Element, parts: readonly (string | number | undefined)[]) {
  const text = words(within.textContent);
  let from = 0;
  for (const part of parts.flatMap((item) => (item === undefined ? [] : [words(String(item))]))) {
    const at = text.indexOf(part, from);
    expect(at, `"${part}" is shown, after what comes before it in the list`).toBeGreaterThan(-1);
    from = at + part.length;
  }
}

/**
 * Checks that a link of the site leads somewhere: a path to a page the site builds (its query
 * and fragment aside), a place (`#id`) on the rendered page, or another site over https.
 */
export function expectLinkWorks(href: string) {
  if (href.startsWith('#')) {
    expect(document.getElementById(href.slice(1)), `${href} is a place on the page`).not.toBeNull();
  } else if (href.startsWith('/')) {
    const path = href.replace(/[?#].*$/, '').replace(/(.)\/$/, '$1');
    expect(sitePaths.has(path), `${href} is a page of the site`).toBe(true);
  } else {
    expect(href).toMatch(/^https:\/\//);
  }
}

/** Checks that `within` has a link to `link.href` that reads `link.label`, and that it leads somewhere. */
export function expectLinkShown(within: Element, link: { label: string; href: string }) {
  const labels = [...within.querySelectorAll(`a[href="${link.href}"]`)].map((anchor) =>
    words(anchor.textContent),
  );
  expect(labels, `a link to ${link.href}`).toContainEqual(
    expect.stringContaining(words(link.label)),
  );
  expectLinkWorks(link.href);
}
