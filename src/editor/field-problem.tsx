/**
 * What is wrong with a field whose Keystatic input shows no message of its own (a Markdown
 * text, a set of checkboxes, a picture): the build's words in red under it, announced as an
 * alert. `MarkedField` also ties them to the input, as Keystatic's own fields tie theirs: the
 * input says it is invalid (`aria-invalid`) and is described by the message
 * (`aria-describedby`), so a screen reader reads the message with the field, not only once.
 */
import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { Text } from '@keystar/ui/typography';

export function FieldProblem({ message, id }: { message: string | undefined; id?: string }) {
  return message ? (
    <div role="alert" id={id}>
      <Text color="critical">{message}</Text>
    </div>
  ) : null;
}

export interface MarkedFieldProps {
  /** Keystatic's input. */
  children: ReactNode;
  /** Which element of it is the field a screen reader lands on, as a CSS selector. */
  input: string;
  /** Whether that element may say it is invalid (a text box may; a group of buttons may not). */
  invalid: boolean;
  message: string | undefined;
}

/**
 * Keystatic's input with the message under it, tied to it. Keystatic draws the input and gives
 * no way to pass it attributes, so they are set on the drawn element after each render.
 */
export function MarkedField({ children, input, invalid, message }: MarkedFieldProps) {
  const id = useId();
  const around = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = around.current?.querySelector(input);
    if (element) markField(element, id, message, invalid);
  });
  return (
    <>
      <div ref={around} style={{ display: 'contents' }}>
        {children}
      </div>
      <FieldProblem message={message} id={id} />
    </>
  );
}

/** Ties `element` to the message of id `problem` while there is one, and unties it after. */
export function markField(
  element: Element,
  problem: string,
  message: string | undefined,
  invalid: boolean,
) {
  const others = (element.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter((id) => id !== '' && id !== problem);
  const described = message ? [...others, problem] : others;
  if (described.length > 0) element.setAttribute('aria-describedby', described.join(' '));
  else element.removeAttribute('aria-describedby');
  if (message && invalid) element.setAttribute('aria-invalid', 'true');
  else element.removeAttribute('aria-invalid');
}

/**
 * A Keystatic field's `validate` that first refuses with `problem`'s words (the build's), so a
 * save the build would refuse writes nothing, then asks Keystatic's own.
 */
export function refusingWith<Value, Valid>(
  problem: (value: Value) => string | undefined,
  validate: (value: Value) => Valid,
): (value: Value) => Valid {
  return (value) => {
    const message = problem(value);
    if (message) throw new Error(message);
    return validate(value);
  };
}
