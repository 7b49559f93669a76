/**
 * Server-only: the team on /about-us, in order, each photo encoded for the page
 * (src/content/team/, checked by src/content/schemas/team.ts). Someone who has left the agency
 * is not on it; their articles still show them (src/data/insights.ts).
 */
import { getCollection } from 'astro:content';
import { onTeamPage } from '~/content/schemas/team';
import type { TeamMember } from '~/content/types';
import { resolveImage } from '~/lib/images';
import { inOrder } from './order';

export const team: readonly TeamMember[] = await Promise.all(
  onTeamPage(inOrder(await getCollection('team')).map(({ data }) => data)).map(async (data) => {
    const { order, photo, photoAlt, hasLeft, ...member } = data;
    return { ...member, image: await resolveImage(photo, 'portrait', photoAlt) };
  }),
);
