/**
 * Server-only: the build's picture fields. A picture is checked before anything else (inside
 * its entry's folder, kind of file, a still picture, size, and at least as large as the widest
 * file served for its family), then handed to astro:assets, which encodes it at build time.
 * src/content.config.ts makes every schema with pictures with these.
 */
import path from 'node:path';
import type { SchemaContext } from 'astro:content';
import { z } from 'astro/zod';
import type { PictureContext, PictureField } from './schemas/fields';
import { imageFileProblem, picturePlaceProblem } from './schemas/image-file';

export function checkedPictures({ image }: SchemaContext): PictureContext {
  const picture: PictureField = (family, folder) => {
    // image() reads a file name at run time; its declared type is the metadata it gives.
    const file = image() as unknown as ReturnType<PictureField>;
    return z
      .string({ error: 'Give the file name of the picture, e.g. ./maya-patel/maya-patel.jpg' })
      .superRefine(async (file, context) => {
        const problem =
          (await picturePlaceProblem(file, folder)) ??
          (await imageFileProblem(path.resolve(folder, file), family));
        if (problem) context.addIssue({ code: 'custom', message: problem, fatal: true });
      })
      .pipe(file)
      .meta({ contentMediaType: 'image/*', imageFamily: family });
  };
  return { picture };
}
