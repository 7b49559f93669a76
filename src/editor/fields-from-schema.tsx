/**
 * The editor's fields, made from the content schemas (src/content/schemas/): the same fields,
 * in the same order and shape, with the schema's rules and words. A new field in a schema
 * appears in the editor by itself; fields-from-schema.test.ts fails if one ever does not.
 *
 *   words           → a text box checked by the field's own rule (checked-text.tsx)
 *   a picture       → an upload into the entry's folder, named after it (`<entry>/<entry>.<ext>`)
 *   a video         → the same, as a file upload (named-video.ts)
 *   a choice        → a drop-down of the schema's options
 *   a choice        → a drop-down of the schema's options; a value the schema fixes (the
 *                     site's language) is kept in the file and not shown
 *   a whole number  → a number box with no thousands separator (whole-number.tsx)
 *   a number, a yes/no, a date → Keystatic's own number, checkbox and date fields
 *   a group         → the fields of the group, together
 *   a list          → a list that adds, removes and drags its items into order
 *   a list of sections of several kinds → a list of blocks, one kind per block
 */
import { fields, type ComponentSchema, type FormFieldStoredValue } from '@keystatic/core';
import type { z } from 'astro/zod';
import { listProblem } from './checks';
import { checkedText } from './checked-text';
import { fieldHelp, fieldLabel } from './labels';
import { namedPicture } from './named-picture';
import { namedVideo } from './named-video';
import { wholeNumber } from './whole-number';

/** Whose pictures these are: an entry of a list (named by its file), or a page. */
export interface PicturePlace {
  /** The page's file name ('about-us') for a page's own pictures; none in a list. */
  page?: string;
}

/** Fields whose words run to sentences get a box of several lines. */
const longWords = new Set([
  'answer',
  'description',
  'hint',
  'intro',
  'lead',
  'loadNote',
  'noScript',
  'paragraphs',
  'quote',
  'subtitle',
  'summary',
  'text',
]);

type AnySchema = z.ZodType;

/** What a schema says about a field, read through the wrappers around its type. */
interface Reading {
  /** The type itself: a string, an object, a list… */
  inner: AnySchema;
  /** The field may be left out. */
  optional: boolean;
  title?: string;
  description?: string;
  contentMediaType?: string;
}

function read(schema: AnySchema): Reading {
  const reading: Reading = { inner: schema, optional: false };
  for (let node = schema; ;) {
    const meta = (node.meta() ?? {}) as Record<string, unknown>;
    reading.title ??= typeof meta.title === 'string' ? meta.title : undefined;
    reading.description ??= typeof meta.description === 'string' ? meta.description : undefined;
    reading.contentMediaType ??=
      typeof meta.contentMediaType === 'string' ? meta.contentMediaType : undefined;
    const def = node.def as {
      type: string;
      innerType?: AnySchema;
      in?: AnySchema;
      out?: AnySchema;
    };
    if (def.type === 'optional' || def.type === 'default') {
      reading.optional = true;
      node = def.innerType!;
    } else if (def.type === 'pipe') {
      // A preprocess step (a price written as a bare figure) is a pipe from a transform into
      // the real type; the field is the real type.
      node = (def.in!.def.type === 'transform' ? def.out : def.in)!;
    } else {
      reading.inner = node;
      return reading;
    }
  }
}

/** The editor's fields for an object schema's fields, in the schema's order. */
export function fieldsOf(
  schema: z.ZodObject,
  place: PicturePlace,
): Record<string, ComponentSchema> {
  return Object.fromEntries(
    Object.entries(schema.shape).map(([key, field]) => [
      key,
      fieldFor(key, field as AnySchema, place),
    ]),
  );
}

/** The editor's field for one field of a schema. */
export function fieldFor(key: string, schema: AnySchema, place: PicturePlace): ComponentSchema {
  const { inner, optional, title, contentMediaType, ...reading } = read(schema);
  const label = fieldLabel(key, title);
  const description = fieldHelp(key, reading.description);
  const def = inner.def as { type: string };
  switch (def.type) {
    case 'object':
      return fields.object(fieldsOf(inner as z.ZodObject, place), { label, description });
    case 'array':
      return listField(
        label,
        description,
        schema,
        (inner as z.ZodArray).element as AnySchema,
        place,
      );
    case 'tuple': {
      const [item] = (inner as z.ZodTuple).def.items as AnySchema[];
      return listField(label, description, schema, item!, place);
    }
    case 'enum':
      return choice(label, description, (inner as z.ZodEnum).options.map(String), optional);
    case 'literal': {
      const values = [...(inner as z.ZodLiteral).values].map(String);
      return values.length === 1
        ? fixedValue(label, values[0]!)
        : choice(label, description, values, false);
    }
    case 'boolean':
      return fields.checkbox({ label, description });
    case 'number': {
      const number = inner as z.ZodNumber;
      const min = number.minValue ?? undefined;
      const max =
        number.maxValue === Number.MAX_SAFE_INTEGER ? undefined : (number.maxValue ?? undefined);
      // A whole number's format is 'safeint' (or int32, uint32…).
      return number.format?.includes('int')
        ? wholeNumber({ label, description, required: !optional, min, max })
        : fields.number({ label, description, validation: { isRequired: !optional, min, max } });
    }
    case 'date':
      return fields.date({ label, description, validation: { isRequired: !optional } });
    case 'string':
      if (contentMediaType?.startsWith('image/')) {
        return namedPicture(
          { label, description, validation: { isRequired: !optional } },
          place.page,
        );
      }
      if (contentMediaType?.startsWith('video/')) {
        return namedVideo(
          { label, description, validation: { isRequired: !optional } },
          place.page,
        );
      }
      return checkedText({ label, description, schema, optional, multiline: longWords.has(key) });
    default:
      throw new Error(
        `The editor has no field for "${key}", a ${def.type} in the content schema: add one in src/editor/fields-from-schema.tsx.`,
      );
  }
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
 * and the schema's limits on how many it holds. A list whose items are sections of several kinds
 * (`{ discriminant, value }`) is a list of blocks.
 */
function listField(
  label: string,
  description: string | undefined,
  list: AnySchema,
  item: AnySchema,
  place: PicturePlace,
): ComponentSchema {
  const { inner } = read(item);
  const validation = { length: lengthLimits(list) };
  return (inner.def as { type: string }).type === 'union'
    ? fields.blocks(blocksOf(inner as z.ZodDiscriminatedUnion), { label, description, validation })
    : fields.array(fieldFor('item', item, place), {
        label,
        description,
        validation,
        itemLabel: (props) => itemName(props),
      });
}

/**
 * How many items the schema lets a list hold, found by asking it (Keystatic checks the count
 * itself, in its own words).
 */
function lengthLimits(list: AnySchema): { min?: number; max?: number } {
  const fits = (count: number) => listProblem(list, count) === undefined;
  let min = 0;
  while (min < 20 && !fits(min)) min += 1;
  if (fits(100)) return { min };
  let max = min;
  while (fits(max + 1)) max += 1;
  return { min, max };
}

/** The kinds of a section list: each `{ discriminant: <kind>, value: {…} }` option is a block. */
function blocksOf(union: z.ZodDiscriminatedUnion) {
  return Object.fromEntries(
    (union.options as unknown as z.ZodObject[]).map((option) => {
      const kind = [...(option.shape.discriminant as z.ZodLiteral).values].map(String)[0]!;
      const value = option.shape.value as AnySchema;
      const { title } = read(value);
      return [kind, { label: fieldLabel(kind, title), schema: fieldFor(kind, value, {}) }];
    }),
  );
}

/** What names an item in a list: the first of these fields with words in it. */
const namingFields = ['name', 'title', 'label', 'question', 'year', 'network', 'value', 'text'];

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
