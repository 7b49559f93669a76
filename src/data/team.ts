/**
 * Server-only: the team on /about-us, in order, each photo encoded for the page
 * (src/content/team/, checked by src/content/schemas/team.ts).
 */
import { getCollection } from 'astro:content';
import type { TeamMember } from '~/content/types';
import { resolveImage } from '~/lib/images';
import { inOrder } from './order';

export const team: readonly TeamMember[] = await Promise.all(
  inOrder(await getCollection('team')).map(async ({ data }) => {
    const { order, photo, photoAlt, ...member } = data;
    return { ...member, image: await resolveImage(photo, 'portrait', photoAlt) };
  }),
);
