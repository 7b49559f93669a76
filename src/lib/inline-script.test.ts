import { describe, expect, it } from 'vitest';
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
