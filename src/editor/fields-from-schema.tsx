/**
 * The editor's fields, made from the content schemas (src/content/schemas/) as their public
 * JSON Schema tells them (zod's `z.toJSONSchema`, the form Astro writes to .astro/collections/):
 * the same fields, in the same order and shape, with the schema's limits and words. A new field
 * in a schema appears in the editor by itself; fields-from-schema.test.ts fails if one ever does
 * not.
 *
 *   type string         → a text box checked by the field's own zod rule (checked-text.tsx);
 *                         of several lines when the schema's `.meta()` says `multiline`
 *   contentMediaType    → an upload into the entry's folder, named after it: a picture
 *                         (`image/…`, checked by the rules of its `imageFamily`,
 *                         named-picture.tsx) or a video (`video/…`, named-video.ts)
 *   enum                → a drop-down of the schema's options
 *   reference (`.meta`) → a drop-down of that collection's entries by name, writing the
 *                         entry's file name (team-member.tsx: an article's author)
 *   const               → a value the schema fixes (the site's language): kept, not shown
 *   type integer        → a number box with no thousands separator (whole-number.tsx)
 *   type number, boolean, format date → Keystatic's own number, checkbox and date fields
 *   type object         → the fields of the group, together
 *   type array          → a list that adds, removes and drags its items, holding from
 *                         minItems to maxItems of them; a list of words from a fixed set
 *                         (items with `enum`) is a checkbox per word (checked-choices.tsx)
 *   oneOf (a list's items) → a list of blocks, one kind per `{ discriminant, value }` option
 *
 * A field's label is its `title` (`.meta({ title })`) or else made from its name; its help is
 * its `description` (`.describe()`), then `editorHelp` (what the editor itself does about it).
 */
import { fields, type ComponentSchema, type FormFieldStoredValue } from '@keystatic/core';
import { z } from 'astro/zod';
import { imageFamilies, type ImageFamily } from '~/lib/image-family';
import { checkedChoices } from './checked-choices';
import { checkedText } from './checked-text';
import { namedPicture } from './named-picture';
import { namedVideo } from './named-video';
import { teamMember } from './team-member';
import { wholeNumber } from './whole-number';

/** Whose pictures these are: an entry of a list (named by its file), or a page. */
export interface PicturePlace {
  /** The page's file name ('about-us') for a page's own pictures; none in a list. */
  page?: string;
}

/** The number, in each node of the JSON Schema, of the zod rule the node was made from. */
const ruleKey = 'x-rule';

/** What the editor reads of a node of the JSON Schema. */
interface JsonField {
  type?: string;
  title?: string;
  description?: string;
  properties?: Record<string, JsonField>;
  required?: string[];
  /** `false` after `prefixItems`: no more items than those. */
  items?: JsonField | false;
  prefixItems?: JsonField[];
  minItems?: number;
  maxItems?: number;
  oneOf?: JsonField[];
  anyOf?: JsonField[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  format?: string;
  contentMediaType?: string;
  /** A picture's `.meta({ imageFamily })`: what it is shown as (src/config/image-encoding.json). */
  imageFamily?: ImageFamily;
  /** `.meta({ multiline: true })`: words that run to sentences. */
  multiline?: boolean;
  /** `.meta({ editorHelp })`: what the editor does about the field, after its description. */
  editorHelp?: string;
  /** `.meta({ reference })`: the field names an entry of that collection, by its file name. */
  reference?: string;
  [ruleKey]?: number;
}

/** A schema's JSON Schema, and the zod rules its nodes were made from (for the text boxes). */
interface Reading {
  rules: z.ZodType[];
  place: PicturePlace;
}

/** The editor's fields for an object schema's fields, in the schema's order. */
export function fieldsOf(
  schema: z.ZodObject,
  place: PicturePlace,
): Record<string, ComponentSchema> {
  const rules: z.ZodType[] = [];
  const json = z.toJSONSchema(schema, {
    // The fields as the file holds them: a price may be written as a bare figure.
    io: 'input',
    // A date has no JSON Schema of its own: its field says `format: 'date'` by `.meta()`.
    unrepresentable: 'any',
    // Each node keeps the number of the zod rule it was made from, so a text box checks what
    // is typed with the build's own rule and shows its own words.
    override: ({ zodSchema, jsonSchema }) => {
      jsonSchema[ruleKey] = rules.push(zodSchema as unknown as z.ZodType) - 1;
    },
  }) as JsonField;
  return objectFields(json, { rules, place });
}

function objectFields(json: JsonField, reading: Reading): Record<string, ComponentSchema> {
  return Object.fromEntries(
    Object.entries(json.properties ?? {}).map(([key, field]) => [
      key,
      fieldFor(key, field, !(json.required ?? []).includes(key), reading),
    ]),
  );
}

/** The editor's field for one field of a schema; `optional`: the file may leave it out. */
function fieldFor(
  key: string,
  json: JsonField,
  optional: boolean,
  reading: Reading,
): ComponentSchema {
  const label = json.title ?? labelFrom(key);
  const help = [json.description, json.editorHelp].filter(Boolean).join(' ');
  const description = help === '' ? undefined : help;
  if (json.type === 'object')
    return fields.object(objectFields(json, reading), { label, description });
  if (json.type === 'array') return listField(label, description, json, reading);
  if (json.enum) return choice(label, description, json.enum.map(String), optional);
  if (json.const !== undefined) return fixedValue(label, String(json.const));
  switch (json.type) {
    case 'boolean':
      return fields.checkbox({ label, description });
    case 'integer':
      return wholeNumber({ label, description, required: !optional, ...limits(json) });
    case 'number':
      return fields.number({
        label,
        description,
        validation: { isRequired: !optional, ...limits(json) },
      });
    case 'string': {
      const upload = { label, description, validation: { isRequired: !optional } };
      if (json.contentMediaType?.startsWith('image/'))
        return namedPicture(upload, familyOf(key, json), reading.place.page);
      if (json.contentMediaType?.startsWith('video/'))
        return namedVideo(upload, reading.place.page);
      if (json.reference !== undefined)
        return referenceField(key, label, description, json, reading);
      return checkedText({
        label,
        description,
        schema: ruleOf(json, reading, key),
        optional,
        multiline: json.multiline === true,
      });
    }
  }
  if (json.format === 'date')
    return fields.date({ label, description, validation: { isRequired: !optional } });
  throw new Error(
    `The editor has no field for "${key}", ${JSON.stringify(json)} in the content schema's JSON Schema: add one in src/editor/fields-from-schema.tsx.`,
  );
}

/** What a picture field is shown as, which its upload checks the chosen file for. */
function familyOf(key: string, json: JsonField): ImageFamily {
  if (json.imageFamily && imageFamilies.includes(json.imageFamily)) return json.imageFamily;
  throw new Error(
    `The picture "${key}" in the content schema says not what it is shown as: its schema's .meta() needs an imageFamily (${imageFamilies.join(', ')}).`,
  );
}

/** 'photoAlt' → 'Photo alt', 'heroStats' → 'Hero stats'. */
function labelFrom(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A number's bounds; zod's bounds of a safe integer are no limit a marketer meets. */
function limits(json: JsonField): { min?: number; max?: number } {
  const bound = (value?: number) =>
    value === undefined || Math.abs(value) >= Number.MAX_SAFE_INTEGER ? undefined : value;
  return { min: bound(json.minimum), max: bound(json.maximum) };
}

/** The zod rule a text node was made from. */
function ruleOf(json: JsonField, reading: Reading, key: string): z.ZodType {
  const rule = json[ruleKey] === undefined ? undefined : reading.rules[json[ruleKey]];
  if (!rule) throw new Error(`The editor found no rule for "${key}" in the content schema.`);
  return rule;
}

/** A field naming an entry of another collection: the collections the editor can offer. */
function referenceField(
  key: string,
  label: string,
  description: string | undefined,
  json: JsonField,
  reading: Reading,
): ComponentSchema {
  if (json.reference === 'team')
    return teamMember({ label, description, schema: ruleOf(json, reading, key) });
  throw new Error(
    `The editor cannot offer the entries of "${json.reference}" for "${key}": add them in src/editor/fields-from-schema.tsx.`,
  );
}

/**
 * A value the schema allows only one of (the site's language, `en_US`; the closing call to
 * action's anchor): written back as it is, never shown, as there is nothing to choose.
 */
function fixedValue(label: string, value: string): ComponentSchema {
  return {
    kind: 'form',
    label,
    // The one option, for the check that the editor's options are the build's.
    options: [{ label: value, value }],
    Input: () => null,
    defaultValue: () => value,
    parse: () => value,
    serialize: () => ({ value }),
    validate: () => value,
    reader: { parse: () => value },
  } as ComponentSchema;
}

/** A drop-down of the schema's options; an optional one can also be left unset. */
function choice(
  label: string,
  description: string | undefined,
  values: readonly string[],
  optional: boolean,
): ComponentSchema {
  const options = values.map((value) => ({ label: value, value }));
  if (!optional) return fields.select({ label, description, options, defaultValue: values[0]! });
  const select = fields.select({
    label,
    description,
    options: [{ label: 'Not set', value: '' }, ...options],
    defaultValue: '',
  });
  return {
    ...select,
    parse: (value: FormFieldStoredValue) => (value === undefined ? '' : select.parse(value)),
    serialize: (value: string) => ({ value: value === '' ? undefined : value }),
  };
}

/**
 * A list: its items' fields, a name for each item in the list (its name, title or first words),
 * and how many items it holds (Keystatic checks the count itself, in its own words). A list
 * whose items are sections of several kinds (`{ discriminant, value }`) is a list of blocks.
 */
function listField(
  label: string,
  description: string | undefined,
  json: JsonField,
  reading: Reading,
): ComponentSchema {
  // A list of a fixed number of items (two buttons) is a tuple: `prefixItems`, one per item.
  const fixed = json.prefixItems?.length;
  const max = json.maxItems ?? fixed;
  const length = { min: json.minItems ?? fixed ?? 0, ...(max === undefined ? {} : { max }) };
  const item = (json.items || json.prefixItems?.[0]) ?? {};
  if (item.enum && !fixed)
    return checkedChoices({
      label,
      description,
      values: item.enum.map(String),
      schema: ruleOf(json, reading, label),
    });
  const kinds = item.oneOf ?? item.anyOf;
  if (kinds)
    return fields.blocks(blocksOf(kinds, reading), {
      label,
      description,
      validation: { length },
    });
  return fields.array(fieldFor('item', item, false, reading), {
    label,
    description,
    validation: { length },
    itemLabel: (props) => itemName(props),
  });
}

/** The kinds of a section list: each `{ discriminant: <kind>, value: {…} }` option is a block. */
function blocksOf(kinds: JsonField[], reading: Reading) {
  return Object.fromEntries(
    kinds.map((option) => {
      const kind = String(option.properties?.discriminant?.const);
      const value = option.properties?.value ?? {};
      const schema = fieldFor(kind, value, false, { ...reading, place: {} });
      return [kind, { label: value.title ?? labelFrom(kind), schema }];
    }),
  );
}

/** What names an item in a list: the first of these fields with words in it. */
const namingFields = [
  'name',
  'title',
  'address',
  'label',
  'question',
  'year',
  'network',
  'value',
  'text',
  'figure',
  'alt',
];

function itemName(props: unknown): string {
  const item = props as { value?: unknown; fields?: Record<string, { value?: unknown }> };
  if (typeof item.value === 'string') return item.value;
  for (const key of namingFields) {
    const value = item.fields?.[key]?.value;
    if (typeof value === 'string' && value !== '') return value;
    if (typeof value === 'number') return String(value);
  }
  return '';
}
