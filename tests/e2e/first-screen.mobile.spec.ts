import { expect, test } from './fixtures';
import { templatePaths, timeoutForPages } from './site-routes';

/**
 * The speed guard (integrations/first-paint-budget.mjs) weighs a page's HTML up to the end of
 * its first screen, which it finds in the file: the first band of <main> (its first <section>
 * or <header>), the picture the page marks as its largest paint, or the element it marks as its
 * first screen's last (`data-first-screen-ends`), whichever ends last. Only
 * a browser can say what a phone's first screen really shows: on each kind of page, at 390 ×
 * 844, the largest paint must be inside what the guard weighs, or the guard weighs the wrong
 * part of the page.
 */
test('each kind of page paints its largest element inside the first screen the guard weighs', async ({
  page,
}) => {
  test.setTimeout(timeoutForPages(templatePaths.length));
  const outside: string[] = [];
  for (const path of templatePaths) {
    // Until the load event: the largest paint of the page as it arrived, before any scroll.
    await page.goto(path);
    const largest = await page.evaluate(
      () =>
        new Promise<{ inside: boolean; element: string }>((resolve) => {
          new PerformanceObserver((list) => {
            const element = list.getEntries().at(-1) as PerformanceEntry & { element?: Element };
            const shown = element.element;
            const main = document.querySelector('main');
            const ends = [
              main?.querySelector('section, header'),
              document.querySelector('img[fetchpriority="high"]')?.closest('picture'),
              document.querySelector('[data-first-screen-ends]'),
            ].filter((end): end is Element => !!end);
            // The guard weighs up to the end of whichever of them ends last in the document:
            // an element that holds another ends after it (the hero band after its picture).
            const endsAfter = (a: Element, b: Element) =>
              a.contains(b) ||
              (!b.contains(a) &&
                (b.compareDocumentPosition(a) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0);
            const last = ends.reduce<Element | undefined>(
              (latest, end) => (!latest || endsAfter(end, latest) ? end : latest),
              undefined,
            );
            const inside =
              !!shown &&
              !!last &&
              (last.contains(shown) ||
                (last.compareDocumentPosition(shown) & Node.DOCUMENT_POSITION_PRECEDING) !== 0);
            resolve({
              inside,
              element: shown?.outerHTML.slice(0, 120) ?? 'none',
            });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    if (!largest.inside) outside.push(`${path}: ${largest.element}`);
  }
  expect(outside).toEqual([]);
});
