/**
 * A Markdown body written with Keystatic's Markdown editor and checked on saving by the build's
 * own reader of that kind of text (a legal page's, an article's): a text the page could not
 * show is refused in the reader's words, before anything is written, with the line it is about.
 * The toolbar offers only what the reader accepts (`options`); the check catches the rest (a
 * heading emptied, a picture with no description, a link that cannot be followed).
 */
import { fields } from '@keystatic/core';
import { FieldProblem } from './field-problem';

type MarkdocOptions = NonNullable<Parameters<typeof fields.markdoc>[0]['options']>;

/** What the readers of src/lib/ throw for a text they refuse (LegalTextError, ArticleTextError). */
interface TextRefusal {
  line: number | undefined;
  why: string;
}

const isRefusal = (error: unknown): error is Error & TextRefusal =>
  error instanceof Error && 'why' in error && typeof error.why === 'string' && 'line' in error;

export interface CheckedMarkdownOptions {
  label: string;
  description: string;
  /** What the toolbar offers; everything not named here is off. */
  options: MarkdocOptions;
  /** The build's reader: throws its refusal for a text the page cannot show. */
  read: (markdown: string) => void;
}

/** Everything the Markdown editor can offer, off: each text turns on what its reader accepts. */
const nothing: Required<Omit<MarkdocOptions, 'heading' | 'image'>> = {
  bold: false,
  italic: false,
  strikethrough: false,
  code: false,
  blockquote: false,
  orderedList: false,
  unorderedList: false,
  table: false,
  link: false,
  divider: false,
  codeBlock: false,
};

const decoder = new TextDecoder();

export function checkedMarkdown({ label, description, options, read }: CheckedMarkdownOptions) {
  const field = fields.markdoc({
    label,
    description,
    extension: 'md',
    options: { ...nothing, heading: false, image: false, ...options },
  });

  type Value = Parameters<typeof field.validate>[0];

  /** What is wrong with the text, as the build would say it, or undefined. */
  const problem = (value: Value): string | undefined => {
    const content = field.serialize(value, { slug: undefined }).content;
    const markdown = content ? decoder.decode(content) : '';
    try {
      read(markdown);
      return undefined;
    } catch (error) {
      if (!isRefusal(error)) throw error;
      const line = error.line === undefined ? undefined : markdown.split(/\r?\n/)[error.line - 1];
      return line?.trim() ? `“${line.trim()}”: ${error.why}` : error.why;
    }
  };

  return {
    ...field,
    Input(props: Parameters<typeof field.Input>[0]) {
      return (
        <>
          <field.Input {...props} />
          <FieldProblem message={props.forceValidation ? problem(props.value) : undefined} />
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
