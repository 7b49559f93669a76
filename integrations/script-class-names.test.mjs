import { describe, expect, it } from 'vitest';
import { renameScriptClasses, stringPieces } from './script-class-names.mjs';

const names = new Map([
  ['mt-2', 'a'],
  ['text-sm', 'b'],
  ['flex', 'c'],
  ['sr-only', 'd'],
  ['hidden', 'e'],
  ['md:grid-cols-2', 'f'],
  ['bg-brand-600', 'g'],
]);

describe('class names in built code', () => {
  it('finds strings and the pieces of template strings, with what surrounds them', () => {
    expect(
      stringPieces('a("x y");b={className:`p ${q?"s":""} r`}').map(
        ({ text, openStart, openEnd, className }) => [text, openStart, openEnd, className],
      ),
    ).toEqual([
      ['x y', false, false, false],
      ['p ', false, true, true],
      [' r', true, false, true],
      ['s', false, false, true],
      ['', false, false, true],
    ]);
  });

  it('renames a string or piece made only of the site’s classes', () => {
    expect(renameScriptClasses('x={className:"mt-2 text-sm flex"}', names, new Set())).toBe(
      'x={className:"a b c"}',
    );
    expect(
      renameScriptClasses('x=`mt-2 ${y?`flex md:grid-cols-2`:``} text-sm`', names, new Set()),
    ).toBe('x=`a ${y?`c f`:``} b`');
  });

  it('renames a class the pages only style, and leaves it long', () => {
    expect(
      renameScriptClasses(
        'a="mt-2 text-emerald-700"',
        names,
        new Set(),
        new Set(['text-emerald-700']),
      ),
    ).toBe('a="a text-emerald-700"');
  });

  it('renames one name alone as a className, or where nothing but a class would spell it', () => {
    expect(
      renameScriptClasses(
        'p={className:"sr-only"};q={className:y?"hidden":"flex"};i={type:"hidden"};s.display="flex"',
        names,
        new Set(),
      ),
    ).toBe('p={className:"d"};q={className:y?"e":"c"};i={type:"hidden"};s.display="flex"');
  });

  it('leaves text, names cut by ${…}, escapes and kept names as they are', () => {
    const code = 'a="Send text-sm";b=`bg-${tone}-600 mt-2`;c="mt-2\\u0020flex";d="mt-2 flex"';
    expect(renameScriptClasses(code, names, new Set(['flex']))).toBe(
      'a="Send text-sm";b=`bg-${tone}-600 mt-2`;c="mt-2\\u0020flex";d="a flex"',
    );
  });
});
