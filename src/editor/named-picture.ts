/**
 * Keystatic's upload, with the file named after the entry rather than after the field: Maya
 * Patel's photo is saved as team/maya-patel/maya-patel.jpg, so the site serves it as
 * maya-patel.<hash>.avif, a name that says what it shows (as image search reads it), not
 * photo.<hash>.avif. A page's pictures, which have no entry name, take the page's:
 * pages/about-us/about-us.jpg.
 */
import { fields } from '@keystatic/core';

type ImageOptions = Omit<Parameters<typeof fields.image>[0], 'publicPath' | 'directory'>;

/** `page`: the page's file name, for a page's own pictures; none for an entry of a list. */
export function namedPicture(options: ImageOptions, page?: string) {
  // Keystatic reads the file from the entry's folder: './<entry>/' before its name.
  const field = fields.image({ ...options, publicPath: page ? `./${page}` : './' });
  const serialize: typeof field.serialize = (value, extra) => {
    const name = extra.slug ?? page;
    if (value === null || name === undefined) return field.serialize(value, extra);
    const filename = `${name}.${value.extension}`;
    return { value: `./${name}/${filename}`, asset: { filename, content: value.data } };
  };
  return { ...field, serialize };
}
