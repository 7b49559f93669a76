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

/**
 * The page's <style> comes in two (integrations/page-css.mjs, `splitAtFirstScreen`): the head
 * holds only the rules the first screen uses, and the whole stylesheet follows the first screen.
 * So the first screen must look the same before the whole stylesheet arrives: on each kind of
 * page, at 390 and 1280 px, every element up to the end of the first screen, and its ::before
 * and ::after, has the same computed style with the later stylesheet taken out of the page as
 * with it. Read with scripts off, as before any script runs, and without the font.
 */
test.describe('with scripts off', () => {
  test.use({ javaScriptEnabled: false });

  test('each kind of page styles its first screen from the head’s rules alone', async ({
    page,
  }) => {
    test.setTimeout(timeoutForPages(templatePaths.length * 2));
    let headOnly = false;
    // With `font-display: optional`, whether a load uses the font depends on its timing: both
    // loads draw in the fallback font, so only the stylesheet differs between them.
    await page.route('**/*.woff2', (route) => route.abort());
    await page.route('**/*', async (route) => {
      const request = route.request();
      if (!headOnly || !request.isNavigationRequest() || request.frame() !== page.mainFrame())
        return route.fallback();
      const response = await route.fetch();
      return route.fulfill({ response, body: withoutLaterStylesheet(await response.text()) });
    });
    const widths = [390, 1280] as const;
    /**
     * Each first-screen element's style at each width, read from the page as served or without
     * the later sheet: loaded once, and read again after the window is resized, which restyles
     * it as a load at that width would (with scripts off, nothing else reacts to the size).
     */
    const read = async (path: string, withoutLater: boolean, element?: number) => {
      headOnly = withoutLater;
      await page.setViewportSize({ width: widths[0], height: 844 });
      await page.goto(path);
      const styles: string[][] = [];
      for (const width of widths) {
        await page.setViewportSize({ width, height: 844 });
        styles.push(await page.evaluate(firstScreenStyles, element));
      }
      return styles;
    };
    const differences: string[] = [];
    for (const path of templatePaths) {
      const whole = await read(path, false);
      const fromHead = await read(path, true);
      for (const [index, width] of widths.entries()) {
        expect(fromHead[index]!.length, `${path} at ${width} px: the same elements`).toBe(
          whole[index]!.length,
        );
        const changed = whole[index]!.findIndex((style, at) => style !== fromHead[index]![at]);
        if (changed === -1) continue;
        const [before] = (await read(path, false, changed))[index]!;
        const [after] = (await read(path, true, changed))[index]!;
        differences.push(`${path} at ${width} px: ${firstDifference(before!, after!)}`);
      }
    }
    expect(differences).toEqual([]);
  });
});

/**
 * The page's HTML without the stylesheet that follows its first screen: the longest <style>
 * in the body (a component may bring a small one of its own).
 */
function withoutLaterStylesheet(html: string): string {
  const headEnd = html.indexOf('</head>');
  expect(/<style>/.test(html.slice(0, headEnd)), 'the head has a <style>').toBe(true);
  const later = [...html.slice(headEnd).matchAll(/<style>[\s\S]*?<\/style>/g)].sort(
    (a, b) => b[0].length - a[0].length,
  )[0];
  expect(later, 'a <style> follows the first screen').toBeDefined();
  const start = headEnd + later!.index;
  return html.slice(0, start) + html.slice(start + later![0].length);
}

/**
 * Runs in the page: for each element of the first screen (the header and the content up to the
 * first screen's end), its tag, classes and a digest of its computed style with its ::before
 * and ::after; or, for the element at index `detail` alone, the style in full.
 */
function firstScreenStyles(detail?: number): string[] {
  const main = document.querySelector('main');
  const ends = [
    main?.querySelector('section, header'),
    document.querySelector('img[fetchpriority="high"]')?.closest('picture'),
    document.querySelector('[data-first-screen-ends]'),
  ].filter((end): end is Element => !!end);
  const last = ends.reduce<Element | undefined>(
    (latest, end) =>
      !latest ||
      end.contains(latest) ||
      (!latest.contains(end) &&
        (latest.compareDocumentPosition(end) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0)
        ? end
        : latest,
    undefined,
  );
  // What holds the first screen (<main>, an <article>) is as tall as all it holds, most of
  // which the later stylesheet styles: its size is not the first screen's.
  const sizes = new Set(['block-size', 'height', 'inline-size', 'width', 'grid-template-rows']);
  const text = (element: Element) =>
    [undefined, '::before', '::after']
      .map((part) => {
        const style = getComputedStyle(element, part);
        const names = [...style].filter(
          (name) =>
            !(last && element.contains(last) && (sizes.has(name) || name.endsWith('-origin'))),
        );
        return `${part ?? ''} ${names.map((name) => `${name}:${style.getPropertyValue(name)}`).join(';')}`;
      })
      .join(';');
  const digest = (value: string) => {
    let hash = 0x811c9dc5;
    for (let index = 0; index < value.length; index++)
      hash = Math.imul(hash ^ value.charCodeAt(index), 0x01000193);
    return (hash >>> 0).toString(16);
  };
  const elements = [...document.body.querySelectorAll('*')].filter(
    (element) =>
      !['script', 'style', 'template'].includes(element.localName) &&
      (!last ||
        last.contains(element) ||
        (last.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING) !== 0),
  );
  const name = (element: Element) =>
    `<${element.localName} class="${element.getAttribute('class') ?? ''}">`;
  if (detail !== undefined) {
    const element = elements[detail];
    return element ? [`${name(element)} ${text(element)}`] : [];
  }
  return elements.map((element) => `${name(element)} ${digest(text(element))}`);
}

/** The element and the first property whose value differs between two full styles. */
function firstDifference(whole: string, headOnly: string): string {
  const element = whole.slice(0, whole.indexOf('>') + 1);
  const a = whole.split(';');
  const b = headOnly.split(';');
  const found = a.findIndex((part, index) => part !== b[index]);
  const at = found === -1 ? a.length : found;
  return `${element} ${a[at] ?? 'nothing'} with the whole stylesheet, ${b[at] ?? 'nothing'} without it`;
}
