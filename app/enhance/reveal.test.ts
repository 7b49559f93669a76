// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as RevealModule from './reveal';

/** A stand-in IntersectionObserver whose reports the test writes. */
class FakeObserver {
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

const isWatched = (element: Element) =>
  FakeObserver.created.some((observer) => observer.observed.has(element));

/** Reports where `element` is: its top edge in px from the viewport's top, and whether it shows. */
function report(element: HTMLElement, top: number, isIntersecting: boolean) {
  const observer = FakeObserver.created.find((candidate) => candidate.observed.has(element));
  expect(observer, 'the element is being watched').toBeDefined();
  const entry = {
    target: element,
    isIntersecting,
    intersectionRatio: isIntersecting ? 1 : 0,
    boundingClientRect: { top, bottom: top + 300 },
  } as unknown as IntersectionObserverEntry;
  observer!.callback([entry], observer as unknown as IntersectionObserver);
}

function stubReducedMotion(reduced: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    media: query,
    matches: reduced && query === '(prefers-reduced-motion: reduce)',
    addEventListener() {},
    removeEventListener() {},
  }));
}

/** A `<div data-reveal="">`, as components/ui/reveal.tsx renders it. */
function revealed(): HTMLElement {
  const element = document.createElement('div');
  element.dataset.reveal = '';
  element.textContent = 'Content';
  document.body.append(element);
  return element;
}

let enhanceReveals: typeof RevealModule.enhanceReveals;

beforeEach(async () => {
  FakeObserver.created = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  stubReducedMotion(false);
  // A fresh watch-viewport, so each test gets its own observers.
  vi.resetModules();
  ({ enhanceReveals } = await import('./reveal'));
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe('enhanceReveals', () => {
  it('holds back an element below the fold, then shows it once it scrolls in', () => {
    const element = revealed();
    enhanceReveals();
    report(element, window.innerHeight + 400, false);
    expect(element.dataset.reveal).toBe('pending');

    report(element, window.innerHeight + 100, false);
    expect(element.dataset.reveal).toBe('pending');

    report(element, window.innerHeight - 200, true);
    expect(element.dataset.reveal).toBe('shown');
    expect(isWatched(element)).toBe(false);
  });

  it('leaves an element on screen at its first report as it is, and stops watching it', () => {
    const element = revealed();
    enhanceReveals();
    report(element, 120, true);
    expect(element.dataset.reveal).toBe('');
    expect(isWatched(element)).toBe(false);
  });

  it('leaves an element already scrolled past as it is', () => {
    const element = revealed();
    enhanceReveals();
    report(element, -2000, false);
    expect(element.dataset.reveal).toBe('');
    expect(isWatched(element)).toBe(false);
  });

  it('treats each element on its own', () => {
    const above = revealed();
    const below = revealed();
    enhanceReveals();
    report(above, 0, true);
    report(below, window.innerHeight + 50, false);
    expect([above.dataset.reveal, below.dataset.reveal]).toEqual(['', 'pending']);
  });

  it('leaves every element alone when reduced motion is preferred', () => {
    stubReducedMotion(true);
    const element = revealed();
    enhanceReveals();
    expect(isWatched(element)).toBe(false);
    expect(element.dataset.reveal).toBe('');
  });

  it('leaves every element alone where IntersectionObserver is missing', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const element = revealed();
    expect(() => enhanceReveals()).not.toThrow();
    expect(element.dataset.reveal).toBe('');
  });
});
