import { z } from 'astro/zod';
import { altText, order, type PictureContext, strict, text } from './fields';

export const teamFolder = 'src/content/team';

/**
 * A team member: one YAML file each in src/content/team/, the photo in a folder of the same name.
 * Shown on /about-us while they work here, and on the articles they wrote for good.
 */
export const teamMember = ({ picture }: PictureContext) =>
  strict({
    name: text('the person’s name'),
    role: text('the person’s job title'),
    order,
    photo: picture('portrait', teamFolder).describe(
      'A photo of at least 640 × 640 pixels; it is cropped square around its centre.',
    ),
    photoAlt: altText.meta({ title: 'Photo description (alt text)' }),
    linkedin: z
      .string()
      .refine(isLinkedInProfile, {
        error: 'Give the address of a LinkedIn profile, like https://www.linkedin.com/in/name',
      })
      .meta({ title: 'LinkedIn profile' }),
    hasLeft: z
      .boolean({
        error:
          'Write hasLeft: true for someone who has left the agency, or hasLeft: false for someone who works here.',
      })
      .default(false)
      .describe(
        'Tick when this person no longer works here: they leave the team page, and the articles they wrote keep their name, photo and role. Keep their file: an article needs its author’s.',
      )
      .meta({ title: 'Has left the agency' }),
  });

export type TeamMemberEntry = z.infer<ReturnType<typeof teamMember>>;

/** https://www.linkedin.com/in/… (or a country subdomain such as in.linkedin.com). */
function isLinkedInProfile(address: string): boolean {
  if (!URL.canParse(address)) return false;
  const url = new URL(address);
  return (
    url.protocol === 'https:' &&
    /^([a-z]{2,3}\.)?linkedin\.com$/.test(url.hostname) &&
    /^\/in\/[^/]+\/?$/.test(url.pathname)
  );
}

/** The people the team page shows: everyone who has not left the agency. */
export function onTeamPage<Member extends { hasLeft: boolean }>(
  members: readonly Member[],
): Member[] {
  return members.filter((member) => !member.hasLeft);
}

/**
 * The refusal of an article whose author has no file in the team folder: misspelt, or deleted
 * when they left, which loses their byline. It names the article and the missing file.
 */
export function authorNotOnTeam(article: string, author: string, team: readonly string[]): string {
  const missing = `${teamFolder}/${author}.yaml`;
  const choices =
    team.length > 0
      ? `Write the file name of a team member (${teamFolder}/), one of: ${team.join(', ')}.`
      : `The team has no one in it (${teamFolder}/ holds no file), so no article has an author: put the team back first.`;
  return `${article}: author "${author}" is not on the team. ${choices} If they have left the agency, put their file ${missing} back, with their photo, and tick "Has left the agency" in it (hasLeft: true): the article keeps their name, photo and role, and the team page no longer shows them.`;
}
