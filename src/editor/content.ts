/**
 * What the editor (`npm run edit`, /keystatic) shows: every collection of
 * src/content/collections.ts, under the name a marketer knows it by, with its fields made from
 * its schema, the files it reads and writes, and the page that shows it ("Preview" in an
 * entry's menu).
 *
 * A list (team, projects, services, plans) is a folder of entries, one file each; a new
 * entry's file is named after it (entry-name.tsx) and never shown, and so is the folder of its
 * pictures.
 * A page's own copy is one file.
 */
import { fields, singleton, type Collection, type ComponentSchema } from '@keystatic/core';
import type { z } from 'astro/zod';
import {
  contentCollections,
  menuGroups,
  type CollectionName,
  type ContentCollection,
} from '~/content/collections';
import { keepNamesRight } from './accessible-names';
import { entryName } from './entry-name';
import { fieldsOf } from './fields-from-schema';
import { legalText } from './legal-text';
import { articleText } from './article-text';
import { editorPictures } from './pictures';
import { editorVideos } from './videos';

type Of<Kind> = Extract<ContentCollection, { kind: Kind }>;

const schemaOf = (collection: ContentCollection) =>
  collection.schema({ ...editorPictures, ...editorVideos });

/** A page's copy: one YAML file, its pictures in a folder of the same name. */
function page(collection: Of<'file'>) {
  return singleton({
    label: collection.label,
    path: `${collection.folder}/${collection.file}`,
    format: { data: 'yaml' },
    previewUrl: collection.preview,
    schema: fieldsOf(schemaOf(collection), { page: collection.file }),
  });
}

/**
 * Pages whose file name is their address (the preview, with Keystatic's {slug} for the name),
 * written nowhere inside them; Markdown pages have their text as the body, the fields at its head.
 */
function addressedPages(collection: Of<'pages'>) {
  const markdown = collection.format === 'markdown';
  return {
    label: collection.label,
    path: `${collection.folder}/*`,
    format: markdown ? { contentField: 'body' } : { data: 'yaml' },
    slugField: 'address',
    previewUrl: collection.preview,
    schema: {
      address: fields.text({
        label: 'Address',
        description: `The file’s name, which is the page’s address: ${collection.example}. Lower-case words joined by -.${namedLikeNote(collection)}${renameNote}`,
        validation: {
          isRequired: true,
          pattern: {
            regex: /^[a-z0-9]+(-[a-z0-9]+)*$/,
            message: 'Write the address in lower-case words joined by -, like web-hosting.',
          },
        },
      }),
      ...fieldsOf(schemaOf(collection), {}),
      ...(markdown ? { body: legalText() } : {}),
    },
  } satisfies EditorCollection;
}

/**
 * What a rename does once the page is published (integrations/editor-addresses.ts, under
 * `npm run edit`; the live editor's saves go to GitHub untouched): Keystatic shows no message of
 * ours after a save, so the field says it before.
 */
const renameNote =
  ' Once the page is published, changing it must leave the old address leading to the new one: on your computer the save writes that in “Published addresses”; on the live editor, write it there yourself (under “Leads to”).';

/** For pages named like another folder's entries: the rule the build applies to their name. */
function namedLikeNote({ namedLike }: Of<'pages'>): string {
  return namedLike
    ? ` It must be the file name of its ${namedLike.what} in ${namedLike.folder}/, or the site is not built.`
    : '';
}

/**
 * Articles: Markdown files whose name is their address, the fields at the head, the text as
 * the body, written with the editor's Markdown editor (article-text.tsx). The list shows each
 * article's title, publication date (a day to come: scheduled) and whether it is a draft.
 */
function articles(collection: Of<'articles'>) {
  const schemaFields = fieldsOf(schemaOf(collection), {});
  return {
    label: collection.label,
    path: `${collection.folder}/*`,
    format: { contentField: 'body' },
    slugField: 'address',
    columns: ['title', 'pubDate', 'draft'],
    previewUrl: collection.preview,
    schema: {
      address: fields.text({
        label: 'Address',
        description: `The file’s name, which is the article’s address: ${collection.example}. Lower-case words joined by -.${renameNote}`,
        validation: {
          isRequired: true,
          // As the loader (src/content/loaders.ts): figures alone are a page of the list.
          pattern: {
            regex: /^(?![0-9]+$)[a-z0-9]+(-[a-z0-9]+)*$/,
            message: `Write the address in lower-case words joined by -, like ${collection.example.split('/').at(-1)}. Figures alone, like 2, are a page of the list of articles.`,
          },
        },
      }),
      ...schemaFields,
      draft: listedAs(schemaFields.draft!, 'Draft', ''),
      body: articleText(collection.folder),
    },
  } satisfies EditorCollection;
}

/**
 * A checkbox whose column in the list says `yes` for a ticked box and `no` otherwise, rather
 * than Keystatic's true and false. The list's column is the only reader of `reader.parse`: the
 * site reads the file itself.
 */
function listedAs(field: ComponentSchema, yes: string, no: string): ComponentSchema {
  if (field.kind !== 'form') throw new Error('Only a checkbox is listed in words.');
  return {
    ...field,
    reader: { parse: (value: unknown) => (value === true ? yes : no) },
  } as ComponentSchema;
}

/** A folder of entries, one YAML file each, named by the entry's `named.key` field. */
function list(collection: Of<'list'>) {
  const schema = schemaOf(collection);
  const { key, label } = collection.named;
  const schemaFields: Record<string, ComponentSchema> = {
    ...fieldsOf(schema, {}),
    [key]: entryName(label, schema.shape[key] as z.ZodType),
  };
  return {
    label: collection.label,
    path: `${collection.folder}/*`,
    format: { data: 'yaml' },
    slugField: key,
    // The list shows each entry's name as the site shows it, and its position.
    columns: [key, ...('order' in schema.shape ? ['order'] : [])],
    previewUrl: collection.preview,
    schema: schemaFields,
  } satisfies EditorCollection;
}

/** A folder of entries; which field names each is known only when the schema is read. */
type EditorCollection = Collection<Record<string, ComponentSchema>, string>;

type Collections = typeof contentCollections;

/** The collections of one kind: 'file' (a page's copy), or the folders of entries. */
type NamesOf<Kind> = {
  [Name in CollectionName]: Collections[Name]['kind'] extends Kind ? Name : never;
}[CollectionName];

const named = Object.entries(contentCollections) as [CollectionName, ContentCollection][];

/** Each page's copy and each part of every page: one file. */
export const singletons = {} as Record<NamesOf<'file'>, ReturnType<typeof page>>;

/** Each folder of entries. */
export const collections = {} as Record<NamesOf<'list' | 'pages' | 'articles'>, EditorCollection>;

for (const [name, collection] of named) {
  if (collection.kind === 'file') Object.assign(singletons, { [name]: page(collection) });
  else if (collection.kind === 'list') Object.assign(collections, { [name]: list(collection) });
  else if (collection.kind === 'articles')
    Object.assign(collections, { [name]: articles(collection) });
  else Object.assign(collections, { [name]: addressedPages(collection) });
}

/** The editor's side menu, in the order a marketer meets the site. */
export const navigationGroups = Object.fromEntries(
  menuGroups.map((group) => [
    group,
    named.filter(([, collection]) => collection.group === group).map(([name]) => name),
  ]),
);

// In the editor's page (on this computer and on the live site), not where the config is read on
// the server: names Keystatic leaves out (accessible-names.ts).
if (typeof document !== 'undefined') keepNamesRight(document);

/** The editor's name and side menu, the same on this computer and on the live site. */
export const ui = { brand: { name: 'Brightwave content' }, navigation: navigationGroups };
