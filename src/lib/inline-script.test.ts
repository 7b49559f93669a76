import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inlineScript } from './inline-script';

/** Runs the script text as the page would: a fresh function with no access to this module. */
function run(script: string): unknown {
  const globals = globalThis as { inlineScriptResult?: unknown };
  delete globals.inlineScriptResult;
  new Function(script)();
  return globals.inlineScriptResult;
}

function record(label: string, values: readonly number[], options: { twice: boolean }): void {
  const total = values.reduce((sum, value) => sum + value, 0);
  (globalThis as { inlineScriptResult?: unknown }).inlineScriptResult =
    `${label}: ${options.twice ? total * 2 : total}`;
}

describe('inlineScript', () => {
  it('calls the function with its arguments, from its own source alone', () => {
    expect(run(inlineScript(record, 'sum', [1, 2, 3], { twice: true }))).toBe('sum: 12');
  });

  it('escapes < in the arguments, so no value can close the <script> element', () => {
    const script = inlineScript(record, '</script><script>alert(1)</script>', [], { twice: false });
    expect(script).not.toContain('</script');
    expect(run(script)).toBe('</script><script>alert(1)</script>: 0');
  });

  it('writes the function minified, keeping the name the build knows it by', () => {
    function describedAtLength(label: string): void {
      // This comment and the long local name are for the reader, not the page.
      const sentenceForTheRecord = `${label} is kept`;
      (globalThis as { inlineScriptResult?: unknown }).inlineScriptResult = sentenceForTheRecord;
    }
    const script = inlineScript(describedAtLength, 'the name');
    expect(script).toMatch(/^\(function describedAtLength\(/);
    expect(script).not.toContain('This comment');
    expect(script).not.toContain('sentenceForTheRecord');
    expect(script).not.toMatch(/\n/);
    expect(run(script)).toBe('the name is kept');
  });

  it('fails where the function reaches outside itself, as the page would', () => {
    const outside = 41;
    const leaky = () => {
      (globalThis as { inlineScriptResult?: unknown }).inlineScriptResult = outside + 1;
    };
    expect(() => run(inlineScript(leaky))).toThrow(ReferenceError);
  });
});

describe('inlineScript with a function argument', () => {
  function twice(value: number): number {
    return value * 2;
  }
  function recordTwice(double: (value: number) => number, value: number): void {
    (globalThis as { inlineScriptResult?: unknown }).inlineScriptResult = double(value);
  }

  it('writes the function out by its source, for the script to call', () => {
    expect(run(inlineScript(recordTwice, twice, 21))).toBe(42);
  });

  it('refuses a function whose source would end the <script> element', () => {
    // The bundler escapes `</script` inside string literals, so write the source as a page would get it.
    const closing = Object.assign(() => {}, { toString: () => "() => '</script>'" });
    expect(() => inlineScript(closing)).toThrow(/cannot be written into a <script> element/);
  });
});

describe('what reaches the browser', () => {
  const root = fileURLToPath(new URL('../', import.meta.url));

  /** The site's own modules a file imports for their values (`import type` brings no code). */
  function valueImports(file: string): string[] {
    const code = readFileSync(file, 'utf8');
    const specifiers = [
      ...code.matchAll(/^\s*(?:import|export)\s+(?!type\b)[^'"]*?from\s+['"]([^'"]+)['"]/gm),
      ...code.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
      ...code.matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm),
    ].map((match) => match[1] ?? '');
    return specifiers.flatMap((specifier) => {
      const base = specifier.startsWith('~/')
        ? join(root, specifier.slice(2))
        : specifier.startsWith('.')
          ? join(dirname(file), specifier)
          : undefined;
      if (!base) return [];
      const found = ['', '.ts', '.tsx', '/index.ts'].map((end) => base + end);
      return found.filter((candidate) => existsSync(candidate) && statSync(candidate).isFile());
    });
  }

  it('never includes inline-script.ts, whose minifier is for building pages only', () => {
    // The browser's entry points: the enhancement modules, and the components an .astro page
    // hydrates with a `client:` directive.
    const entries = readdirSync(join(root, 'scripts'))
      .filter((name) => /\.tsx?$/.test(name) && !/\.test(-support)?\.tsx?$/.test(name))
      .map((name) => join(root, 'scripts', name));
    for (const page of readdirSync(join(root, 'pages'), { recursive: true, encoding: 'utf8' })) {
      if (!page.endsWith('.astro')) continue;
      const source = readFileSync(join(root, 'pages', page), 'utf8');
      for (const [, name] of source.matchAll(/<([A-Z]\w*)\s[^>]*\bclient:/g)) {
        const from = new RegExp(
          String.raw`import\s*\{[^}]*\b${name}\b[^}]*\}\s*from\s*['"]([^'"]+)['"]`,
        );
        const specifier = from.exec(source)?.[1];
        if (specifier)
          entries.push(
            ...valueImports(join(root, 'pages', page)).filter((file) =>
              file.startsWith(join(root, specifier.replace(/^~\//, ''))),
            ),
          );
      }
    }
    expect(entries.some((file) => file.includes(`${sep}components${sep}`))).toBe(true);

    const reached = new Set<string>();
    const queue = [...entries];
    while (queue.length > 0) {
      const file = queue.pop() as string;
      if (reached.has(file)) continue;
      reached.add(file);
      queue.push(...valueImports(file));
    }
    expect([...reached].filter((file) => file.endsWith(`${sep}inline-script.ts`))).toEqual([]);
    expect(reached.size).toBeGreaterThan(entries.length);
  });
});
