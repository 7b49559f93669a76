import { prefersReducedMotion } from './motion';

/**
 * Hero video (components/media/background-video.tsx): once the page has loaded, on a screen
 * at least 768 px wide, without reduced motion or Save-Data, the video waiting in this
 * <template> is put in the page, muted, and fades in over the poster when it plays. A screen
 * that grows wide later, or a visitor who turns reduced motion off, gets it then; a visitor
 * who turns reduced motion on gets the still poster back.
 */
export function initBackgroundVideo(template: HTMLElement): void {
  if (!(template instanceof HTMLTemplateElement)) return;
  const wide = window.matchMedia('(min-width: 768px)');
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)');
  const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection
    ?.saveData;
  let playing: HTMLVideoElement | undefined;

  const update = () => {
    if (prefersReducedMotion()) {
      if (!playing) return;
      playing.pause();
      playing.replaceWith(template);
      playing = undefined;
      return;
    }
    if (playing || !wide.matches || saveData === true) return;
    playing = start(template);
  };
  wide.addEventListener('change', update);
  reduced.addEventListener('change', update);
  update();
}

function start(template: HTMLTemplateElement): HTMLVideoElement | undefined {
  const video = template.content.querySelector('video')?.cloneNode(true);
  if (!(video instanceof HTMLVideoElement)) return undefined;
  // Autoplay needs the muted property; an attribute alone is not enough everywhere.
  video.muted = true;
  video.addEventListener('playing', () => (video.dataset.playing = ''), { once: true });
  template.replaceWith(video);
  return video;
}
