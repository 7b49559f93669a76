import { expect, vi } from 'vitest';

/**
 * Test support for the enhancement modules that watch the viewport (count-up, reveal): a
 * stand-in IntersectionObserver whose reports the test writes, and a reduced-motion switch.
 */
export class FakeObserver {
  static created: FakeObserver[] = [];
  observed = new Set<Element>();
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeObserver.created.push(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
}

/** Installs a fresh FakeObserver as the global IntersectionObserver. */
export function stubIntersectionObserver() {
  FakeObserver.created = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
}

export const isWatched = (element: Element) =>
  FakeObserver.created.some((observer) => observer.observed.has(element));

/**
 * Reports where `element` is: its top edge in px from the viewport's top, its height, and
 * how much of it shows (0 is out of view).
 */
export function report(
  element: HTMLElement,
  top: number,
  height: number,
  intersectionRatio: number,
) {
  const observer = FakeObserver.created.find((candidate) => candidate.observed.has(element));
  expect(observer, 'the element is being watched').toBeDefined();
  const entry = {
    target: element,
    isIntersecting: intersectionRatio > 0,
    intersectionRatio,
    boundingClientRect: { top, bottom: top + height },
  } as unknown as IntersectionObserverEntry;
  observer!.callback([entry], observer as unknown as IntersectionObserver);
}

export function stubReducedMotion(reduced: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    media: query,
    matches: reduced && query === '(prefers-reduced-motion: reduce)',
    addEventListener() {},
    removeEventListener() {},
  }));
}
