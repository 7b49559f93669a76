// The class names written in an island's built code, shortened as short-class-names.mjs shortens
// them in the pages, so that the contact form's classes are not sent long twice (in its HTML and
// its <style>) only because React renders them in the browser too.
//
// Only what is certainly a list of classes is rewritten: a string, or a piece of a template
// string, made of nothing but class names the site's pages use or style, whole words apart from
// the `${…}` around them, and either written as a `className`, or two or more names, or one that
// only a class would spell (`sr-only`, `md:flex`; not `hidden`, which is also an input's type).
// Everything else is left byte for byte, and a class it leaves spelt out keeps its long name on
// the page, as before.
import { parse } from 'acorn';

/**
 * @typedef {{ start: number, end: number, text: string, openStart: boolean, openEnd: boolean, className: boolean }} Piece
 */

/**
 * Every string literal and template piece of `code`, where it is and what it says as written.
 * @param {string} code an ES module
 * @returns {Piece[]}
 */
export function stringPieces(code) {
  /** @type {Piece[]} */
  const pieces = [];
  /**
   * @param {any} node
   * @param {boolean} className whether it is (inside) the value of a `className`
   */
  const visit = (node, className) => {
    if (!node || typeof node.type !== 'string') return;
    if (node.type === 'Literal' && typeof node.value === 'string')
      pieces.push({
        start: node.start + 1,
        end: node.end - 1,
        text: code.slice(node.start + 1, node.end - 1),
        openStart: false,
        openEnd: false,
        className,
      });
    if (node.type === 'TemplateLiteral')
      node.quasis.forEach((/** @type {any} */ quasi, /** @type {number} */ index) =>
        pieces.push({
          start: quasi.start,
          end: quasi.end,
          text: quasi.value.raw,
          openStart: index > 0,
          openEnd: !quasi.tail,
          className,
        }),
      );
    const names = (/** @type {any} */ key) => key?.name ?? key?.value;
    const isClassName = node.type === 'Property' && names(node.key) === 'className';
    for (const [key, value] of Object.entries(node)) {
      if (key === 'quasis') continue;
      const inside = className || (isClassName && key === 'value');
      if (Array.isArray(value)) value.forEach((child) => visit(child, inside));
      else if (value && typeof value === 'object') visit(value, inside);
    }
  };
  visit(parse(code, { ecmaVersion: 'latest', sourceType: 'module' }), false);
  return pieces;
}

/** A class name no other kind of string would be: it holds `-`, `:`, `/`, `[` or `.`. */
const classLike = (/** @type {string} */ name) => /[-:/[.]/.test(name);

/**
 * `text` with its class names renamed, or undefined when it is not certainly a list of classes.
 * @param {Piece} piece
 * @param {Map<string, string>} names long name to short
 * @param {Set<string>} classes every class the site's pages use or style
 * @param {Set<string>} keep names that must stay as they are written
 */
function renamedPiece({ text, openStart, openEnd, className }, names, classes, keep) {
  if (/[\\'"`]/.test(text)) return undefined;
  // A name cut by `${…}` (`bg-${tone}-600`) is not one of the site's classes.
  if ((openStart && /^\S/.test(text)) || (openEnd && /\S$/.test(text))) return undefined;
  const words = text.split(/\s+/).filter(Boolean);
  if (words.length === 0 || !words.every((word) => names.has(word) || classes.has(word)))
    return undefined;
  if (words.length === 1 && !className && !classLike(/** @type {string} */ (words[0])))
    return undefined;
  return text.replace(/\S+/g, (word) => (keep.has(word) ? word : (names.get(word) ?? word)));
}

/**
 * The built module `code` with the class names it writes renamed by `names`, except those in
 * `keep` (named by another script of the page, so long on the page).
 * @param {string} code
 * @param {Map<string, string>} names
 * @param {Set<string>} keep
 * @param {Set<string>} [classes] every class the site's pages use or style (`names`' too)
 */
export function renameScriptClasses(code, names, keep, classes = new Set()) {
  let out = code;
  for (const piece of stringPieces(code).sort((a, b) => b.start - a.start)) {
    const renamed = renamedPiece(piece, names, classes, keep);
    if (renamed !== undefined && renamed !== piece.text)
      out = `${out.slice(0, piece.start)}${renamed}${out.slice(piece.end)}`;
  }
  return out;
}
