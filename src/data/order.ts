/** Entries in the order their `order` field gives (1 first), as the pages list them. */
export function inOrder<T extends { data: { order: number } }>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => a.data.order - b.data.order);
}
