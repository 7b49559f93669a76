/**
 * Moving an entry of a list is one save. Lists a marketer orders (the team, the projects, the
 * plans…) keep each entry's place in its `order` field, and the build refuses two entries with
 * the same number, as the page could show them either way round. So when a save gives an entry
 * a position another entry already has, the editor makes room in the same save: the saved entry
 * takes that place, and the others keep their order around it, numbered 1, 2, 3… again. A
 * position no other entry holds is left as it is. `npm run edit` applies this to every save
 * (integrations/content-editor.ts); the build's refusal still catches files changed by hand.
 */

/** An entry of an ordered list: its file and its position. */
export interface Placed {
  file: string;
  order: number;
}

/**
 * The positions that change when `saved` (one of `entries`, with the position it was saved
 * with) must take its place: file → new position. Empty when no other entry has that position.
 */
export function makeRoom(entries: readonly Placed[], saved: string): Map<string, number> {
  const entry = entries.find((candidate) => candidate.file === saved);
  if (!entry) return new Map();
  const others = entries
    .filter((candidate) => candidate.file !== saved)
    .sort((a, b) => a.order - b.order || a.file.localeCompare(b.file));
  if (!others.some((other) => other.order === entry.order)) return new Map();
  const place = Math.min(Math.max(entry.order, 1), others.length + 1) - 1;
  const inOrder = [...others.slice(0, place), entry, ...others.slice(place)];
  const moved = new Map<string, number>();
  inOrder.forEach((candidate, index) => {
    if (candidate.order !== index + 1) moved.set(candidate.file, index + 1);
  });
  return moved;
}

const orderLine = /^order:[ \t]*(\d+)[ \t]*$/m;

/** The position an entry's YAML gives it, if it has one. */
export function positionIn(yaml: string): number | undefined {
  const match = orderLine.exec(yaml);
  return match ? Number(match[1]) : undefined;
}

/** The entry's YAML with another position, everything else as it was. */
export function withPosition(yaml: string, order: number): string {
  return yaml.replace(orderLine, `order: ${order}`);
}
