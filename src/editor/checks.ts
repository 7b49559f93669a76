/**
 * The editor's checks are the build's: each runs the content schema's own zod rule on what was
 * typed and returns the schema's own words, so the editor refuses what the build would refuse,
 * saying the same thing, before anything is written.
 */
import type { z } from 'astro/zod';

/** Why `value` breaks `schema`, in the schema's words, or undefined when it does not. */
export function problemWith(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}
