/**
 * A content file a marketer must fix. Its message is the whole refusal: the file, the field or
 * line, and what to do. It carries no stack: Astro prints an error's stack under "Stack trace:"
 * whenever it has one (astro/dist/core/messages/runtime.js, formatErrorMessage), and frames of
 * our own code would bury the one sentence a marketer needs. An unexpected error, a bug, stays
 * an ordinary Error and keeps its stack.
 */
export class ContentRefusal extends Error {
  override name = 'ContentRefusal';

  constructor(message: string) {
    super(message);
    // An error's stack is an ordinary writable property; empty, Astro prints none.
    this.stack = '';
  }
}
