/**
 * A Markdown body written with Keystatic's Markdown editor and checked on saving by the build's
 * own reader of that kind of text (a legal page's, an article's): a text the page could not
 * show is refused in the reader's words, before anything is written, with the line it is about.
 * The toolbar offers only what the reader accepts (`options`); the check catches the rest (a
 * heading emptied, a picture with no description, a link that cannot be followed), and the
 * build's picture rules check each picture put in the text (`pictures`). The refusal is tied to
 * the text box, as Keystatic's own fields tie theirs (field-problem.tsx).
 */
import { fields } from '@keystatic/core';
import type { ImageFamily } from '~/lib/image-family';
import { chosenPictureProblem } from './checks';
import { MarkedField, refusingWith } from './field-problem';

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
  /** What the pictures of the text are shown as, when it may hold any. */
  pictures?: ImageFamily;
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

export function checkedMarkdown({
  label,
  description,
  options,
  read,
  pictures,
}: CheckedMarkdownOptions) {
  const field = fields.markdoc({
    label,
    description,
    extension: 'md',
    options: { ...nothing, heading: false, image: false, ...options },
  });

  type Value = Parameters<typeof field.validate>[0];

  /** What is wrong with the text, as the build would say it, or undefined. */
  const problem = (value: Value): string | undefined => {
    const { content, other, external } = field.serialize(value, { slug: undefined });
    const markdown = content ? decoder.decode(content) : '';
    try {
      read(markdown);
    } catch (error) {
      if (!isRefusal(error)) throw error;
      const line = error.line === undefined ? undefined : markdown.split(/\r?\n/)[error.line - 1];
      return line?.trim() ? `“${line.trim()}”: ${error.why}` : error.why;
    }
    if (!pictures) return undefined;
    // The text's pictures: in a folder of their own (`external`, by folder) or beside it.
    const files = [...other, ...[...external.values()].flatMap((folder) => [...folder])];
    for (const [name, bytes] of files) {
      const refusal = chosenPictureProblem(name, pictures, bytes);
      if (refusal) return refusal;
    }
    return undefined;
  };

  return {
    ...field,
    Input(props: Parameters<typeof field.Input>[0]) {
      return (
        <MarkedField
          input='[role="textbox"]'
          invalid
          message={props.forceValidation ? problem(props.value) : undefined}
        >
          <field.Input {...props} />
        </MarkedField>
      );
    },
    validate: refusingWith(problem, field.validate),
  } satisfies typeof field;
}
