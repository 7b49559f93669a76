/**
 * A field naming a team member (an article's author): a drop-down of the team by name, which
 * writes the member's file name (`author: maya-patel`), as the build reads it. It refuses, in
 * the build's words, a field left empty or a member no longer on the team (src/content/loaders.ts
 * refuses both), so the marketer never sees or types a file name. Those who have left the agency
 * come last, marked: an article they wrote keeps them as its author.
 */
import { useState, useSyncExternalStore } from 'react';
import type { BasicFormField, FormFieldInputProps } from '@keystatic/core';
import { Item, Picker } from '@keystar/ui/picker';
import type { z } from 'astro/zod';
import { problemWith } from './checks';
import { onTeamChange, team } from './team-names';

/** How the drop-down marks someone who has left, after their name: their articles keep them. */
export const hasLeftMark = 'has left the agency';

export interface TeamMemberOptions {
  label: string;
  description?: string;
  /** The schema's rule for the field (src/content/schemas/article.ts, `entryOf`). */
  schema: z.ZodType;
}

/** Why `file` cannot be the field's value, in the build's words, or undefined. */
export function teamMemberProblem(schema: z.ZodType, file: string): string | undefined {
  if (file === '') return problemWith(schema, undefined);
  if (!team().some((member) => member.file === file))
    return `“${file}” is not on the team: choose someone from the list.`;
  return problemWith(schema, file);
}

export function teamMember(options: TeamMemberOptions): BasicFormField<string> {
  const problem = (file: string) => teamMemberProblem(options.schema, file);
  const read = (value: unknown): string => (typeof value === 'string' ? value : '');
  return {
    kind: 'form',
    label: options.label,
    Input: (props) => <TeamMemberInput {...props} options={options} problem={problem} />,
    defaultValue: () => '',
    parse: read,
    serialize: (value) => ({ value: value === '' ? undefined : value }),
    validate(value) {
      const message = problem(value);
      if (message) throw new Error(message);
      return value;
    },
    reader: { parse: read },
  };
}

function TeamMemberInput({
  options,
  problem,
  ...props
}: FormFieldInputProps<string> & {
  options: TeamMemberOptions;
  problem: (file: string) => string | undefined;
}) {
  const members = useSyncExternalStore(onTeamChange, team, team);
  const [left, setLeft] = useState(false);
  return (
    <Picker
      label={options.label}
      description={options.description}
      autoFocus={props.autoFocus}
      items={members}
      selectedKey={props.value === '' ? null : props.value}
      onSelectionChange={(key) => props.onChange(key === null ? '' : String(key))}
      onBlur={() => setLeft(true)}
      isRequired
      errorMessage={props.forceValidation || left ? problem(props.value) : undefined}
      placeholder="Choose a team member"
      // As wide as Keystatic's own drop-downs: a name is not cut short.
      width={{ mobile: 'auto', tablet: 'alias.singleLineWidth' }}
    >
      {(member) => {
        const shown = member.hasLeft ? `${member.name} (${hasLeftMark})` : member.name;
        return (
          <Item key={member.file} textValue={shown}>
            {shown}
          </Item>
        );
      }}
    </Picker>
  );
}
