/**
 * Keystatic's file upload for a page's background video, named after the page like its
 * picture (src/editor/named-picture.tsx): the web hosting page's MP4 is saved as
 * service-pages/web-hosting/web-hosting.mp4 and its WebM beside it, so the site serves
 * web-hosting.<hash>.mp4. The build checks the file (src/content/videos.ts); an upload of
 * another kind is refused there, naming it.
 */
import { fields } from '@keystatic/core';

type FileOptions = Omit<Parameters<typeof fields.file>[0], 'publicPath' | 'directory'>;

/** `page`: the page's file name, for a page's own video; none for an entry of a list. */
export function namedVideo(options: FileOptions, page?: string) {
  // Keystatic reads the file from the entry's folder: './<entry>/' before its name.
  const field = fields.file({ ...options, publicPath: page ? `./${page}` : './' });
  const serialize: typeof field.serialize = (value, extra) => {
    const name = extra.slug ?? page;
    if (value === null || name === undefined) return field.serialize(value, extra);
    const filename = `${name}.${value.extension}`;
    return { value: `./${name}/${filename}`, asset: { filename, content: value.data } };
  };
  return { ...field, serialize };
}
