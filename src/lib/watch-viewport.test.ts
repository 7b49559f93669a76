// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';

const created: FakeObserver[] = [];

class FakeObserver {
  observed = new Set<Element>();
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    created.push(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  report(target: Element, isIntersecting: boolean) {
    this.callback(
      [{ target, isIntersecting } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
}

vi.stubGlobal('IntersectionObserver', FakeObserver);
const { watchViewport } = await import('./watch-viewport');

describe('watchViewport', () => {
  it('shares one observer per set of options and marks each element’s first report', () => {
    const a = document.createElement('div');
    const b = document.createElement('div');
    const reports: string[] = [];
    watchViewport(a, { rootMargin: '0px 0px -10% 0px' }, ({ entry, first }) => {
      reports.push(`a ${first ? 'first' : 'later'} ${entry.isIntersecting}`);
    });
    watchViewport(b, { rootMargin: '0px 0px -10% 0px' }, ({ first }) => {
      reports.push(`b ${first ? 'first' : 'later'}`);
      return 'stop';
    });
    watchViewport(document.createElement('span'), { threshold: 0.5 }, () => {});
    expect(created).toHaveLength(2);

    const [shared] = created;
    shared!.report(a, false);
    shared!.report(b, false);
    shared!.report(a, true);
    expect(reports).toEqual(['a first false', 'b first', 'a later true']);
    // 'stop' ends the watch.
    expect(shared!.observed.has(b)).toBe(false);
    expect(shared!.observed.has(a)).toBe(true);
  });

  it('stops watching when the returned function is called', () => {
    const element = document.createElement('div');
    const watcher = vi.fn();
    const stop = watchViewport(element, { threshold: 0.5 }, watcher);
    const observer = created.find((o) => o.options.threshold === 0.5)!;
    stop();
    expect(observer.observed.has(element)).toBe(false);
    observer.report(element, true);
    expect(watcher).not.toHaveBeenCalled();
  });
});
