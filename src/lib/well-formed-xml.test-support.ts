/**
 * Tests only: why a text is not well-formed XML 1.0, read by a strict parser (saxes), or
 * undefined when it is. fast-xml-parser, which the tests use to read a feed's items, accepts
 * what a feed reader refuses, such as a control character (U+0001) in a title.
 */
import { SaxesParser } from 'saxes';

export function xmlProblem(xml: string): string | undefined {
  const parser = new SaxesParser({ xmlns: true });
  let problem: string | undefined;
  parser.on('error', (error) => {
    problem ??= error.message;
  });
  parser.write(xml).close();
  return problem;
}
