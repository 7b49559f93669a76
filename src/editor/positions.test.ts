import { describe, expect, it } from 'vitest';
import { makeRoom, positionIn, withPosition, type Placed } from './positions';

/** Files a, b, c… at positions 1, 2, 3… */
const list = (...files: string[]): Placed[] =>
  files.map((file, index) => ({ file, order: index + 1 }));

/** The list's files in the order of their positions once `moved` is applied. */
function orderAfter(entries: readonly Placed[], moved: Map<string, number>): string[] {
  const placed = entries.map((entry) => ({
    ...entry,
    order: moved.get(entry.file) ?? entry.order,
  }));
  const positions = placed.map((entry) => entry.order);
  expect(new Set(positions).size, 'no two entries share a position').toBe(positions.length);
  return placed.sort((a, b) => a.order - b.order).map((entry) => entry.file);
}

describe('moving an entry of an ordered list is one save', () => {
  it('moves an entry up: it takes the place, the others move down one', () => {
    const entries = list('a', 'b', 'c', 'd').concat({ file: 'e', order: 2 });
    const moved = makeRoom(entries, 'e');
    expect(orderAfter(entries, moved)).toEqual(['a', 'e', 'b', 'c', 'd']);
    expect(moved.has('e')).toBe(false);
  });

  it('moves an entry down: those it passes move up one', () => {
    const entries = [
      { file: 'a', order: 1 },
      { file: 'x', order: 4 },
      { file: 'b', order: 3 },
      { file: 'c', order: 4 },
      { file: 'd', order: 5 },
    ];
    expect(orderAfter(entries, makeRoom(entries, 'x'))).toEqual(['a', 'b', 'c', 'x', 'd']);
  });

  it('puts a new entry at the position it is given', () => {
    const entries = list('a', 'b', 'c').concat({ file: 'new', order: 1 });
    expect(orderAfter(entries, makeRoom(entries, 'new'))).toEqual(['new', 'a', 'b', 'c']);
  });

  it('puts an entry given a position past the end last', () => {
    const entries = [
      { file: 'a', order: 1 },
      { file: 'b', order: 9 },
      { file: 'x', order: 9 },
    ];
    const moved = makeRoom(entries, 'x');
    expect(orderAfter(entries, moved)).toEqual(['a', 'b', 'x']);
    expect(moved.get('x')).toBe(3);
  });

  it('changes nothing when no other entry has the position', () => {
    expect(makeRoom(list('a', 'b').concat({ file: 'c', order: 7 }), 'c').size).toBe(0);
    expect(makeRoom(list('a', 'b'), 'missing').size).toBe(0);
  });

  it('reads and rewrites only the position line of an entry', () => {
    const yaml = 'name: Maya Patel\norder: 8\nrole: Head of Content\n';
    expect(positionIn(yaml)).toBe(8);
    expect(withPosition(yaml, 3)).toBe('name: Maya Patel\norder: 3\nrole: Head of Content\n');
    expect(positionIn('name: x\n  order: 3\n')).toBeUndefined();
  });
});
