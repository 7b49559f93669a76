// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterPaintLoaderScript } from './after-paint-loader';

const loaded = () =>
  [...document.querySelectorAll('script[type="module"]')].map((script) =>
    script.getAttribute('src'),
  );

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('requestAnimationFrame', (frame: FrameRequestCallback) =>
    setTimeout(() => frame(performance.now()), 16),
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe('afterPaintLoaderScript', () => {
  it('loads the script as a module once, a frame after the page has loaded', async () => {
    new Function(afterPaintLoaderScript('/assets/enhance-abc.js'))();
    expect(loaded()).toEqual([]);
    await vi.advanceTimersByTimeAsync(100);
    expect(loaded()).toEqual(['/assets/enhance-abc.js']);
    document.dispatchEvent(new Event('keydown'));
    expect(loaded()).toHaveLength(1);
  });

  it('loads it at once when the visitor presses before the page has painted', async () => {
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    new Function(afterPaintLoaderScript('/assets/enhance-abc.js'))();
    expect(loaded()).toEqual([]);
    window.dispatchEvent(new Event('pointerdown'));
    expect(loaded()).toEqual(['/assets/enhance-abc.js']);
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(100);
    expect(loaded()).toHaveLength(1);
    Reflect.deleteProperty(document, 'readyState');
  });
});
