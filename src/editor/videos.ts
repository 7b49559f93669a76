/**
 * The editor's video fields: the file's name as the entry writes it
 * ('./web-hosting/web-hosting.mp4'), marked as a video. The file itself is checked by the
 * build and `npm run check:content` (src/content/videos.ts), which read it; the editor runs in
 * a browser, where the schemas' file checks cannot.
 */
import { z } from 'astro/zod';
import type { VideoContext, VideoField } from '~/content/schemas/video-field';

const fileName: VideoField = (format) => z.string().meta({ contentMediaType: `video/${format}` });

export const editorVideos: VideoContext = { video: fileName };
