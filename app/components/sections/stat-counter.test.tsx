// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StatCounter, formatStat } from './stat-counter';

const stat = { value: 200, suffix: '+', label: 'Projects completed' };

let observerCallback: IntersectionObserverCallback | undefined;
let observed: Element[] = [];

function mockEnvironment({ reducedMotion }: { reducedMotion: boolean }) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reducedMotion && query.includes('reduce'),
    media: query,
  }));
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback) {
        observerCallback = callback;
      }
      observe(element: Element) {
        observed.push(element);
      }
      unobserve() {}
      disconnect() {}
    },
  );
}

/** What the observer reports for the counter: where it is, and how much of it shows. */
function report(top: number, intersectionRatio: number) {
  const target = observed.at(-1)!;
  act(() =>
    observerCallback?.(
      [
        {
          target,
          isIntersecting: intersectionRatio > 0,
          intersectionRatio,
          boundingClientRect: { top, bottom: top + 40 } as DOMRect,
        } as IntersectionObserverEntry,
      ],
      {} as IntersectionObserver,
    ),
  );
}

function animatedText(container: HTMLElement): string | null | undefined {
  return container.querySelector('[aria-hidden="true"]')?.textContent;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  // watch-viewport keeps one shared observer for the whole file, so its callback stays.
  observed = [];
});

describe('StatCounter', () => {
  it('formats figures without separators, so a year stays a year', () => {
    expect(formatStat(200, '+')).toBe('200+');
    expect(formatStat(2015, '')).toBe('2015');
  });

  it('renders the final value, also for screen readers, and keeps it when the counter starts in view', () => {
    mockEnvironment({ reducedMotion: false });
    const { container } = render(<StatCounter stat={stat} />);
    expect(animatedText(container)).toBe('200+');
    expect(screen.getByText('200+', { selector: '.sr-only' })).toBeInTheDocument();
    report(100, 1);
    expect(animatedText(container)).toBe('200+');
  });

  it('shows the final value at once with reduced motion, even off screen', () => {
    mockEnvironment({ reducedMotion: true });
    const { container } = render(<StatCounter stat={stat} />);
    expect(animatedText(container)).toBe('200+');
    expect(observed).toHaveLength(0);
  });

  it('counts up from 0 to the final value once an off-screen counter scrolls into view', () => {
    mockEnvironment({ reducedMotion: false });
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      frames.push(callback),
    );
    vi.spyOn(performance, 'now').mockReturnValue(0);
    const { container } = render(<StatCounter stat={stat} />);
    report(5000, 0);
    expect(animatedText(container)).toBe('0+');
    expect(screen.getByText('200+', { selector: '.sr-only' })).toBeInTheDocument();

    // A sliver in view is not enough; half of it is.
    report(800, 0.2);
    expect(frames).toHaveLength(0);
    report(600, 0.6);
    act(() => frames.shift()?.(750));
    const midway = Number.parseInt(animatedText(container) ?? '', 10);
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(200);
    act(() => frames.shift()?.(1500));
    expect(animatedText(container)).toBe('200+');
    expect(frames).toHaveLength(0);
  });
});
