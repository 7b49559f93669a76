// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  isWatched,
  report as reportAt,
  stubIntersectionObserver,
  stubReducedMotion,
} from './fake-viewport.test-support';
import type * as EnhanceModule from './enhance';

/** Reports where a 48 px counter is, and how much of it shows. */
const report = (element: HTMLElement, top: number, ratio: number) =>
  reportAt(element, top, 48, ratio);

/** Animation frames and the clock, driven by the test. */
let now = 0;
let frames: FrameRequestCallback[] = [];

/** Lets `ms` pass at 60 frames a second, running the frames requested along the way. */
function advance(ms: number) {
  const end = now + ms;
  while (now < end) {
    now = Math.min(end, now + 16);
    for (const frame of frames.splice(0)) frame(now);
  }
}

function counter(value: string, suffix: string | null, text: string): HTMLElement {
  const element = document.createElement('span');
  element.dataset.module = 'count-up';
  element.dataset.countUp = value;
  if (suffix !== null) element.dataset.countSuffix = suffix;
  element.textContent = text;
  document.body.append(element);
  return element;
}

let initModules: typeof EnhanceModule.initModules;
let countUpMs: number;

beforeEach(async () => {
  now = 1000;
  frames = [];
  stubIntersectionObserver();
  vi.stubGlobal('requestAnimationFrame', (frame: FrameRequestCallback) => frames.push(frame));
  vi.spyOn(performance, 'now').mockImplementation(() => now);
  stubReducedMotion(false);
  // A fresh watch-viewport, so each test gets its own observers.
  vi.resetModules();
  ({ initModules } = await import('./enhance'));
  ({ countUpMs } = await import('./count-up'));
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe('initCountUp, started by initModules', () => {
  it('keeps the final figure of a counter on screen at its first report, and stops watching it', () => {
    const element = counter('200', '+', '200+');
    initModules();
    report(element, 100, 1);
    expect(element.textContent).toBe('200+');
    expect(isWatched(element)).toBe(false);
    advance(countUpMs);
    expect(frames).toHaveLength(0);
    expect(element.textContent).toBe('200+');
  });

  it('resets an off-screen counter to 0 and counts up to the final figure over countUpMs', () => {
    const element = counter('200', '+', '200+');
    initModules();
    report(element, window.innerHeight + 1200, 0);
    expect(element.textContent).toBe('0+');

    report(element, 300, 1);
    advance(countUpMs / 2);
    const midway = Number.parseInt(element.textContent ?? '', 10);
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(200);
    expect(element.textContent).toMatch(/^\d+\+$/);

    advance(countUpMs / 2);
    expect(element.textContent).toBe('200+');
    expect(frames, 'no frame is requested once the count is done').toHaveLength(0);
    expect(isWatched(element)).toBe(false);
  });

  it('waits until half of the counter shows before counting', () => {
    const element = counter('40', '', '40');
    initModules();
    report(element, window.innerHeight + 500, 0);
    report(element, window.innerHeight - 10, 0.2);
    advance(countUpMs);
    expect(element.textContent).toBe('0');
    expect(isWatched(element)).toBe(true);

    report(element, window.innerHeight - 30, 0.6);
    advance(countUpMs);
    expect(element.textContent).toBe('40');
  });

  it('counts a figure without a suffix attribute as a bare number', () => {
    const element = counter('2015', null, '2015');
    initModules();
    report(element, window.innerHeight + 500, 0);
    expect(element.textContent).toBe('0');
    report(element, 200, 1);
    advance(countUpMs);
    expect(element.textContent).toBe('2015');
  });

  it('leaves every counter alone when reduced motion is preferred', () => {
    stubReducedMotion(true);
    const element = counter('200', '+', '200+');
    initModules();
    expect(isWatched(element)).toBe(false);
    advance(countUpMs);
    expect(element.textContent).toBe('200+');
  });

  it('leaves every counter alone where IntersectionObserver is missing', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const element = counter('200', '+', '200+');
    expect(() => initModules()).not.toThrow();
    // initModules catches a module's error; its init flag says initCountUp itself did not throw.
    expect(element).toHaveAttribute('data-count-up-init');
    expect(element.textContent).toBe('200+');
  });

  it('skips a counter whose value is not a number', () => {
    const broken = counter('lots', '+', 'lots+');
    const valid = counter('12', '', '12');
    initModules();
    expect(isWatched(broken)).toBe(false);
    expect(isWatched(valid)).toBe(true);
    expect(broken.textContent).toBe('lots+');
  });
});
