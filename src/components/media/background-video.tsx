import type { VideoAsset } from '~/lib/image-asset';
import { ResponsiveImage } from './responsive-image';
import { dataModule } from '~/lib/data-module';

export interface BackgroundVideoProps {
  /**
   * Its poster encoded at build time by src/lib/images.ts, and the video files its entry names
   * (src/lib/videos.ts), if any.
   */
  video: VideoAsset;
  className?: string;
}

/**
 * A decorative looping hero video. The poster is in the HTML and is the largest paint; the
 * <video> waits, inert, in a <template> until the enhancement script
 * (src/scripts/background-video.ts) plays it after the page has loaded, on screens at
 * least 768 px wide, without reduced motion or Save-Data, so small or careful devices never
 * fetch a video byte. A page whose entry names no video shows the poster alone, at every
 * width, and has nothing to play.
 */
/**
 * How wide the poster is drawn, for the browser's choice of file. Below 768 px the poster sits
 * under the heading behind a dark scrim and no video replaces it, so a file of about 320 CSS px
 * per device pixel is sharp enough there: a phone like Lighthouse's (412 px at 1.75x) takes the
 * 640 px file instead of the 1280 px one, about 6 KB less before the first paint, which is the
 * room a marketer's photo as a page background needs (ARCHITECTURE.md, "First paint").
 */
export const posterSizes = '(min-width: 768px) 100vw, 320px';

export function BackgroundVideo({ video, className = '' }: BackgroundVideoProps) {
  return (
    <div aria-hidden="true" className={`absolute inset-0 -z-20 overflow-hidden ${className}`}>
      <ResponsiveImage
        image={video.poster}
        sizes={posterSizes}
        priority
        className="absolute inset-0 size-full object-cover"
      />
      {video.sources.length > 0 && (
        <template {...dataModule('background-video')} data-background-video="">
          <video
            autoPlay
            muted
            loop
            playsInline
            disablePictureInPicture
            preload="auto"
            tabIndex={-1}
            aria-hidden="true"
            className="absolute inset-0 size-full object-cover opacity-0 transition-opacity duration-700 data-playing:opacity-100"
          >
            {video.sources.map(({ src, type }) => (
              <source key={src} src={src} type={type} />
            ))}
          </video>
        </template>
      )}
    </div>
  );
}
