/**
 * Server-only, transitional: the pictures whose entries have not moved into content
 * collections yet (src/content/media.ts), encoded like every other picture.
 */
import { media, type HeroVideoSlug } from '~/content/media';
import type { MediaImage } from '~/content/types';
import type { ImageAsset, VideoAsset } from '~/lib/image-asset';
import { resolveImage } from '~/lib/images';

const resolve = (image: MediaImage) => resolveImage(image.master, image.family, image.alt);

async function resolveAll<K extends string>(
  pictures: Record<K, MediaImage>,
): Promise<Record<K, ImageAsset>> {
  const entries = Object.entries(pictures) as [K, MediaImage][];
  const resolved = await Promise.all(entries.map(([, image]) => resolve(image)));
  return Object.fromEntries(entries.map(([key], i) => [key, resolved[i]])) as Record<K, ImageAsset>;
}

export const images = {
  portfolio: await resolveAll(media.portfolio),
  teaser: await resolveAll(media.teaser),
};

export const heroVideos = Object.fromEntries(
  await Promise.all(
    Object.entries(media.heroVideos).map(async ([slug, video]) => [
      slug,
      { path: video.path, poster: await resolve(video.poster) },
    ]),
  ),
) as Record<HeroVideoSlug, VideoAsset>;
