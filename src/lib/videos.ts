/**
 * Server-only: the address each page's background video is served at. The videos an entry
 * names (src/content/videos.ts checks them) are files in the entries' own folders; Vite
 * publishes each one as it is, under /assets/ with a content hash in its name
 * (web-hosting.<hash>.mp4), where every host caches it for a year and `build.assetsPrefix`
 * moves it with the pictures. Under `astro dev` the same call gives the file's development
 * address. Only the videos a page uses are kept in the site: integrations/unused-videos.mjs
 * removes the rest after the build.
 */
import path from 'node:path';
import type { VideoFormat } from '~/content/schemas/video-field';
import type { VideoAsset, VideoSource } from './image-asset';

/**
 * Every video file in a folder beside a service page or a page's file, by its path from the
 * project's root. The schemas accept a video only in such a folder (schemas/video-file.ts).
 */
const published = import.meta.glob<string>(
  ['/src/content/service-pages/*/*.{mp4,webm}', '/src/content/pages/*/*.{mp4,webm}'],
  { query: '?url', import: 'default', eager: true },
);

const mediaType: Record<VideoFormat, VideoSource['type']> = {
  webm: 'video/webm',
  mp4: 'video/mp4',
};

/**
 * The sources of an entry's background video, WebM first (usually the smaller file), for the
 * files it names (`./web-hosting/web-hosting.mp4`, under `folder`); none when it names none.
 */
export function videoSources(
  folder: string,
  files: Partial<Record<VideoFormat, string>>,
): VideoSource[] {
  return (['webm', 'mp4'] as const).flatMap((format) => {
    const file = files[format];
    if (file === undefined) return [];
    const key = `/${path.posix.join(folder, file)}`;
    const src = published[key];
    if (src === undefined)
      throw new Error(
        `${folder}: the video "${file}" is not among the files the build publishes. Put it in the page's own folder, next to its picture.`,
      );
    return [{ src, type: mediaType[format] }];
  });
}

/** A page's hero backdrop: the poster, and the video over it where the entry names one. */
export function heroVideo(
  poster: VideoAsset['poster'],
  folder: string,
  files: Partial<Record<VideoFormat, string>>,
): VideoAsset {
  return { poster, sources: videoSources(folder, files) };
}
