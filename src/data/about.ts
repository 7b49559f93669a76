/** Server-only: the about page's copy (src/content/pages/about-us.yaml) and its hero video. */
import type { VideoAsset } from '~/lib/image-asset';
import { pagesFolder } from '~/content/schemas/pages';
import { resolveImage } from '~/lib/images';
import { heroVideo } from '~/lib/videos';
import { singleEntry } from './entry';

const about = await singleEntry('aboutPage', 'about-us', 'src/content/pages/about-us.yaml');

export const aboutMeta = { ...about.seo, path: '/about-us' };
export const aboutHero = about.hero;
export const aboutStats = about.stats;
export const aboutStory = about.story;
export const timeline = about.timeline;
export const missionVision = about.missionVision;
export const coreValuesIntro = about.coreValuesIntro;
export const coreValues = about.coreValues;
export const teamIntro = about.teamIntro;
export const cultureIntro = about.cultureIntro;
export const cultureCards = about.cultureCards;
export const awardsIntro = about.awardsIntro;
export const awards = about.awards;
export const aboutClosing = about.closing;

/** The hero's poster (decorative, so its alt text is empty), and its video if it has one. */
export const aboutHeroVideo: VideoAsset = heroVideo(
  await resolveImage(about.poster, 'poster', ''),
  pagesFolder,
  { mp4: about.video, webm: about.videoWebm },
);
