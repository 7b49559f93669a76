/**
 * A whole number (a year, a position in a list): a number box written as the number is read,
 * with no thousands separator (a founded year reads 2015, not 2,015), marked required when the
 * schema requires it, and refused on saving, in plain words, outside the schema's limits.
 */
import { useState } from 'react';
import type { BasicFormField, FormFieldInputProps } from '@keystatic/core';
import { NumberField } from '@keystar/ui/number-field';

export interface WholeNumberOptions {
  label: string;
  description?: string;
  required: boolean;
  min?: number;
  max?: number;
}

export function wholeNumber(options: WholeNumberOptions): BasicFormField<number | null> {
  const { label, required, min, max } = options;
  const problem = (value: number | null): string | undefined => {
    if (value === null)
      return required ? `Write the ${label.toLowerCase()}; it is empty.` : undefined;
    const range =
      min !== undefined && max !== undefined
        ? `from ${min} to ${max}`
        : min !== undefined
          ? `of ${min} or more`
          : max !== undefined
            ? `of ${max} or less`
            : '';
    if (
      !Number.isInteger(value) ||
      (min !== undefined && value < min) ||
      (max !== undefined && value > max)
    )
      return `Write the ${label.toLowerCase()} as a whole number ${range}`.trim() + '.';
    return undefined;
  };
  return {
    kind: 'form',
    label,
    Input: (props) => <WholeNumberInput {...props} options={options} problem={problem} />,
    defaultValue: () => null,
    parse(value) {
      if (value === undefined || value === null) return null;
      if (typeof value === 'number') return value;
      throw new Error(`${label}: expected a number`);
    },
    serialize: (value) => ({ value: value ?? undefined }),
    validate(value) {
      const message = problem(value);
      if (message) throw new Error(message);
      return value;
    },
    reader: {
      parse(value) {
        const number = typeof value === 'number' ? value : null;
        const message = problem(number);
        if (message) throw new Error(message);
        return number;
      },
    },
  };
}

function WholeNumberInput({
  options,
  problem,
  ...props
}: FormFieldInputProps<number | null> & {
  options: WholeNumberOptions;
  problem: (value: number | null) => string | undefined;
}) {
  const [left, setLeft] = useState(false);
  return (
    <NumberField
      label={options.label}
      description={options.description}
      autoFocus={props.autoFocus}
      value={props.value ?? undefined}
      onChange={(value) => props.onChange(Number.isNaN(value) ? null : value)}
      onBlur={() => setLeft(true)}
      isRequired={options.required}
      formatOptions={{ useGrouping: false, maximumFractionDigits: 0 }}
      errorMessage={props.forceValidation || left ? problem(props.value) : undefined}
    />
  );
}
