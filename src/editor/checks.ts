/**
 * The editor's checks are the build's: each runs the content schema's own zod rule on what was
 * typed and returns the schema's own words, so the editor refuses what the build would refuse,
 * saying the same thing, before anything is written. A chosen picture is checked by the build's
 * picture rules, read from the file's header in the browser.
 */
import type { z } from 'astro/zod';
import type { ImageFamily } from '~/lib/image-family';
import { readPictureHeader } from '~/lib/picture-header';
import { pictureBytesProblem, pictureHeaderProblem } from '~/lib/picture-rules';

/** Why `value` breaks `schema`, in the schema's words, or undefined when it does not. */
export function problemWith(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/**
 * Why the picture file `name`, whose bytes the browser holds, cannot be shown as one of
 * `family`, in the build's words (src/lib/picture-rules.ts), or undefined when it can, or when
 * its header cannot be followed here (the build, which reads it with sharp, then decides).
 */
export function chosenPictureProblem(
  name: string,
  family: ImageFamily,
  bytes: Uint8Array,
): string | undefined {
  const tooLarge = pictureBytesProblem(name, family, bytes.length);
  if (tooLarge) return tooLarge;
  const header = readPictureHeader(bytes);
  if (header === 'unsure') return undefined;
  return pictureHeaderProblem(name, family, header === 'not a picture' ? undefined : header);
}
