// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { pickCandidate, slotWidth } from '../../../integrations/first-paint-budget.mjs';
import type { VideoAsset } from '~/lib/image-asset';
import { BackgroundVideo, phonePosterSizes, phoneScreens, posterSizes } from './background-video';

const set = (format: string) =>
  [640, 1280, 1920].map((w) => `/assets/web-hosting.h_${w}.${format} ${w}w`).join(', ');
const phoneSet = (format: string) =>
  [400, 600].map((w) => `/assets/web-hosting.p_${w}.${format} ${w}w`).join(', ');
/** As src/data/ resolves a hero: the poster encoded, the video files published with a hash. */
const sources: VideoAsset['sources'] = [
  { src: '/assets/web-hosting.Dx4pQ1.webm', type: 'video/webm' },
  { src: '/assets/web-hosting.k9Ta2m.mp4', type: 'video/mp4' },
];
const poster: VideoAsset['poster'] = {
  sources: [
    { type: 'image/avif', srcSet: set('avif') },
    { type: 'image/webp', srcSet: set('webp') },
  ],
  src: '/assets/web-hosting.h_1920.jpg',
  srcSet: set('jpg'),
  width: 1920,
  height: 1080,
  alt: '',
  phone: {
    sources: [{ type: 'image/avif', srcSet: phoneSet('avif') }],
    src: '/assets/web-hosting.p_600.jpg',
    srcSet: phoneSet('jpg'),
    width: 600,
    height: 1067,
    alt: '',
  },
};

/**
 * The component as a visitor's browser gets it: prerendered HTML, parsed. Parsing is what
 * moves a <template>'s children into its inert content, which rendering with React in the
 * DOM would not do.
 */
function prerender(video: VideoAsset = { poster, sources }): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = renderToStaticMarkup(<BackgroundVideo video={video} />);
  document.body.append(host);
  return host;
}

function templateVideo(host: HTMLElement): HTMLVideoElement {
  const template = host.querySelector<HTMLTemplateElement>('template[data-background-video]');
  expect(template).not.toBeNull();
  const videos = template!.content.querySelectorAll('video');
  expect(videos).toHaveLength(1);
  return videos[0]!;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('BackgroundVideo', () => {
  it('renders the decorative poster eagerly and with high priority, as the largest paint', () => {
    const host = prerender();
    const img = host.querySelector('img');
    expect(img).not.toBeNull();
    expect(img).toHaveAttribute('alt', '');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('src', '/assets/web-hosting.h_1920.jpg');
    expect(host.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('puts no <video> in the page itself, so nothing fetches a video byte before the script', () => {
    const host = prerender();
    expect(host.querySelectorAll('video')).toHaveLength(0);
    expect(host.querySelectorAll('source[src$=".webm"], source[src$=".mp4"]')).toHaveLength(0);
  });

  it('keeps one muted, looping, inline video in its template', () => {
    const element = templateVideo(prerender());
    expect(element).toHaveAttribute('muted');
    expect(element).toHaveAttribute('loop');
    expect(element).toHaveAttribute('playsinline');
    expect(element).toHaveAttribute('autoplay');
    expect(element).toHaveAttribute('aria-hidden', 'true');
    expect(element).toHaveAttribute('tabindex', '-1');
  });

  it('offers the files in the order given, each with its type', () => {
    const element = templateVideo(prerender());
    expect(
      [...element.querySelectorAll('source')].map((source) => ({
        type: source.getAttribute('type'),
        src: source.getAttribute('src'),
      })),
    ).toEqual(sources);
  });

  it('offers only the file an entry names when it names one format', () => {
    const element = templateVideo(prerender({ poster, sources: sources.slice(1) }));
    expect([...element.querySelectorAll('source')].map((s) => s.getAttribute('src'))).toEqual([
      sources[1]!.src,
    ]);
  });

  it('shows the poster alone, with nothing to play, when the entry names no video', () => {
    const host = prerender({ poster, sources: [] });
    expect(host.querySelector('img')).toHaveAttribute('src', poster.src);
    expect(host.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
    expect(host.querySelectorAll('template, video, source[src]')).toHaveLength(0);
    expect(host.querySelector('[data-module]')).toBeNull();
  });
});

describe('the poster on a phone', () => {
  it('is its upright crop, first and for narrow screens alone, in AVIF and as a JPEG', () => {
    const host = prerender();
    const sources = [...host.querySelectorAll('source')];
    expect(sources.map((source) => [source.getAttribute('media'), source.type])).toEqual([
      [phoneScreens, 'image/avif'],
      [phoneScreens, 'image/jpeg'],
      [null, 'image/avif'],
      [null, 'image/webp'],
    ]);
    expect(sources[0]).toHaveAttribute('srcset', poster.phone.sources[0]!.srcSet);
    expect(sources[1]).toHaveAttribute('srcset', poster.phone.srcSet);
  });

  it('is the 400 px crop on a 390 px phone at 3x and on the speed guard’s phone, 600 px on a small tablet', () => {
    const srcset = phoneSet('avif');
    expect(pickCandidate(srcset, slotWidth(phonePosterSizes, 390), 3)?.url).toContain('_400.');
    expect(pickCandidate(srcset, slotWidth(phonePosterSizes, 412), 1.75)?.url).toContain('_400.');
    expect(pickCandidate(srcset, slotWidth(phonePosterSizes, 767), 2)?.url).toContain('_600.');
  });

  it('is the wide poster at the screen’s width from 768 px', () => {
    const srcset = set('avif');
    expect(pickCandidate(srcset, slotWidth(posterSizes, 1280), 1)?.url).toContain('_1280.');
    expect(pickCandidate(srcset, slotWidth(posterSizes, 1440), 2)?.url).toContain('_1920.');
  });
});
