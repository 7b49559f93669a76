/**
 * Server-only: the build's video fields. The file an entry names is checked (where it is, its
 * kind, its size, and that a browser can play it: schemas/video-file.ts) when the content is
 * read, so `npm run check:content` and the build refuse it before a page asks for it. The name
 * is kept as written; src/lib/videos.ts publishes the file. src/content.config.ts makes every
 * schema with a background video with these.
 */
import { z } from 'astro/zod';
import type { VideoContext, VideoField } from './schemas/video-field';
import { videoFileProblem } from './schemas/video-file';

export function checkedVideos(): VideoContext {
  const video: VideoField = (format, folder) =>
    z
      .string({ error: `Give the file name of the video, e.g. ./page-name/page-name.${format}` })
      .superRefine(async (file, context) => {
        const problem = await videoFileProblem(folder, file, format);
        if (problem) context.addIssue({ code: 'custom', message: problem, fatal: true });
      })
      .meta({ contentMediaType: `video/${format}` });
  return { video };
}
