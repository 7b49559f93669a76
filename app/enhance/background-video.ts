import { prefersReducedMotion } from './motion';

/**
 * Hero videos (components/media/background-video.tsx): once the page has loaded, on a
 * screen at least 768 px wide, without reduced motion or Save-Data, each video waiting in
 * its <template> is put in the page, muted, and fades in over the poster when it plays.
 * A screen that grows wide later, or a visitor who turns reduced motion off, gets it then;
 * a visitor who turns reduced motion on gets the still poster back.
 */
export function playBackgroundVideos(root: ParentNode = document) {
  const waiting = [
    ...root.querySelectorAll<HTMLTemplateElement>('template[data-background-video]'),
  ];
  if (waiting.length === 0) return;
  const playing: { template: HTMLTemplateElement; video: HTMLVideoElement }[] = [];
  const wide = window.matchMedia('(min-width: 768px)');
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)');
  const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection
    ?.saveData;

  const update = () => {
    if (prefersReducedMotion()) {
      for (const { template, video } of playing.splice(0)) {
        video.pause();
        video.replaceWith(template);
        waiting.push(template);
      }
      return;
    }
    if (!wide.matches || saveData === true) return;
    for (const template of waiting.splice(0)) {
      const video = start(template);
      if (video) playing.push({ template, video });
    }
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
