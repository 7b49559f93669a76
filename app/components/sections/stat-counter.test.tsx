// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StatCounter, formatStat } from './stat-counter';

const stat = { value: 200, suffix: '+', label: 'Projects completed' };

let observerCallback: IntersectionObserverCallback | undefined;

function mockEnvironment({
  reducedMotion,
  offScreen,
}: {
  reducedMotion: boolean;
  offScreen: boolean;
}) {
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
      observe() {}
      disconnect() {}
    },
  );
  const top = offScreen ? 5000 : 100;
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    top,
    bottom: top + 40,
  } as DOMRect);
}

function animatedText(container: HTMLElement): string | null | undefined {
  return container.querySelector('[aria-hidden="true"]')?.textContent;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  observerCallback = undefined;
});

describe('StatCounter', () => {
  it('formats figures without separators, so a year stays a year', () => {
    expect(formatStat(200, '+')).toBe('200+');
    expect(formatStat(2015, '')).toBe('2015');
  });

  it('renders the final value, also for screen readers, when the counter is already in view', () => {
    mockEnvironment({ reducedMotion: false, offScreen: false });
    const { container } = render(<StatCounter stat={stat} />);
    expect(animatedText(container)).toBe('200+');
    expect(screen.getByText('200+', { selector: '.sr-only' })).toBeInTheDocument();
    expect(observerCallback).toBeUndefined();
  });

  it('shows the final value at once with reduced motion, even off screen', () => {
    mockEnvironment({ reducedMotion: true, offScreen: true });
    const { container } = render(<StatCounter stat={stat} />);
    expect(animatedText(container)).toBe('200+');
    expect(observerCallback).toBeUndefined();
  });

  it('counts up from 0 to the final value once an off-screen counter scrolls into view', () => {
    mockEnvironment({ reducedMotion: false, offScreen: true });
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      frames.push(callback),
    );
    vi.spyOn(performance, 'now').mockReturnValue(0);
    const { container } = render(<StatCounter stat={stat} />);
    expect(animatedText(container)).toBe('0+');
    expect(screen.getByText('200+', { selector: '.sr-only' })).toBeInTheDocument();

    act(() =>
      observerCallback?.(
        [{ isIntersecting: true } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      ),
    );
    act(() => frames.shift()?.(750));
    const midway = Number.parseInt(animatedText(container) ?? '', 10);
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(200);
    act(() => frames.shift()?.(1500));
    expect(animatedText(container)).toBe('200+');
    expect(frames).toHaveLength(0);
  });
});
