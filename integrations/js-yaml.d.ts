// js-yaml 4 ships no types: these are the parts the project uses.
declare module 'js-yaml' {
  /**
   * What `listener` is told as each node of the document opens and closes: the kind of node
   * ('scalar' for words), where the reading stands in the text, and on closing, the value read.
   */
  export interface State {
    kind: string | null;
    position: number;
    result: unknown;
  }
  /** Parses one YAML document, telling `listener` of each node. */
  export function load(
    source: string,
    options?: { listener?: (event: 'open' | 'close', state: State) => void },
  ): unknown;
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
