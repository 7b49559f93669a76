// negotiator 0.6.4 ships no types, and @types/negotiator lacks the `preferred` argument
// scripts/serve.mjs passes: this is the part serve.mjs uses.
declare module 'negotiator' {
  import type { IncomingMessage } from 'node:http';
  class Negotiator {
    constructor(request: Pick<IncomingMessage, 'headers'>);
    /** The best of `available` the request accepts; `preferred` breaks ties. */
    encoding(available?: string[], preferred?: string[]): string | undefined;
  }
  export = Negotiator;
}
