/**
 * The editor tests change the real content files through the editor, as a marketer would. Each
 * test puts them back as they were afterwards, passed or failed: `keepContent()` copies
 * src/content/ aside before the first test, and `restoreContent()` makes it exactly that again
 * (changed files rewritten, new files and folders removed).
 */
import { cp, readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';

const content = 'src/content';
const kept = '.tmp/editor-tests/content-before';

export async function keepContent(): Promise<void> {
  await rm(kept, { recursive: true, force: true });
  await cp(content, kept, { recursive: true });
}

export async function restoreContent(): Promise<void> {
  const now = await listFiles(content);
  const before = new Set(await listFiles(kept));
  for (const file of now) {
    if (!before.has(file)) await rm(path.join(content, file), { force: true });
  }
  for (const file of before) {
    const original = await readFile(path.join(kept, file));
    const current = await readFile(path.join(content, file)).catch(() => undefined);
    if (!current?.equals(original)) await cp(path.join(kept, file), path.join(content, file));
  }
  // Folders a test made (a new entry's picture folder) go too, once empty.
  for (const folder of (await listFolders(content)).reverse()) {
    if ((await readdir(path.join(content, folder))).length === 0)
      await rm(path.join(content, folder), { recursive: true });
  }
}

export function contentFile(file: string): Promise<string> {
  return readFile(path.join(content, file), 'utf8');
}

export async function contentFileExists(file: string): Promise<boolean> {
  return stat(path.join(content, file)).then(
    () => true,
    () => false,
  );
}

async function listFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

async function listFolders(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}
