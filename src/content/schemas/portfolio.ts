import { z } from 'astro/zod';
import { altText, order, type PictureContext, strict, text, webAddress, sentences } from './fields';

export const projectsFolder = 'src/content/portfolio';
export const homeProjectsFolder = 'src/content/home-projects';

/** A project on /portfolio; the first tag is its category. */
export const project = ({ picture }: PictureContext) =>
  strict({
    order,
    name: text('the project’s name'),
    url: webAddress('the live site’s address').meta({ title: 'Web address' }),
    tags: z
      .array(text('each tag'))
      .min(1, { error: 'Give at least one tag: the first is the category.' }),
    description: sentences('what the project did'),
    image: picture('mockup', projectsFolder).describe(
      'A screenshot of at least 1200 × 750 pixels; it is cropped to 16:10 around its centre.',
    ),
    imageAlt: altText.meta({ title: 'Picture description (alt text)' }),
  });

/** A client site teased on the home page. */
export const homeProject = ({ picture }: PictureContext) =>
  strict({
    order,
    title: text('the project’s name'),
    description: sentences('what the project did'),
    link: webAddress('the live site’s address'),
    image: picture('teaser', homeProjectsFolder).describe(
      'A screenshot of at least 1200 × 750 pixels; it is cropped to 16:10 around its centre.',
    ),
    imageAlt: altText.meta({ title: 'Picture description (alt text)' }),
  });

export type ProjectEntry = z.infer<ReturnType<typeof project>>;
export type HomeProjectEntry = z.infer<ReturnType<typeof homeProject>>;
