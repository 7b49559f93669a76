/**
 * Loaders over Astro's own glob(): the same files, plus the checks a single entry's schema
 * cannot make, because they compare entries or read a Markdown body. They run wherever the
 * content is read (`npm run check:content`, every build, the development server), so a
 * mistake is refused before a page is rendered.
 */
import { globSync } from 'node:fs';
import path from 'node:path';
import type { DataEntry } from 'astro:content';
import type { Loader } from 'astro/loaders';
import { glob } from 'astro/loaders';
import { parseLegalBody } from '~/lib/legal-markdown';

type Check = (entries: readonly DataEntry[]) => void;

type GlobOptions = Parameters<typeof glob>[0] & { pattern: string; base: string };

function checkedGlob(options: GlobOptions, name: string, check: Check): Loader {
  const inner = glob(options);
  return {
    ...inner,
    name,
    async load(context) {
      await inner.load(context);
      const entries = [...context.store.values()];
      refuseSameAddress(options, entries);
      check(entries);
    },
  };
}

/**
 * Two files whose names make the same address ('Rohan Iyer.yaml' and 'rohan-iyer.yaml' are both
 * /rohan-iyer) would leave one entry, and which one depends on which file was read last.
 */
function refuseSameAddress({ pattern, base }: GlobOptions, entries: readonly DataEntry[]) {
  const files = globSync(pattern, { cwd: base }).sort();
  if (files.length <= entries.length) return;
  const byAddress = new Map<string, string[]>();
  for (const file of files) {
    const address = path
      .basename(file, path.extname(file))
      .toLowerCase()
      .replace(/[^\p{L}\p{N}_-]+/gu, '-');
    byAddress.set(address, [...(byAddress.get(address) ?? []), path.join(base, file)]);
  }
  const clashes = [...byAddress].filter(([, names]) => names.length > 1);
  throw new Error(
    clashes.length > 0
      ? clashes
          .map(
            ([address, names]) =>
              `${names.join(' and ')} make the same address (${address}): rename one of them.`,
          )
          .join('\n')
      : `${base} holds ${files.length} files but only ${entries.length} entries were read: two file names make the same address. Rename the files so that no two differ only in capitals, spaces or punctuation.`,
  );
}

/**
 * A folder of entries, each with an `order` (1 first) that says where it stands in the list
 * on the page. Two entries with the same number are refused: the page could show them
 * either way round.
 */
export function orderedGlob(options: GlobOptions): Loader {
  return checkedGlob(options, 'ordered-glob', (entries) => {
    const byOrder = new Map<number, string[]>();
    for (const entry of entries) {
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
  });
}

/** Markdown pages whose body must be what src/lib/legal-markdown.ts can show. */
export function legalGlob(options: GlobOptions): Loader {
  return checkedGlob(options, 'legal-glob', (entries) => {
    for (const entry of entries) parseLegalBody(entry.body ?? '', entry.filePath ?? entry.id);
  });
}
