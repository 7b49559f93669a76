/**
 * The editor's picture fields: the file's name as the entry writes it ('./maya-patel/maya-patel.jpg'),
 * marked as a picture of its family so fields-from-schema.tsx makes an upload of it that checks
 * the chosen file by the build's picture rules (named-picture.tsx). The file on disk is checked
 * by the build and `npm run check:content` (src/content/pictures.ts), which read it; the editor
 * runs in a browser, where the schemas' file checks cannot.
 */
import { z } from 'astro/zod';
import type { PictureContext, PictureField } from '~/content/schemas/fields';

const fileName: PictureField = (family) =>
  z.string().meta({
    contentMediaType: 'image/*',
    imageFamily: family,
  }) as unknown as ReturnType<PictureField>;

export const editorPictures: PictureContext = { picture: fileName };
