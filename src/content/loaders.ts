/**
 * Loaders over Astro's own: the same files, plus the checks a single entry's schema cannot
 * make because they compare entries.
 */
import type { Loader } from 'astro/loaders';
import { glob } from 'astro/loaders';

/**
 * A folder of entries, each with an `order` (1 first) that says where it stands in the list
 * on the page. Two entries with the same number are refused: the page could show them
 * either way round.
 */
export function orderedGlob(options: Parameters<typeof glob>[0]): Loader {
  const inner = glob(options);
  return {
    ...inner,
    name: 'ordered-glob',
    async load(context) {
      await inner.load(context);
      const byOrder = new Map<number, string[]>();
      for (const entry of context.store.values()) {
        const position = (entry.data as { order?: number }).order;
        if (position === undefined) continue;
        byOrder.set(position, [...(byOrder.get(position) ?? []), entry.filePath ?? entry.id]);
      }
      const clashes = [...byOrder].filter(([, files]) => files.length > 1);
      if (clashes.length > 0)
        throw new Error(
          clashes
            .map(
              ([position, files]) =>
                `${files.join(' and ')} both have order: ${position}. Give each entry its own position in the list (1 comes first).`,
            )
            .join('\n'),
        );
    },
  };
}
