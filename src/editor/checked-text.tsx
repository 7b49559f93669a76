/**
 * A text field of the editor checked by the content schema's own rule for it: the message under
 * the field, and the refusal to save, are the words the build would use.
 */
import { useState } from 'react';
import type { BasicFormField, FormFieldInputProps } from '@keystatic/core';
import { TextArea, TextField } from '@keystar/ui/text-field';
import type { z } from 'astro/zod';
import { problemWith } from './checks';

export interface CheckedTextOptions {
  label: string;
  description?: string;
  /** The schema's rule for this field. */
  schema: z.ZodType;
  /** An empty optional field is left out of the file. */
  optional: boolean;
  multiline: boolean;
}

export function checkedText(options: CheckedTextOptions): BasicFormField<string> {
  const problem = (value: string) =>
    options.optional && value === '' ? undefined : problemWith(options.schema, value);
  const read = (value: unknown): string => {
    if (value === undefined || value === null) return '';
    // A figure such as `price: 5.99` is read as a number; it is the words the schema checks.
    if (typeof value === 'number') return String(value);
    if (typeof value !== 'string') throw new Error(`${options.label}: expected words`);
    return value;
  };
  return {
    kind: 'form',
    label: options.label,
    Input: (props) => <CheckedTextInput {...props} options={options} problem={problem} />,
    defaultValue: () => '',
    parse: read,
    // An empty optional field is left out; a required one that may be empty ('' for a figure
    // with no suffix) is written as it is, since the schema needs it there.
    serialize: (value) => ({ value: value === '' && options.optional ? undefined : value }),
    validate(value) {
      const message = problem(value);
      if (message) throw new Error(message);
      return value;
    },
    reader: {
      parse(value) {
        const text = read(value);
        const message = problem(text);
        if (message) throw new Error(message);
        return text;
      },
    },
  };
}

function CheckedTextInput({
  options,
  problem,
  ...props
}: FormFieldInputProps<string> & {
  options: CheckedTextOptions;
  problem: (value: string) => string | undefined;
}) {
  // As Keystatic's own fields do: say what is wrong once the field is left, or on saving.
  const [left, setLeft] = useState(false);
  const Field = options.multiline ? TextArea : TextField;
  return (
    <Field
      label={options.label}
      description={options.description}
      autoFocus={props.autoFocus}
      value={props.value}
      onChange={props.onChange}
      onBlur={() => setLeft(true)}
      isRequired={!options.optional}
      errorMessage={props.forceValidation || left ? problem(props.value) : undefined}
    />
  );
}
