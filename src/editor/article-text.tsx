/**
 * The text of an article: Keystatic's Markdown editor offering what an article shows (headings
 * 2 and 3, bold, italic, links, bulleted and numbered lists, quotes, pictures), checked on
 * saving by the build's own reader (src/lib/article-markdown.ts), and each picture by the
 * build's picture rules for a picture in an article's text, in their words (checked-markdown.tsx).
 *
 * A picture put in the text is saved in the article's folder and written as the build reads
 * it: `./<address>/<file>`. Keystatic keeps a text's own pictures in a folder named after the
 * field (`<address>/body/`), which the text could not name; given a `directory`, it saves them
 * in `<directory>/<address>/` and writes `publicPath`, the address and the file's name, so the
 * folder of articles is that directory. The file is named from the photo's own
 * name in lower-case words ('IMG 0042.JPG' → img-0042.jpg), so the Markdown needs no escaping.
 */
import { fields } from '@keystatic/core';
import { ArticleTextError, parseArticleBody } from '~/lib/article-markdown';
import { betterFileName } from '~/lib/media-file-name';
import { checkedMarkdown } from './checked-markdown';

/** A picture's file name as the text names it: its own name, in lower-case words. */
export const pictureFileName = betterFileName;

/** `folder`: the folder of the articles' files (src/content/insights). */
export function articleText(folder: string) {
  return checkedMarkdown({
    label: 'Text',
    description:
      'Sections under “Heading 2”, parts of them under “Heading 3”, with paragraphs, lists, quotes, links and pictures. A picture stands on a line of its own, with a description of what it shows.',
    options: {
      heading: [2, 3],
      bold: true,
      italic: true,
      link: true,
      unorderedList: true,
      orderedList: true,
      blockquote: true,
      image: {
        directory: folder,
        publicPath: './',
        transformFilename: pictureFileName,
        schema: {
          alt: fields.text({
            label: 'Picture description (alt text)',
            description: 'What the picture shows, in a sentence, for people who cannot see it.',
          }),
        },
      },
    },
    read: readArticleText,
    pictures: 'figure',
  });
}

/**
 * The build's reading of the text, and one more rule the build applies by finding no file: a
 * picture's file renamed in its details ('My photo') is written with escapes (`My%20photo`) that
 * name no file in the folder, so its name must stay as the editor makes it.
 */
function readArticleText(markdown: string) {
  const { pictures } = parseArticleBody(markdown, 'Text');
  for (const picture of pictures) {
    const name = picture.file.slice(picture.file.lastIndexOf('/') + 1);
    if (pictureFileName(name) !== name)
      throw new ArticleTextError(
        'Text',
        undefined,
        `The picture “${decodeURI(name)}” has a file name the site cannot find. In the picture’s details, name its file in lower-case words joined by -, like ${pictureFileName(decodeURI(name))}.`,
      );
  }
}
