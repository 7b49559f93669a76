/**
 * One definition: the editor's fields must be the build's. Each collection's JSON Schema, as
 * Astro writes it from the build's own schemas (.astro/collections/, by `astro sync` in the
 * tests' global setup), is walked beside the editor's fields for it: a field in one and not the
 * other, a required field the editor lets go empty, a choice with other options, a limit or a
 * pattern the editor does not hold, each fails here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { ComponentSchema } from '@keystatic/core';
import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import keystaticConfig from '../../keystatic.config';
import { contentCollections, type CollectionName } from '~/content/collections';
import { familyMinimum, type ImageFamily } from '~/lib/image-family';
import { fieldsOf } from './fields-from-schema';

interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  format?: string;
  contentMediaType?: string;
  imageFamily?: ImageFamily;
  reference?: string;
}

const editor = {
  ...keystaticConfig.collections,
  ...keystaticConfig.singletons,
} as Record<string, { schema: Record<string, ComponentSchema>; slugField?: string }>;

/** The collections of src/content.config.ts: Astro writes a JSON Schema for each. */
const collectionNames = readdirSync('.astro/collections')
  .filter((file) => file.endsWith('.schema.json'))
  .map((file) => file.slice(0, -'.schema.json'.length));

const jsonSchemaOf = (name: string): JsonSchema =>
  JSON.parse(readFileSync(`.astro/collections/${name}.schema.json`, 'utf8')) as JsonSchema;

type Field = ComponentSchema & Record<string, unknown>;

/** Whether the editor's field refuses `value` (its own check, as on saving). */
function refuses(field: Field, value: unknown): boolean {
  try {
    (field.validate as (value: unknown, extra?: unknown) => unknown)(value, undefined);
    return false;
  } catch {
    return true;
  }
}

/** The first bytes of a PNG of `width` × `height`: all a picture's check reads of it. */
function pngHeader(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(24);
  const view = new DataView(bytes.buffer);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], 0);
  bytes.set(new TextEncoder().encode('IHDR'), 12);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
}

/** A picture the build refuses as too small for its family is refused; one just large enough is not. */
function pictureDifferences(family: ImageFamily, field: Field, where: string): string[] {
  const { width, height } = familyMinimum(family);
  const chosen = (w: number, h: number) => ({
    data: pngHeader(w, h),
    extension: 'png',
    filename: 'chosen.png',
  });
  const problems: string[] = [];
  if (!refuses(field, chosen(width - 1, height)))
    problems.push(`${where}: a ${family} picture, editor allows one too small`);
  if (refuses(field, chosen(width, height)))
    problems.push(`${where}: a ${family} picture, editor refuses one large enough`);
  return problems;
}

/** What differs between the build's schema and the editor's field at `path`. */
function differences(json: JsonSchema, field: Field, path: string, required: boolean): string[] {
  const where = path || '(entry)';
  if (json.oneOf ?? json.anyOf) {
    // A list of sections of several kinds: Keystatic's blocks, one kind per option.
    const options = (json.oneOf ?? json.anyOf)!;
    if (field.kind !== 'conditional') return [`${where}: the editor has no blocks here`];
    const values = field.values as Record<string, Field>;
    const kinds = options.map((option) => String(option.properties?.discriminant?.const));
    const problems = sameKeys(kinds, Object.keys(values), where);
    for (const option of options) {
      const kind = String(option.properties?.discriminant?.const);
      const value = values[kind];
      if (value && option.properties?.value)
        problems.push(...differences(option.properties.value, value, `${path}<${kind}>`, true));
    }
    return problems;
  }
  if (json.type === 'object') {
    if (field.kind !== 'object')
      return [`${where}: the editor has ${String(field.kind)}, not a group`];
    return objectDifferences(json, field.fields as Record<string, Field>, path);
  }
  if (json.type === 'array' && json.items?.enum) return choicesDifferences(json, field, where);
  if (json.type === 'array') {
    if (field.kind !== 'array') return [`${where}: the editor has no list here`];
    const problems: string[] = [];
    const limits = (field.validation as { length?: { min?: number; max?: number } } | undefined)
      ?.length;
    const items = json.prefixItems?.length;
    const min = json.minItems ?? items ?? 0;
    const max = json.maxItems ?? items;
    if ((limits?.min ?? 0) !== min)
      problems.push(`${where}: at least ${min} items, editor ${limits?.min}`);
    if (limits?.max !== max) problems.push(`${where}: at most ${max} items, editor ${limits?.max}`);
    const item = json.items ?? json.prefixItems?.[0];
    if (item) problems.push(...differences(item, field.element as Field, `${path}[]`, true));
    return problems;
  }
  if (field.kind !== 'form') return [`${where}: the editor has a ${String(field.kind)}`];
  if (json.enum ?? json.const !== undefined) {
    const values = json.enum ?? [json.const];
    const options = (field as { options?: { value: string }[] }).options;
    const editorValues = (options ?? []).map((option) => option.value).filter((v) => v !== '');
    if (JSON.stringify(editorValues) !== JSON.stringify(values.map(String)))
      return [
        `${where}: options ${JSON.stringify(values)}, editor ${JSON.stringify(editorValues)}`,
      ];
    return [];
  }
  if (json.type === 'boolean') return [];
  if (json.type === 'integer' || json.type === 'number') {
    const problems: string[] = [];
    if (required && !refuses(field, null)) problems.push(`${where}: required, editor allows empty`);
    if (json.minimum !== undefined && !refuses(field, json.minimum - 1))
      problems.push(`${where}: at least ${json.minimum}, editor allows less`);
    if (
      json.maximum !== undefined &&
      json.maximum < Number.MAX_SAFE_INTEGER &&
      !refuses(field, json.maximum + 1)
    )
      problems.push(`${where}: at most ${json.maximum}, editor allows more`);
    return problems;
  }
  if (/^(image|video)\//.test(json.contentMediaType ?? '')) {
    if (field.formKind !== 'asset') return [`${where}: a picture, editor has no upload`];
    const problems =
      required && !refuses(field, null) ? [`${where}: required picture, editor allows none`] : [];
    if (json.imageFamily) problems.push(...pictureDifferences(json.imageFamily, field, where));
    return problems;
  }
  if (json.reference !== undefined) return referenceDifferences(json, field, where, required);
  if (json.format === 'date-time' || json.format === 'date') {
    return required && !refuses(field, null) ? [`${where}: required date, editor allows none`] : [];
  }
  // Words.
  const problems: string[] = [];
  const empty = field.formKind === 'slug' ? { name: '', slug: 'x' } : '';
  const mayBeEmpty = !json.minLength && !json.pattern && !json.format;
  if (required && !mayBeEmpty && !refuses(field, empty))
    problems.push(`${where}: required, editor allows empty`);
  if (field.formKind === 'slug') return problems;
  // A field the file must hold is written even when empty.
  const written = (field.serialize as (value: string) => { value: unknown })('');
  if (required && mayBeEmpty && written.value === undefined)
    problems.push(`${where}: required, editor leaves it out when empty`);
  if (json.maxLength !== undefined && !refuses(field, 'x'.repeat(json.maxLength + 1)))
    problems.push(`${where}: at most ${json.maxLength} characters, editor allows more`);
  if (
    json.minLength !== undefined &&
    json.minLength > 1 &&
    !refuses(field, 'x'.repeat(json.minLength - 1))
  )
    problems.push(`${where}: at least ${json.minLength} characters, editor allows fewer`);
  if (json.pattern && !new RegExp(json.pattern).test('not it!') && !refuses(field, 'not it!'))
    problems.push(`${where}: must match ${json.pattern}, editor allows other words`);
  if (json.format === 'uri' && !refuses(field, 'not an address'))
    problems.push(`${where}: a web address, editor allows other words`);
  return problems;
}

/**
 * A list of words from a fixed set: the same words to choose from, and the list's limits held
 * (fewer than its least, more than its most, one word twice).
 */
function choicesDifferences(json: JsonSchema, field: Field, where: string): string[] {
  if (field.kind !== 'form') return [`${where}: the editor has ${String(field.kind)}, not choices`];
  const values = (json.items!.enum ?? []).map(String);
  const options = ((field as { options?: { value: string }[] }).options ?? []).map(
    (option) => option.value,
  );
  if (JSON.stringify(options) !== JSON.stringify(values))
    return [`${where}: choices ${JSON.stringify(values)}, editor ${JSON.stringify(options)}`];
  const problems: string[] = [];
  const min = json.minItems ?? 0;
  if (min > 0 && !refuses(field, values.slice(0, min - 1)))
    problems.push(`${where}: at least ${min}, editor allows fewer`);
  if (json.maxItems !== undefined && json.maxItems < values.length) {
    if (!refuses(field, values.slice(0, json.maxItems + 1)))
      problems.push(`${where}: at most ${json.maxItems}, editor allows more`);
  }
  if (refuses(field, values.slice(0, Math.max(min, 1))))
    problems.push(`${where}: the editor refuses ${Math.max(min, 1)} choice(s)`);
  return problems;
}

/** A field naming an entry of another collection: only an entry of it is accepted. */
function referenceDifferences(
  json: JsonSchema,
  field: Field,
  where: string,
  required: boolean,
): string[] {
  const { folder } = contentCollections[json.reference as CollectionName];
  const entries = readdirSync(folder)
    .filter((file) => file.endsWith('.yaml'))
    .map((file) => file.slice(0, -'.yaml'.length));
  const problems: string[] = [];
  if (required && !refuses(field, '')) problems.push(`${where}: required, editor allows none`);
  if (!refuses(field, 'no-such-entry-of-this-collection'))
    problems.push(`${where}: an entry of ${json.reference}, editor allows another name`);
  for (const entry of entries)
    if (refuses(field, entry)) problems.push(`${where}: the editor refuses ${entry}`);
  return problems;
}

function objectDifferences(
  json: JsonSchema,
  fields: Record<string, Field>,
  path: string,
  fileNameField?: string,
): string[] {
  const keys = Object.keys(json.properties ?? {}).filter((key) => key !== '$schema');
  const editorKeys = Object.keys(fields).filter((key) => key !== fileNameField);
  const problems = sameKeys(keys, editorKeys, path || '(entry)');
  for (const key of keys) {
    const field = fields[key];
    if (field)
      problems.push(
        ...differences(
          json.properties![key]!,
          field,
          path ? `${path}.${key}` : key,
          json.required?.includes(key) ?? false,
        ),
      );
  }
  return problems;
}

function sameKeys(build: string[], editorKeys: string[], where: string): string[] {
  const problems: string[] = [];
  for (const key of build)
    if (!editorKeys.includes(key)) problems.push(`${where}: "${key}" is not in the editor`);
  for (const key of editorKeys)
    if (!build.includes(key)) problems.push(`${where}: "${key}" is in the editor only`);
  if (problems.length === 0 && build.join() !== editorKeys.join())
    problems.push(`${where}: the editor's order ${editorKeys.join()} is not ${build.join()}`);
  return problems;
}

describe('the editor’s fields are the build’s', () => {
  it('has every collection, and nothing else', () => {
    expect(collectionNames.length).toBeGreaterThan(0);
    expect(Object.keys(editor).sort()).toEqual([...collectionNames].sort());
  });

  for (const name of collectionNames) {
    it(`matches the schema of ${name}`, () => {
      const entry = editor[name]!;
      // A file name that is the page's address is written nowhere in the file.
      const fileNameOnly = entry.slugField === 'address' ? 'address' : undefined;
      const fields = { ...entry.schema } as Record<string, Field>;
      // The Markdown of legal pages and articles is their body, not a field of the file's head.
      if (name === 'legal' || name === 'articles') delete fields.body;
      expect(objectDifferences(jsonSchemaOf(name), fields, '', fileNameOnly)).toEqual([]);
    });
  }
});

describe('an article’s address', () => {
  const address = editor.articles!.schema.address as Field;
  it('is refused as the loader refuses it: figures alone are a page of the list of articles', () => {
    expect(refuses(address, '2')).toBe(true);
    expect(refuses(address, 'Not An Address')).toBe(true);
    expect(refuses(address, 'what-2-do')).toBe(false);
  });
});

describe('what the editor reads of a schema', () => {
  const fixture = z.strictObject({
    photoAlt: z.string().min(1).meta({ title: 'Photo description' }),
    story: z
      .string()
      .refine((words) => words.includes('!'), { error: 'End the story with a bang!' })
      .meta({ multiline: true }),
    panel: z
      .strictObject({ text: z.string() })
      .describe('The panel.')
      .meta({ editorHelp: 'The editor keeps it.' }),
    heroStats: z.array(z.string()).min(1).max(3).optional(),
    buttons: z.tuple([z.string(), z.string()]),
    founded: z.number().int().min(1900).max(2100),
    when: z.coerce.date().meta({ format: 'date' }),
  });
  const fields = fieldsOf(fixture, {}) as Record<string, Field>;

  it('labels a field by its title, or else by its name', () => {
    expect(fields.photoAlt!.label).toBe('Photo description');
    expect(fields.heroStats!.label).toBe('Hero stats');
  });

  it('gives the description, then what the editor does about the field', () => {
    expect(fields.panel!.description).toBe('The panel. The editor keeps it.');
  });

  it('checks words with the schema’s own rule and words', () => {
    expect(() => (fields.story!.validate as (value: string) => void)('A tale.')).toThrow(
      'End the story with a bang!',
    );
    expect(refuses(fields.story!, 'A tale!')).toBe(false);
  });

  it('holds a list between its limits, and a tuple at its length', () => {
    expect(fields.heroStats!.validation).toEqual({ length: { min: 1, max: 3 } });
    expect(fields.buttons!.validation).toEqual({ length: { min: 2, max: 2 } });
  });

  it('makes a whole number with its limits, and a date', () => {
    expect(refuses(fields.founded!, 1899)).toBe(true);
    expect(refuses(fields.founded!, 2015)).toBe(false);
    expect(fields.when!.formKind).toBeUndefined();
    expect(refuses(fields.when!, null)).toBe(true);
  });
});
