/**
 * A list of words each chosen from a fixed set (an article's topics): a checkbox per word, and
 * the schema's own rule for the list (how many, each once) checked on saving, in its words.
 */
import { fields } from '@keystatic/core';
import type { z } from 'astro/zod';
import { problemWith } from './checks';
import { MarkedField, refusingWith } from './field-problem';

export interface CheckedChoicesOptions {
  label: string;
  description?: string;
  /** The words to choose from, in the schema's order. */
  values: readonly string[];
  /** The schema's rule for the whole list. */
  schema: z.ZodType;
}

export function checkedChoices({ label, description, values, schema }: CheckedChoicesOptions) {
  const field = fields.multiselect({
    label,
    description,
    options: values.map((value) => ({ label: value, value })),
  });
  type Value = Parameters<typeof field.validate>[0];
  const problem = (value: Value) => problemWith(schema, [...value]);
  return {
    ...field,
    Input(props: Parameters<typeof field.Input>[0]) {
      return (
        // The checkboxes are a group: it is described by the message.
        <MarkedField
          input='[role="group"]'
          invalid={false}
          message={props.forceValidation ? problem(props.value) : undefined}
        >
          <field.Input {...props} />
        </MarkedField>
      );
    },
    validate: refusingWith(problem, field.validate),
  } satisfies typeof field;
}
