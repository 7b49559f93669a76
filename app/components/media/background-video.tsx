import { useEffect, useRef, useState } from 'react';
import type { VideoAsset } from '~/content/types';
import { mediaUrl } from '~/lib/urls';
import { ResponsiveImage } from './responsive-image';

export interface BackgroundVideoProps {
  video: VideoAsset;
  className?: string;
}

/**
 * A decorative looping hero video. The poster is in the prerendered HTML
 * and is the largest paint; the <video> is only created after the page has
 * loaded, on screens at least 768 px wide, without reduced motion or
 * Save-Data, so small or careful devices never fetch a video byte.
 */
export function BackgroundVideo({ video, className = '' }: BackgroundVideoProps) {
  const allowed = useVideoAllowed();
  return (
    <div aria-hidden="true" className={`absolute inset-0 -z-20 overflow-hidden ${className}`}>
      <ResponsiveImage
        image={video.poster}
        sizes="100vw"
        priority
        className="absolute inset-0 size-full object-cover"
      />
      {allowed && <LoopingVideo video={video} />}
    </div>
  );
}

/** The video itself: fades in over the poster once it is actually playing. */
function LoopingVideo({ video }: { video: VideoAsset }) {
  const [playing, setPlaying] = useState(false);
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    // React does not reflect `muted` as an attribute; autoplay needs the property.
    if (ref.current) ref.current.muted = true;
  }, []);
  return (
    <video
      ref={ref}
      autoPlay
      muted
      loop
      playsInline
      disablePictureInPicture
      preload="auto"
      tabIndex={-1}
      aria-hidden="true"
      onPlaying={() => setPlaying(true)}
      className={`absolute inset-0 size-full object-cover transition-opacity duration-700 ${playing ? 'opacity-100' : 'opacity-0'}`}
    >
      <source src={mediaUrl(`${video.path}.webm`)} type="video/webm" />
      <source src={mediaUrl(`${video.path}.mp4`)} type="video/mp4" />
    </video>
  );
}

/** True once the page has loaded on a wide screen with motion and data to spare. */
function useVideoAllowed(): boolean {
  const [allowed, setAllowed] = useState(false);
  useEffect(() => {
    const wide = window.matchMedia('(min-width: 768px)');
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)');
    const connection = (navigator as Navigator & { connection?: { saveData?: boolean } })
      .connection;
    let loaded = document.readyState === 'complete';
    const update = () =>
      setAllowed(loaded && wide.matches && !reduced.matches && connection?.saveData !== true);
    const onLoad = () => {
      loaded = true;
      update();
    };
    update();
    window.addEventListener('load', onLoad, { once: true });
    wide.addEventListener('change', update);
    reduced.addEventListener('change', update);
    return () => {
      window.removeEventListener('load', onLoad);
      wide.removeEventListener('change', update);
      reduced.removeEventListener('change', update);
    };
  }, []);
  return allowed;
}
