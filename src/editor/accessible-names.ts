/**
 * Two things Keystatic 0.6 draws that the editor cannot set through its configuration, put
 * right in the page once drawn (and again whenever Keystatic redraws them):
 * - a list item's delete button is a bin icon with no name (its name shows only as a tooltip
 *   on hover), so a screen reader said "button": it is named "Delete <the item's name>";
 * - a list's first column is headed "Slug" whatever the list: it holds the entry's file name,
 *   which is the page's address for service pages, legal pages and articles ("Address") and
 *   otherwise the file the entry is kept in ("File"); the site's names are in the "Name" column.
 * Both are Keystatic's own open questions (Thinkmill/keystatic#1457, #1579); when Keystatic
 * offers them, this file goes.
 */

/** The lists whose file name is the page's address (src/editor/content.ts). */
const addressed = new Set(['servicePages', 'legal', 'articles']);

function nameThings(document: Document) {
  for (const button of document.querySelectorAll<HTMLButtonElement>('[role="row"] button')) {
    if (button.getAttribute('role') || button.closest('[role="columnheader"]')) continue;
    const item = button.closest('[role="row"]')?.getAttribute('aria-label');
    if (!item) continue;
    const name = `Delete ${item}`;
    if (button.getAttribute('aria-label') !== name) button.setAttribute('aria-label', name);
  }
  const list = /\/keystatic\/collection\/([^/]+)\/?$/.exec(document.location.pathname)?.[1];
  if (!list) return;
  const heading = addressed.has(decodeURIComponent(list)) ? 'Address' : 'File';
  for (const header of document.querySelectorAll('[role="columnheader"]')) {
    const walker = document.createTreeWalker(header, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode())
      if (text.nodeValue === 'Slug') text.nodeValue = heading;
  }
}

/** Keeps the names right in `document` for as long as the editor is open. */
export function keepNamesRight(document: Document) {
  let queued = false;
  const observer = new MutationObserver(() => {
    if (queued) return;
    queued = true;
    queueMicrotask(() => {
      queued = false;
      nameThings(document);
    });
  });
  observer.observe(document.documentElement, {
    childList: true,
    subtree: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['aria-label'],
  });
  nameThings(document);
}
