/**
 * The content editor, Keystatic, at /keystatic while `npm run edit` runs: it edits the files
 * of src/content/ on this computer, with the fields, rules and words of their schemas
 * (src/editor/). It is never part of the built site. The editor of the live site, which
 * signs in through Keystatic Cloud and publishes to the repository, is src/editor/live/.
 */
import { config } from '@keystatic/core';
import { collections, singletons, ui } from './src/editor/content';

export default config({ storage: { kind: 'local' }, ui, collections, singletons });
