/**
 * The editor tests change the content files through the editor, as a marketer would: a copy's
 * under `npm run test:editor` (in-a-copy.vitest.ts), the project's own under `npx playwright
 * test --project=editor`. Each test puts them back as they were afterwards, passed or failed:
 * `keepContent()` copies src/content/ aside before the first test, and `restoreContent()` makes
 * it exactly that again (changed files rewritten, new files and folders removed), in the order
 * the editor's own saves keep (integrations/content-editor.ts) so that the running development
 * server never reads an entry whose picture is missing.
 */
import { cp, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { untilNotImported } from '../../integrations/astro-dev-internals';

const content = 'src/content';
const kept = '.tmp/editor-tests/content-before';
const isPicture = (file: string) => /\.(jpe?g|png|webp|avif|gif)$/i.test(file);

/** Which test process has the content aside: two at once would each put back the other's edits. */
const owner = '.tmp/editor-tests/content-owner';

export async function keepContent(): Promise<void> {
  const other = Number(await readFile(owner, 'utf8').catch(() => ''));
  if (other && other !== process.pid && isRunning(other))
    throw new Error(
      'Another test process is changing src/content/ through the editor. The editor tests run one at a time: run them with --workers=1.',
    );
  await mkdir(path.dirname(owner), { recursive: true });
  await writeFile(owner, String(process.pid));
  await rm(kept, { recursive: true, force: true });
  await cp(content, kept, { recursive: true });
}

export async function restoreContent(): Promise<void> {
  const now = await listFiles(content);
  const before = await listFiles(kept);
  const wasThere = new Set(before);
  const putBack = async (file: string) => {
    const original = await readFile(path.join(kept, file));
    const current = await readFile(path.join(content, file)).catch(() => undefined);
    if (!current?.equals(original)) await cp(path.join(kept, file), path.join(content, file));
  };
  // Pictures first, then the entries that show them.
  for (const file of before.filter(isPicture)) await putBack(file);
  for (const file of now.filter((file) => !isPicture(file) && !wasThere.has(file)))
    await rm(path.join(content, file), { force: true });
  for (const file of before.filter((file) => !isPicture(file))) await putBack(file);
  // A new picture goes once the server has read that no entry shows it any more. Removed with
  // its entry, it vanished while Astro's list of content pictures still imported it: the server
  // answered "Image not found", and its error covered the next test's editor and blocked clicks.
  const added = now.filter((file) => isPicture(file) && !wasThere.has(file));
  const asNamed = added.map((file) => path.posix.join(content, file.split(path.sep).join('/')));
  await untilNotImported(asNamed, 15_000);
  for (const file of added) await rm(path.join(content, file), { force: true });
  // Folders a test made (a new entry's picture folder) go too, once empty.
  for (const folder of (await listFolders(content)).reverse()) {
    if ((await readdir(path.join(content, folder))).length === 0)
      await rm(path.join(content, folder), { recursive: true });
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
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
