/**
 * The name of an entry in a list (a person, a project, a plan): one text box, marked required,
 * checked by the schema's own rule. The entry's file is named after it when the entry is made
 * ('Maya Patel' → team/maya-patel.yaml, and the folder of its pictures), and keeps that name
 * afterwards, so renaming a person changes the words on the site and not the file a page or a
 * link may point at. The marketer never sees or types a file name.
 */
import { useState } from 'react';
import type { FormFieldInputProps, SlugFormField } from '@keystatic/core';
import { TextField } from '@keystar/ui/text-field';
import type { z } from 'astro/zod';
import { problemWith } from './checks';

/** The name as written in the file, and the file's name ('' until the entry is first saved). */
export interface EntryName {
  name: string;
  slug: string;
}

/** A file name from an entry's name: lower-case letters and figures joined by '-'. */
export function fileNameFor(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function entryName(
  label: string,
  schema: z.ZodType,
  description?: string,
): SlugFormField<EntryName, EntryName, string, string> {
  const problem = (value: EntryName, others?: ReadonlySet<string>): string | undefined => {
    const refused = problemWith(schema, value.name);
    if (refused) return refused;
    const file = value.slug || fileNameFor(value.name);
    if (file === '') return `Write the ${label.toLowerCase()} with at least one letter or figure.`;
    if (value.slug === '' && others?.has(file))
      return `Another entry of this list already has the ${label.toLowerCase()} “${value.name}”: give this one its own.`;
    return undefined;
  };
  const read = (value: unknown): string => (typeof value === 'string' ? value : '');
  return {
    kind: 'form',
    formKind: 'slug',
    label,
    Input: (props) => (
      <EntryNameInput {...props} label={label} description={description} problem={problem} />
    ),
    defaultValue: () => ({ name: '', slug: '' }),
    parse: (value, args) => ({ name: read(value), slug: args?.slug ?? '' }),
    serialize: (value) => ({ value: value.name }),
    serializeWithSlug: (value) => ({
      value: value.name,
      slug: value.slug || fileNameFor(value.name),
    }),
    validate(value, args) {
      const message = problem(value, args?.slugField?.slugs);
      if (message) throw new Error(message);
      return value;
    },
    reader: {
      parse(value) {
        return read(value);
      },
      parseWithSlug(value) {
        return read(value);
      },
    },
  };
}

function EntryNameInput({
  label,
  description,
  problem,
  ...props
}: FormFieldInputProps<EntryName> & {
  label: string;
  description?: string;
  problem: (value: EntryName) => string | undefined;
}) {
  const [left, setLeft] = useState(false);
  return (
    <TextField
      label={label}
      description={description}
      autoFocus={props.autoFocus}
      value={props.value.name}
      onChange={(name) => props.onChange({ ...props.value, name })}
      onBlur={() => setLeft(true)}
      isRequired
      errorMessage={props.forceValidation || left ? problem(props.value) : undefined}
    />
  );
}
