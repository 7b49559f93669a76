/**
 * Server-only: the about page's copy (src/content/pages/about-us.yaml) and its hero video,
 * encoded; src/pages/about-us.astro hands them, with the team, to the page component.
 */
import type { VideoAsset } from '~/lib/image-asset';
import { pagesFolder } from '~/content/schemas/pages';
import { resolvePoster } from '~/lib/images';
import { heroVideo } from '~/lib/videos';
import { singleEntry } from './entry';

export const aboutCopy = await singleEntry(
  'aboutPage',
  'about-us',
  'src/content/pages/about-us.yaml',
);

export const aboutMeta = { ...aboutCopy.seo, path: '/about-us' };

/** The hero's poster (decorative, so its alt text is empty), and its video if it has one. */
export const aboutHeroVideo: VideoAsset = heroVideo(
  await resolvePoster(aboutCopy.poster),
  pagesFolder,
  { mp4: aboutCopy.video, webm: aboutCopy.videoWebm },
);
