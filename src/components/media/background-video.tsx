import type { VideoAsset } from '~/lib/image-asset';
import { mediaUrl } from '~/lib/urls';
import { ResponsiveImage } from './responsive-image';
import { dataModule } from '~/lib/data-module';

export interface BackgroundVideoProps {
  /** Its poster resolved at build time by src/lib/images.ts; the video served as it is. */
  video: VideoAsset;
  className?: string;
}

/**
 * A decorative looping hero video. The poster is in the HTML and is the largest paint; the
 * <video> waits, inert, in a <template> until the enhancement script
 * (src/scripts/background-video.ts) plays it after the page has loaded, on screens at
 * least 768 px wide, without reduced motion or Save-Data, so small or careful devices never
 * fetch a video byte.
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
          <source src={mediaUrl(`${video.path}.webm`)} type="video/webm" />
          <source src={mediaUrl(`${video.path}.mp4`)} type="video/mp4" />
        </video>
      </template>
    </div>
  );
}
