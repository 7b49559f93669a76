/**
 * The text of a legal page: Keystatic's Markdown editor, offering only what the page can show
 * (section headings, paragraphs, bulleted lists), and checked on saving by the build's own
 * reading of it (src/lib/legal-markdown.ts): a text the page could not show is refused in the
 * same words, before anything is written, with the line it is about.
 */
import { fields } from '@keystatic/core';
import { Text } from '@keystar/ui/typography';
import { LegalTextError, parseLegalBody } from '~/lib/legal-markdown';

const decoder = new TextDecoder();

export function legalText() {
  const field = fields.markdoc({
    label: 'Text',
    description:
      'Sections, each a “Heading 2” with paragraphs and bulleted lists under it. A section’s address on the page is made from its heading.',
    extension: 'md',
    options: {
      heading: [2],
      unorderedList: true,
      bold: false,
      italic: false,
      strikethrough: false,
      code: false,
      blockquote: false,
      orderedList: false,
      table: false,
      link: false,
      image: false,
      divider: false,
      codeBlock: false,
    },
  });

  type Value = Parameters<typeof field.validate>[0];

  /** What is wrong with the text, as the build would say it, or undefined. */
  const problem = (value: Value): string | undefined => {
    const content = field.serialize(value, { slug: undefined }).content;
    const markdown = content ? decoder.decode(content) : '';
    try {
      parseLegalBody(markdown, 'Text');
      return undefined;
    } catch (error) {
      if (!(error instanceof LegalTextError)) throw error;
      const line = error.line === undefined ? undefined : markdown.split(/\r?\n/)[error.line - 1];
      return line?.trim() ? `“${line.trim()}”: ${error.why}` : error.why;
    }
  };

  return {
    ...field,
    Input(props: Parameters<typeof field.Input>[0]) {
      const message = props.forceValidation ? problem(props.value) : undefined;
      return (
        <>
          <field.Input {...props} />
          {message ? (
            <div role="alert">
              <Text color="critical">{message}</Text>
            </div>
          ) : null}
        </>
      );
    },
    validate(value: Value) {
      const message = problem(value);
      if (message) throw new Error(message);
      return field.validate(value);
    },
  } satisfies typeof field;
}
