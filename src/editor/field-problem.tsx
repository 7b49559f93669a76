/**
 * What is wrong with a field whose Keystatic input shows no message of its own (a Markdown
 * text, a set of checkboxes): the build's words in red under it, announced as an alert.
 */
import { Text } from '@keystar/ui/typography';

export function FieldProblem({ message }: { message: string | undefined }) {
  return message ? (
    <div role="alert">
      <Text color="critical">{message}</Text>
    </div>
  ) : null;
}
