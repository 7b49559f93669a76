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
export function BackgroundVideo({ video, className = '' }: BackgroundVideoProps) {
  return (
    <div aria-hidden="true" className={`absolute inset-0 -z-20 overflow-hidden ${className}`}>
      <ResponsiveImage
        image={video.poster}
        sizes="100vw"
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
