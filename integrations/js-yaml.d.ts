// js-yaml 4 ships no types: these are the parts the project uses.
declare module 'js-yaml' {
  /** Parses one YAML document. */
  export function load(source: string): unknown;
  /** Writes a value as YAML, folding text at `lineWidth` characters. */
  export function dump(value: unknown, options?: { lineWidth?: number }): string;
  /** What load() throws for text that is not YAML: why, and where (`line` counted from 0). */
  export class YAMLException extends Error {
    reason: string;
    mark?: { line: number; column: number };
  }
  const yaml: { load: typeof load; dump: typeof dump; YAMLException: typeof YAMLException };
  export default yaml;
}
