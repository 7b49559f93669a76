// js-yaml 4 ships no types: this is the part integrations/contact-form-words-plugin.mjs uses.
declare module 'js-yaml' {
  /** Parses one YAML document. */
  export function load(source: string): unknown;
  const yaml: { load: typeof load };
  export default yaml;
}
