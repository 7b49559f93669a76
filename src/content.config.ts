/**
 * Every collection of the site's content (src/content/collections.ts), as Astro reads it: where
 * its entries live, through the loaders that check the files (src/content/loaders.ts), and the
 * schema each entry must meet (src/content/schemas/), with pictures and videos whose files are
 * checked. A build, `npm run check:content` and the development server all refuse an entry
 * that does not, naming the file, the field and what was expected.
 */
import { defineCollection, type SchemaContext } from 'astro:content';
import { contentCollections, type ContentCollection } from './content/collections';
import type { Loader } from 'astro/loaders';
import {
  articleGlob,
  checkedGlob,
  legalGlob,
  namedLikeGlob,
  orderedGlob,
  singleFile,
} from './content/loaders';
import { checkedPictures } from './content/pictures';
import { checkedVideos } from './content/videos';

/** The loader of a collection: its files, checked as a whole before their fields. */
function loaderOf(collection: ContentCollection) {
  switch (collection.kind) {
    case 'file':
      return singleFile(collection.folder, collection.file, collection.holds);
    case 'list':
      return orderedGlob({ pattern: '*.yaml', base: collection.folder });
    case 'pages':
      if (collection.format === 'markdown')
        return legalGlob({ pattern: '*.md', base: collection.folder });
      return collection.namedLike
        ? namedLikeGlob({ pattern: '*.yaml', base: collection.folder }, collection.namedLike)
        : checkedGlob({ pattern: '*.yaml', base: collection.folder });
    case 'articles':
      return articleGlob({ pattern: '*.md', base: collection.folder });
  }
}

/** Astro's collection: the files through their loader, each checked by the schema. */
function astroCollection(collection: ContentCollection) {
  return defineCollection({
    loader: loaderOf(collection),
    schema: (context: SchemaContext) =>
      collection.schema({ ...checkedPictures(context), ...checkedVideos() }),
  });
}

type Collections = typeof contentCollections;

/** Each collection, typed by its own schema: what `getCollection()` gives is typed from it. */
type AstroCollections = {
  [Name in keyof Collections]: {
    loader: Loader;
    schema: (context: SchemaContext) => ReturnType<Collections[Name]['schema']>;
  };
};

export const collections = Object.fromEntries(
  Object.entries(contentCollections).map(([name, collection]) => [
    name,
    astroCollection(collection),
  ]),
) as AstroCollections;
