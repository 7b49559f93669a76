/**
 * Keystatic's upload, with the file named after the entry rather than after the field: Maya
 * Patel's photo is saved as team/maya-patel/maya-patel.jpg, so the site serves it as
 * maya-patel.<hash>.avif, a name that says what it shows (as image search reads it), not
 * photo.<hash>.avif. A page's pictures, which have no entry name, take the page's:
 * pages/about-us/about-us.jpg.
 *
 * The chosen file is checked at once by the build's picture rules for its family (checks.ts):
 * a file too small, animated, too large or no picture at all is refused in the build's words,
 * under the field and tied to it, and the save is refused, so nothing is written.
 */
import { fields } from '@keystatic/core';
import type { ImageFamily } from '~/lib/image-family';
import { chosenPictureProblem } from './checks';
import { MarkedField, refusingWith } from './field-problem';

type ImageOptions = Omit<Parameters<typeof fields.image>[0], 'publicPath' | 'directory'>;

/**
 * `family`: what the picture is shown as; `page`: the page's file name, for a page's own
 * pictures; none for an entry of a list.
 */
export function namedPicture(options: ImageOptions, family: ImageFamily, page?: string) {
  // Keystatic reads the file from the entry's folder: './<entry>/' before its name.
  const field = fields.image({ ...options, publicPath: page ? `./${page}` : './' });
  type Value = Parameters<typeof field.validate>[0];
  const problem = (value: Value) =>
    value === null ? undefined : chosenPictureProblem(value.filename, family, value.data);
  const serialize: typeof field.serialize = (value, extra) => {
    const name = extra.slug ?? page;
    if (value === null || name === undefined) return field.serialize(value, extra);
    const filename = `${name}.${value.extension}`;
    return { value: `./${name}/${filename}`, asset: { filename, content: value.data } };
  };
  return {
    ...field,
    serialize,
    Input(props: Parameters<typeof field.Input>[0]) {
      // Keystatic draws the upload as a group of buttons: it is described by the message.
      return (
        <MarkedField input='[role="group"]' invalid={false} message={problem(props.value)}>
          <field.Input {...props} />
        </MarkedField>
      );
    },
    validate: refusingWith(problem, field.validate),
  } satisfies typeof field;
}
