/**
 * Every collection of the site's content: where its entries live and the schema each entry
 * must meet (src/content/schemas/). A build, `npm run check:content` and the development
 * server all refuse an entry that does not, naming the file, the field and what was expected.
 */
import { defineCollection } from 'astro:content';
import { orderedGlob } from './content/loaders';
import { teamFolder, teamMember } from './content/schemas/team';

const team = defineCollection({
  loader: orderedGlob({ pattern: '*.yml', base: teamFolder }),
  schema: teamMember,
});

export const collections = { team };
