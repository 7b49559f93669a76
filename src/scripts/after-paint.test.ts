// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"handleDisabledFileLoadingAsSuccess": true}}
// (happy-dom loads no script file here; that option keeps it from logging each one it skips.)
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterLargestPaint, paintReportGraceMs, startEvents } from './after-paint';
import afterPaintDirective from './after-paint-directive';
import { readyAttribute, readyEvent } from './ready';
import { loadEnhancements } from './load-enhancements';

/** A frame is 16 ms of the fake clock; no page here has a hero image or reports an LCP. */
beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('requestAnimationFrame', (frame: FrameRequestCallback) =>
    setTimeout(() => frame(performance.now()), 16),
  );
  // The page is still loading: each test fires the load event itself.
  Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
});

afterEach(() => {
  Reflect.deleteProperty(document, 'readyState');
  document.documentElement.removeAttribute(readyAttribute);
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

const load = () => window.dispatchEvent(new Event('load'));

describe('afterLargestPaint', () => {
  it('starts once, a few frames after the load event, on a page without a hero image', async () => {
    const start = vi.fn();
    afterLargestPaint(start);
    await vi.advanceTimersByTimeAsync(1000);
    expect(start, 'nothing starts before the load event').not.toHaveBeenCalled();

    load();
    expect(start).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(100);
    expect(start).toHaveBeenCalledTimes(1);

    document.body.dispatchEvent(new Event('keydown', { bubbles: true }));
    await vi.advanceTimersByTimeAsync(100);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts a few frames after it is called on a page that has already loaded', async () => {
    Reflect.deleteProperty(document, 'readyState');
    expect(document.readyState).toBe('complete');
    const start = vi.fn();
    afterLargestPaint(start);
    expect(start).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(100);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it.each(startEvents)(
    'starts at once on a %s inside the scope before the load, and not again at load',
    async (type) => {
      const scope = document.createElement('div');
      const inner = document.createElement('button');
      scope.append(inner);
      document.body.append(scope);
      const start = vi.fn();
      afterLargestPaint(start, scope);

      inner.dispatchEvent(new Event(type, { bubbles: true }));
      expect(start).toHaveBeenCalledTimes(1);

      load();
      await vi.advanceTimersByTimeAsync(100);
      inner.dispatchEvent(new Event(type, { bubbles: true }));
      expect(start).toHaveBeenCalledTimes(1);
    },
  );

  it('starts at once on a press anywhere in the page when the scope is the window', () => {
    const start = vi.fn();
    afterLargestPaint(start);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('is not started by an event outside its scope, and still starts after the load', async () => {
    const scope = document.createElement('div');
    const outside = document.createElement('button');
    document.body.append(scope, outside);
    const start = vi.fn();
    afterLargestPaint(start, scope);

    for (const type of startEvents) outside.dispatchEvent(new Event(type, { bubbles: true }));
    expect(start).not.toHaveBeenCalled();

    load();
    await vi.advanceTimersByTimeAsync(100);
    expect(start).toHaveBeenCalledTimes(1);
  });
});

describe('afterLargestPaint where the browser reports the largest paint', () => {
  type Entry = { element: Element | null };
  let report: (entries: Entry[]) => void = () => {};
  beforeEach(() => {
    class FakeObserver {
      static supportedEntryTypes = ['largest-contentful-paint'];
      constructor(callback: (list: { getEntries: () => Entry[] }) => void) {
        report = (entries) => callback({ getEntries: () => entries });
      }
      observe() {}
      disconnect() {
        report = () => {};
      }
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
  });

  /** A hero image that decodes at once, as the page's `img[fetchpriority=high]`. */
  function addHero() {
    const hero = document.createElement('img');
    hero.setAttribute('fetchpriority', 'high');
    hero.decode = () => Promise.resolve();
    document.body.append(hero);
    return hero;
  }

  it('waits for the hero’s own report, however many frames have passed since its decode', async () => {
    const hero = addHero();
    const start = vi.fn();
    afterLargestPaint(start);
    load();
    await vi.advanceTimersByTimeAsync(paintReportGraceMs / 2);
    report([{ element: document.body }]);
    await vi.advanceTimersByTimeAsync(100);
    expect(
      start,
      'frames and another element’s paint are not the hero on screen',
    ).not.toHaveBeenCalled();

    report([{ element: hero }]);
    await vi.advanceTimersByTimeAsync(100);
    expect(start).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(paintReportGraceMs * 2);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts anyway a grace period after the decode when the hero is never reported', async () => {
    addHero();
    const start = vi.fn();
    afterLargestPaint(start);
    load();
    await vi.advanceTimersByTimeAsync(paintReportGraceMs - 100);
    expect(start).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts on the first report on a page without a hero image', async () => {
    const start = vi.fn();
    afterLargestPaint(start);
    load();
    await vi.advanceTimersByTimeAsync(100);
    expect(start).not.toHaveBeenCalled();
    report([{ element: document.body }]);
    await vi.advanceTimersByTimeAsync(50);
    expect(start).toHaveBeenCalledTimes(1);
  });
});

describe('loadEnhancements', () => {
  const loaded = () =>
    [...document.querySelectorAll('script[type="module"]')].map((script) => ({
      src: script.getAttribute('src'),
      inTemplate: script.closest('template') !== null,
      parent: script.parentElement?.tagName,
    }));

  it('puts the template’s script in the body once, after the load and a few frames', async () => {
    document.body.innerHTML =
      '<template data-enhancements><script type="module" src="/assets/x.js"></script></template>';
    loadEnhancements();
    await vi.advanceTimersByTimeAsync(1000);
    expect(loaded(), 'nothing before the load event').toEqual([]);

    load();
    await vi.advanceTimersByTimeAsync(100);
    expect(loaded()).toEqual([{ src: '/assets/x.js', inTemplate: false, parent: 'BODY' }]);

    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    load();
    await vi.advanceTimersByTimeAsync(100);
    expect(loaded()).toHaveLength(1);
  });
});

describe('client:afterpaint', () => {
  const island = () => document.createElement('astro-island');
  const options = { name: 'EnquiryForm', value: '' };

  it('hydrates the island when the enhancement modules have started, not before', async () => {
    const hydrate = vi.fn();
    const loadIsland = vi.fn(() => Promise.resolve(hydrate));
    await afterPaintDirective(loadIsland, options, island());
    expect(loadIsland).not.toHaveBeenCalled();
    window.dispatchEvent(new Event(readyEvent));
    await vi.advanceTimersByTimeAsync(0);
    expect(loadIsland).toHaveBeenCalledOnce();
    expect(hydrate).toHaveBeenCalledOnce();
  });

  it('hydrates at once on a page whose modules have already started', async () => {
    document.documentElement.setAttribute(readyAttribute, 'true');
    const hydrate = vi.fn();
    await afterPaintDirective(() => Promise.resolve(hydrate), options, island());
    await vi.advanceTimersByTimeAsync(0);
    expect(hydrate).toHaveBeenCalledOnce();
  });
});
