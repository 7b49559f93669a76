/**
 * One IntersectionObserver per set of options, shared by every element that asks: the
 * entrance reveals and the counters of a page cost one observer, not one each.
 *
 * Where an element starts comes from the observer's first report, which the browser
 * computes during its next rendering step, so nothing here forces a style or layout pass
 * while the page hydrates (calling getBoundingClientRect in each component's effect did,
 * once per component, and made hydration's longest task).
 */
export interface ViewportReport {
  entry: IntersectionObserverEntry;
  /** True for the observer's first report on this element: where it was when hydrated. */
  first: boolean;
}

/** Return 'stop' to stop watching the element. */
export type ViewportWatcher = (report: ViewportReport) => 'stop' | void;

interface Watch {
  watcher: ViewportWatcher;
  seen: boolean;
}

const observers = new Map<string, IntersectionObserver>();
const watches = new WeakMap<Element, Watch>();

function observerFor(options: IntersectionObserverInit): IntersectionObserver {
  const key = `${options.rootMargin ?? ''}|${String(options.threshold ?? 0)}`;
  let observer = observers.get(key);
  if (!observer) {
    const created = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        const watch = watches.get(entry.target);
        if (!watch) continue;
        const first = !watch.seen;
        watch.seen = true;
        if (watch.watcher({ entry, first }) === 'stop') {
          created.unobserve(entry.target);
          watches.delete(entry.target);
        }
      }
    }, options);
    observers.set(key, created);
    observer = created;
  }
  return observer;
}

/** Watches `element` until the watcher returns 'stop' or the returned function is called. */
export function watchViewport(
  element: Element,
  options: IntersectionObserverInit,
  watcher: ViewportWatcher,
): () => void {
  const observer = observerFor(options);
  watches.set(element, { watcher, seen: false });
  observer.observe(element);
  return () => {
    observer.unobserve(element);
    watches.delete(element);
  };
}
