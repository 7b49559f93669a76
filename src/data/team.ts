/**
 * Server-only: the team on /about-us, in order, each photo encoded for the page
 * (src/content/team/, checked by src/content/schemas/team.ts).
 */
import { getCollection } from 'astro:content';
import type { TeamMemberEntry } from '~/content/schemas/team';
import type { ImageAsset } from '~/lib/image-asset';
import { resolveImage } from '~/lib/images';
import { inOrder } from './order';

export type TeamMember = Pick<TeamMemberEntry, 'name' | 'role' | 'linkedin'> & {
  /** The photo, with its alt text. */
  image: ImageAsset;
};

export const team: readonly TeamMember[] = await Promise.all(
  inOrder(await getCollection('team')).map(async ({ data }) => ({
    name: data.name,
    role: data.role,
    linkedin: data.linkedin,
    image: await resolveImage(data.photo, 'portrait', data.photoAlt),
  })),
);
