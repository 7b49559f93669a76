import { transformSync } from 'esbuild';

/** A value that survives JSON: what an inline script can be handed from the build. */
export type Json =
  string | number | boolean | null | readonly Json[] | { readonly [key: string]: Json };

/** A self-contained function handed to an inline script as an argument, written out by its source. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any function type, whatever its parameters
export type InlineFunction = (...args: any[]) => unknown;

/**
 * The text of an inline classic <script> that calls `run` with `args` while the page is
 * parsed, for the little that cannot wait for a module (which runs only after parsing).
 * `run` is TypeScript like any other module code, typechecked, linted and unit-tested, but
 * it must be self-contained: only its own source is written into the page, so it may use its
 * arguments and the browser's globals and nothing it imports. An argument is JSON, or another
 * self-contained function (such as `enquiryMailto`), written out by its source in the same way.
 * Each function is written minified, as the site's script files are: a page carries the
 * code, not its comments and indentation. The build hashes the script's text into the page's own
 * Content Security Policy (integrations/hosting-headers.mjs).
 */
export function inlineScript<Args extends (Json | InlineFunction)[]>(
  run: (...args: Args) => void,
  ...args: Args
): string {
  const values = args.map((arg) =>
    typeof arg === 'function'
      ? functionSource(arg)
      : // `<` is escaped so that no argument can close the script element early.
        JSON.stringify(arg).replaceAll('<', '\\u003c'),
  );
  return `${functionSource(run)}(${values.join(',')});`;
}

/**
 * A function's source, minified, which must not end or comment out the script element it is
 * written into. A function declaration keeps its name: integrations/foreign-content.mjs knows
 * the site's own inline scripts by it.
 */
function functionSource(fn: InlineFunction): string {
  const source = fn.toString();
  if (/<\/script|<!--/i.test(source))
    throw new Error(
      `${fn.name || 'A function'} cannot be written into a <script> element as it is`,
    );
  // Written as a statement, a declaration's name stays (it could be a global the page calls);
  // any other function is an expression, which the minifier keeps only as a module's export.
  const declaration = /^(async\s+)?function\b/.test(source);
  const { code } = transformSync(declaration ? source : `export default ${source}`, {
    loader: 'js',
    minify: true,
    charset: 'utf8',
  });
  return `(${code
    .trim()
    .replace(/^export default\s*/, '')
    .replace(/;$/, '')})`;
}
