/**
 * Grid classes for a set of cards: one column on phones, two from tablets,
 * three on wide screens. Four cards stay two by two rather than leaving one
 * alone on a row; three cards sit side by side from tablets up.
 */
export function cardGridColumns(count: number): string {
  if (count === 4 || count === 2) return 'grid-cols-1 md:grid-cols-2';
  if (count === 3) return 'grid-cols-1 md:grid-cols-3';
  return 'grid-cols-1 md:grid-cols-2 lg:grid-cols-3';
}
