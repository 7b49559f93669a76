/**
 * Things Keystatic 0.6 draws that the editor cannot set through its configuration, put right in
 * the page once drawn (and again whenever Keystatic redraws them):
 * - a list item's delete button is a bin icon with no name (its name shows only as a tooltip
 *   on hover), so a screen reader said "button": it is named "Delete <the item's name>";
 * - a list's first column is headed "Slug" whatever the list: it holds the entry's file name,
 *   which is the page's address for service pages, legal pages and articles ("Address") and
 *   otherwise the file the entry is kept in ("File"); the site's names are in the "Name" column.
 * - the Markdown toolbar's link button is named "Divider" (its tooltip says "Link"); no text
 *   here offers a divider, so it is named "Link";
 * - a picture in an article’s text, once clicked, shows three pen-, arrow- and bin-icon
 *   buttons with no name: they are named for what they do to the picture.
 * The first two are Keystatic's own open questions (Thinkmill/keystatic#1457, #1579); when Keystatic
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
  for (const button of document.querySelectorAll('[role="toolbar"] button[aria-label="Divider"]'))
    button.setAttribute('aria-label', 'Link');
  namePictureButtons(document);
  const list = /\/keystatic\/collection\/([^/]+)\/?$/.exec(document.location.pathname)?.[1];
  if (!list) return;
  const heading = addressed.has(decodeURIComponent(list)) ? 'Address' : 'File';
  for (const header of document.querySelectorAll('[role="columnheader"]')) {
    const walker = document.createTreeWalker(header, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode())
      if (text.nodeValue === 'Slug') text.nodeValue = heading;
  }
}

/** What the buttons of a clicked picture in a text do, in the order Keystatic draws them. */
const pictureButtons = [
  'Edit the picture’s description',
  'Replace the picture',
  'Remove the picture',
];

function namePictureButtons(document: Document) {
  if (!document.querySelector('img.ProseMirror-selectednode')) return;
  for (const popover of document.querySelectorAll('[role="dialog"]:not([aria-labelledby])')) {
    const buttons = [...popover.querySelectorAll('button')];
    if (buttons.length !== pictureButtons.length) continue;
    if (
      buttons.some(
        (button, index) =>
          (button.getAttribute('aria-label') ?? pictureButtons[index]) !== pictureButtons[index] ||
          button.textContent?.trim(),
      )
    )
      continue;
    buttons.forEach((button, index) => {
      if (button.getAttribute('aria-label') !== pictureButtons[index])
        button.setAttribute('aria-label', pictureButtons[index]!);
    });
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
