// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  isWatched,
  report as reportAt,
  stubIntersectionObserver,
  stubReducedMotion,
} from './fake-viewport.test-support';
import type * as EnhanceModule from './enhance';

/** Reports where a 300 px block is, and whether it shows. */
const report = (element: HTMLElement, top: number, showing: boolean) =>
  reportAt(element, top, 300, showing ? 1 : 0);

/** A `<div data-module="reveal" data-reveal="">`, as components/ui/reveal.tsx renders it. */
function revealed(): HTMLElement {
  const element = document.createElement('div');
  element.dataset.module = 'reveal';
  element.dataset.reveal = '';
  element.textContent = 'Content';
  document.body.append(element);
  return element;
}

let initModules: typeof EnhanceModule.initModules;

beforeEach(async () => {
  stubIntersectionObserver();
  stubReducedMotion(false);
  // A fresh watch-viewport, so each test gets its own observers.
  vi.resetModules();
  ({ initModules } = await import('./enhance'));
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe('initReveal, started by initModules', () => {
  it('holds back an element below the fold, then shows it once it scrolls in', () => {
    const element = revealed();
    initModules();
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
    initModules();
    report(element, 120, true);
    expect(element.dataset.reveal).toBe('');
    expect(isWatched(element)).toBe(false);
  });

  it('leaves an element already scrolled past as it is', () => {
    const element = revealed();
    initModules();
    report(element, -2000, false);
    expect(element.dataset.reveal).toBe('');
    expect(isWatched(element)).toBe(false);
  });

  it('treats each element on its own', () => {
    const above = revealed();
    const below = revealed();
    initModules();
    report(above, 0, true);
    report(below, window.innerHeight + 50, false);
    expect([above.dataset.reveal, below.dataset.reveal]).toEqual(['', 'pending']);
  });

  it('leaves every element alone when reduced motion is preferred', () => {
    stubReducedMotion(true);
    const element = revealed();
    initModules();
    expect(isWatched(element)).toBe(false);
    expect(element.dataset.reveal).toBe('');
  });

  it('leaves every element alone where IntersectionObserver is missing', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const element = revealed();
    expect(() => initModules()).not.toThrow();
    // initModules catches a module's error; its init flag says initReveal itself did not throw.
    expect(element).toHaveAttribute('data-reveal-init');
    expect(element.dataset.reveal).toBe('');
  });
});
