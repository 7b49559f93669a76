/**
 * A page's background video: one or two files in the entry's own folder, like its pictures
 * ('./web-hosting/web-hosting.mp4'), both optional. Without one the page shows its poster at
 * every width and asks for no video. This module loads in the editor's browser too, so it only
 * describes the fields: the build's video fields (src/content/videos.ts) check the files
 * (schemas/video-file.ts), the editor's (src/editor/videos.ts) take the names as written.
 */
import type { z } from 'astro/zod';

/** The two formats a page offers: WebM first where the browser plays it, then MP4. */
export type VideoFormat = 'mp4' | 'webm';

/** The schema of a video field: a file of `format` in an entry's folder under `folder`. */
export type VideoField = (format: VideoFormat, folder: string) => z.ZodType<string, string>;

/** What the schemas with a background video are made with: `servicePage({ picture, video })`. */
export interface VideoContext {
  video: VideoField;
}

/** The fields of a page's background video, placed after its poster. */
export const backgroundVideoFields = (video: VideoField, folder: string) => ({
  video: video('mp4', folder).optional().meta({
    title: 'Background video (MP4)',
    description:
      'A short, silent loop that plays behind the opening on screens 768 pixels and wider, over the background picture; phones keep the picture. An MP4 file (H.264) of at most 10 MB in the page’s folder. Leave it empty for no video: the picture then shows at every width.',
  }),
  videoWebm: video('webm', folder).optional().meta({
    title: 'Background video, smaller copy (WebM)',
    description:
      'Optional: the same video as a WebM file (VP9), usually smaller; browsers that play WebM take it first.',
  }),
});
