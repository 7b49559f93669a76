import { getEntry, type CollectionEntry, type CollectionKey } from 'astro:content';
import { ContentRefusal } from '~/lib/content-refusal';

/**
 * The one entry of a single-file collection, such as a page's copy. A missing file stops the
 * build with its name, rather than a page rendering without its words.
 */
export async function singleEntry<C extends CollectionKey>(
  collection: C,
  id: string,
  file: string,
): Promise<CollectionEntry<C>['data']> {
  const entry = (await getEntry(collection, id)) as CollectionEntry<C> | undefined;
  if (!entry) throw new ContentRefusal(`${file} is missing: the site needs it to build.`);
  return entry.data;
}
