import type { PosterAsset, VideoAsset } from '~/lib/image-asset';
import type { FirstScreenPicture } from '~/lib/picture-preload';
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
/** Screens below 768 px draw the poster's phone crop, and no video plays over it. */
export const phoneScreens = '(max-width: 767.98px)';

/** How wide the poster is drawn on wider screens: the whole width. */
export const posterSizes = '100vw';

/**
 * The phone crop (`phone-poster`, upright, 400 and 600 px wide) sits under the heading behind a
 * dark scrim, where a third of a screen's pixel density is as sharp as the wide poster ever was
 * there: a 390 px phone at 3x takes the 400 px file, 3-4 KB where the wide poster's phone file
 * was 10-11 KB, so the largest paint comes sooner (bench/decisions.md, "The font, the phone's
 * poster").
 */
export const phonePosterSizes = '34vw';

/** A hero's poster as the page draws it: the phone crop on narrow screens, the wide files above. */
export function posterPicture(poster: PosterAsset): FirstScreenPicture {
  return {
    image: poster,
    sizes: posterSizes,
    narrow: { media: phoneScreens, image: poster.phone, sizes: phonePosterSizes },
  };
}

export function BackgroundVideo({ video, className = '' }: BackgroundVideoProps) {
  return (
    <div aria-hidden="true" className={`absolute inset-0 -z-20 overflow-hidden ${className}`}>
      <ResponsiveImage
        {...posterPicture(video.poster)}
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
