/** A value that survives JSON: what an inline script can be handed from the build. */
export type Json =
  string | number | boolean | null | readonly Json[] | { readonly [key: string]: Json };

/**
 * The text of an inline classic <script> that calls `run` with `args` while the page is
 * parsed, for the little that cannot wait for a module (which runs only after parsing).
 * `run` is TypeScript like any other module code, typechecked, linted and unit-tested, but
 * it must be self-contained: only its own source is written into the page, so it may use its
 * arguments and the browser's globals and nothing it imports. The build hashes the script's
 * text into the Content Security Policy (integrations/hosting-headers.mjs).
 */
export function inlineScript<Args extends Json[]>(
  run: (...args: Args) => void,
  ...args: Args
): string {
  // `<` is escaped so that no argument can close the script element early.
  const values = args.map((arg) => JSON.stringify(arg).replaceAll('<', '\\u003c'));
  return `(${run.toString()})(${values.join(', ')});`;
}
