/**
 * The content editor, Keystatic, at /keystatic while `npm run edit` runs: it edits the files
 * of src/content/ on this computer, with the fields, rules and words of their schemas
 * (src/editor/). It is never part of the built site.
 */
import { config } from '@keystatic/core';
import { collections, navigationGroups, singletons } from './src/editor/content';

export default config({
  storage: { kind: 'local' },
  ui: { brand: { name: 'Brightwave content' }, navigation: navigationGroups },
  collections,
  singletons,
});
