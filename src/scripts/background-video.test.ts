// @vitest-environment happy-dom
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BackgroundVideo } from '~/components/media/background-video';
import { initModules } from './enhance';

const WIDE = '(min-width: 768px)';
const REDUCED = '(prefers-reduced-motion: reduce)';

/**
 * A matchMedia whose answers the test sets: `set(query, matches)` flips a query and fires
 * the `change` listeners registered for it, as a resized window or a changed setting would.
 */
function stubMatchMedia(initial: Record<string, boolean>) {
  const state: Record<string, boolean> = { ...initial };
  const listeners = new Map<string, Set<() => void>>();
  const matchMedia = vi.fn((query: string) => {
    const set = listeners.get(query) ?? new Set<() => void>();
    listeners.set(query, set);
    return {
      media: query,
      get matches() {
        return state[query] ?? false;
      },
      addEventListener: (_type: string, listener: () => void) => set.add(listener),
      removeEventListener: (_type: string, listener: () => void) => set.delete(listener),
    } as unknown as MediaQueryList;
  });
  vi.stubGlobal('matchMedia', matchMedia);
  return {
    matchMedia,
    set(query: string, matches: boolean) {
      state[query] = matches;
      for (const listener of [...(listeners.get(query) ?? [])]) listener();
    },
  };
}

function stubSaveData(saveData: boolean) {
  Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData } });
}

/** The hero as prerendered: poster, and the video waiting in its <template>. */
function renderHero() {
  const host = document.createElement('div');
  host.innerHTML = renderToStaticMarkup(
    createElement(BackgroundVideo, {
      video: {
        sources: [
          { src: '/assets/home.a1b2c3.webm', type: 'video/webm' },
          { src: '/assets/home.d4e5f6.mp4', type: 'video/mp4' },
        ],
        poster: {
          sources: [],
          src: '/assets/home.h.jpg',
          srcSet: '/assets/home.h.jpg 1280w',
          width: 1280,
          height: 720,
          alt: '',
          phone: {
            sources: [],
            src: '/assets/home.p.jpg',
            srcSet: '/assets/home.p.jpg 400w',
            width: 400,
            height: 711,
            alt: '',
          },
        },
      },
    }),
  );
  document.body.append(host);
}

const videos = () => document.querySelectorAll('video');
const templates = () => document.querySelectorAll('template[data-background-video]');

beforeEach(() => {
  renderHero();
});

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'connection');
  document.body.replaceChildren();
});

describe('initBackgroundVideo, started by initModules', () => {
  it('adds no video on a narrow screen', () => {
    stubMatchMedia({ [WIDE]: false, [REDUCED]: false });
    initModules();
    expect(videos()).toHaveLength(0);
    expect(templates()).toHaveLength(1);
  });

  it('adds no video on a wide screen when reduced motion is preferred', () => {
    stubMatchMedia({ [WIDE]: true, [REDUCED]: true });
    initModules();
    expect(videos()).toHaveLength(0);
    expect(templates()).toHaveLength(1);
  });

  it('adds no video on a wide screen when Save-Data is on, even after a later change', () => {
    const media = stubMatchMedia({ [WIDE]: false, [REDUCED]: false });
    stubSaveData(true);
    initModules();
    media.set(WIDE, true);
    expect(videos()).toHaveLength(0);
    expect(templates()).toHaveLength(1);
  });

  it('replaces the template with its muted video on a wide screen, motion and data allowed', () => {
    stubMatchMedia({ [WIDE]: true, [REDUCED]: false });
    stubSaveData(false);
    initModules();
    expect(templates()).toHaveLength(0);
    expect(videos()).toHaveLength(1);
    const video = videos()[0]!;
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
    expect([...video.querySelectorAll('source')].map((source) => source.type)).toEqual([
      'video/webm',
      'video/mp4',
    ]);
    // The poster stays beneath, and the video sits where the template was.
    expect(document.querySelector('img')).not.toBeNull();
    expect(video.previousElementSibling?.tagName).toBe('PICTURE');
  });

  it('marks the video as playing once it plays, for the CSS fade-in', () => {
    stubMatchMedia({ [WIDE]: true, [REDUCED]: false });
    initModules();
    const video = videos()[0]!;
    expect(video.dataset.playing).toBeUndefined();
    video.dispatchEvent(new Event('playing'));
    expect(video.dataset.playing).toBe('');
  });

  it('starts the video when a narrow screen becomes wide, once only', () => {
    const media = stubMatchMedia({ [WIDE]: false, [REDUCED]: false });
    initModules();
    expect(videos()).toHaveLength(0);
    media.set(WIDE, true);
    expect(videos()).toHaveLength(1);
    media.set(WIDE, false);
    media.set(WIDE, true);
    expect(videos()).toHaveLength(1);
  });

  it('starts the video when reduced motion is turned off', () => {
    const media = stubMatchMedia({ [WIDE]: true, [REDUCED]: true });
    initModules();
    expect(videos()).toHaveLength(0);
    media.set(REDUCED, false);
    expect(videos()).toHaveLength(1);
  });

  it('puts the still poster back when reduced motion is turned on, and plays again when it is off', () => {
    const media = stubMatchMedia({ [WIDE]: true, [REDUCED]: false });
    initModules();
    const video = videos()[0]!;
    const pause = vi.spyOn(video, 'pause').mockImplementation(() => {});
    media.set(REDUCED, true);
    expect(pause).toHaveBeenCalled();
    expect(videos()).toHaveLength(0);
    expect(templates()).toHaveLength(1);
    media.set(REDUCED, false);
    expect(videos()).toHaveLength(1);
    expect(templates()).toHaveLength(0);
  });

  it('asks nothing of the browser on a page without a hero video', () => {
    document.body.replaceChildren();
    const media = stubMatchMedia({ [WIDE]: true, [REDUCED]: false });
    initModules();
    expect(media.matchMedia).not.toHaveBeenCalled();
    expect(videos()).toHaveLength(0);
  });
});
