/**
 * Islands: the few parts of a page that need React to work (today the contact form, for
 * EmailJS, its draft and prefill). Each is prerendered HTML inside a `[data-island]`
 * element; its code loads once the page has painted, or at once when the visitor starts on
 * it (a press, a key or focus inside it), and React hydrates that element alone. Until
 * then, the form's inline script holds a submit (lib/enquiry/early-submit.ts).
 */
const islands: Record<string, (container: Element) => Promise<void>> = {
  'enquiry-form': async (container) =>
    (await import('~/islands/enquiry-form')).hydrateEnquiryForm(container),
};

const startEvents = ['pointerdown', 'keydown', 'focusin'] as const;

/** Finds the page's islands and returns a function that loads them all, once. */
export function findIslands(root: ParentNode = document): () => void {
  const found = [...root.querySelectorAll<HTMLElement>('[data-island]')].flatMap((container) => {
    const hydrate = islands[container.dataset.island ?? ''];
    return hydrate ? [{ container, hydrate }] : [];
  });
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const { container, hydrate } of found) {
      for (const type of startEvents) container.removeEventListener(type, start);
      hydrate(container).catch((error: unknown) =>
        console.error('An island of this page could not start:', error),
      );
    }
  };
  for (const { container } of found)
    for (const type of startEvents) container.addEventListener(type, start, { once: true });
  return start;
}
