// @vitest-environment happy-dom
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { VideoAsset } from '~/content/types';
import { BackgroundVideo } from './background-video';

const video: VideoAsset = {
  path: 'video/web-hosting',
  poster: {
    path: 'poster/web-hosting',
    widths: [640, 1280, 1920],
    width: 1920,
    height: 1080,
    alt: '',
  },
};

type Listener = () => void;

/** A controllable matchMedia: `set(query, matches)` flips a query and fires its listeners. */
function mockMatchMedia(initial: Record<string, boolean>) {
  const state = { ...initial };
  const listeners = new Map<string, Set<Listener>>();
  window.matchMedia = vi.fn((query: string) => {
    const set = listeners.get(query) ?? new Set<Listener>();
    listeners.set(query, set);
    return {
      media: query,
      get matches() {
        return state[query] ?? false;
      },
      addEventListener: (_: string, fn: Listener) => set.add(fn),
      removeEventListener: (_: string, fn: Listener) => set.delete(fn),
    } as unknown as MediaQueryList;
  });
  return (query: string, matches: boolean) => {
    state[query] = matches;
    act(() => listeners.get(query)?.forEach((fn) => fn()));
  };
}

const WIDE = '(min-width: 768px)';
const REDUCED = '(prefers-reduced-motion: reduce)';

function setReadyState(value: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => value });
}

afterEach(() => {
  setReadyState('complete');
});

describe('BackgroundVideo', () => {
  it('always renders the decorative poster, eagerly', () => {
    mockMatchMedia({ [WIDE]: false });
    const { container } = render(<BackgroundVideo video={video} />);
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('alt', '');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('renders no <video> on a narrow screen', () => {
    mockMatchMedia({ [WIDE]: false, [REDUCED]: false });
    const { container } = render(<BackgroundVideo video={video} />);
    expect(container.querySelector('video')).toBeNull();
  });

  it('renders no <video> when reduced motion is preferred', () => {
    mockMatchMedia({ [WIDE]: true, [REDUCED]: true });
    const { container } = render(<BackgroundVideo video={video} />);
    expect(container.querySelector('video')).toBeNull();
  });

  it('waits for the load event, then mounts one muted looping video with WebM before MP4', () => {
    mockMatchMedia({ [WIDE]: true, [REDUCED]: false });
    setReadyState('loading');
    const { container } = render(<BackgroundVideo video={video} />);
    expect(container.querySelector('video')).toBeNull();
    act(() => {
      window.dispatchEvent(new Event('load'));
    });
    const videos = container.querySelectorAll('video');
    expect(videos).toHaveLength(1);
    const el = videos[0]!;
    expect(el.muted).toBe(true);
    expect(el.loop).toBe(true);
    expect(el).toHaveAttribute('aria-hidden', 'true');
    expect(el).toHaveAttribute('tabindex', '-1');
    expect(
      [...el.querySelectorAll('source')].map((s) => [
        s.getAttribute('type'),
        s.getAttribute('src'),
      ]),
    ).toEqual([
      ['video/webm', '/media/video/web-hosting.webm'],
      ['video/mp4', '/media/video/web-hosting.mp4'],
    ]);
  });

  it('unmounts the video when reduced motion switches on', () => {
    const set = mockMatchMedia({ [WIDE]: true, [REDUCED]: false });
    const { container } = render(<BackgroundVideo video={video} />);
    expect(container.querySelector('video')).not.toBeNull();
    set(REDUCED, true);
    expect(container.querySelector('video')).toBeNull();
  });

  it('respects Save-Data', () => {
    mockMatchMedia({ [WIDE]: true, [REDUCED]: false });
    Object.defineProperty(navigator, 'connection', {
      configurable: true,
      value: { saveData: true },
    });
    const { container } = render(<BackgroundVideo video={video} />);
    expect(container.querySelector('video')).toBeNull();
    Object.defineProperty(navigator, 'connection', { configurable: true, value: undefined });
  });
});
