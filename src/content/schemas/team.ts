import { z } from 'astro/zod';
import { altText, order, type PictureContext, strict, text } from './fields';

export const teamFolder = 'src/content/team';

/** A team member on /about-us: one YAML file each in src/content/team/, the photo in a folder of the same name. */
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
