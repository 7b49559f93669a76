/**
 * What an editor's save does to the ledger of published addresses (src/content/site/addresses.yaml,
 * rules in address-ledger.mjs), in the same save (content-editor.ts, `editorSaves`):
 * - **Renamed**: a published page saved under a new address (Keystatic deletes the old file and
 *   writes the new one in one save) leaves its old address leading to the new one.
 * - **Published**: a page saved published (an article neither a draft nor dated after today) has
 *   its address listed, so a later build knows it was published.
 * - **Deleted**: a published page may be deleted only once the ledger says where its address
 *   leads, or that it is gone for good. Keystatic's delete button asks nothing and has no hook,
 *   so the save is refused with a sentence saying what to do first, which Keystatic shows.
 * A topic's page, which goes with its last article, is left to the build's own refusal.
 */
import path from 'node:path';
import yaml from 'js-yaml';
import { contentCollections } from '../src/content/collections';
import { frontmatterOf } from '../src/content/file-checks';
import { articleStatus } from '../src/lib/articles';
import {
  isSettled,
  ledgerEntries,
  ledgerFile,
  ledgerName,
  ledgerText,
  withLive,
  withMoved,
} from './address-ledger.mjs';

/** A folder of pages whose file name is their address, and the address of each. */
const addressedFolders = Object.values(contentCollections).flatMap((collection) =>
  collection.kind === 'pages' || collection.kind === 'articles'
    ? [{ folder: `${collection.folder}/`, address: collection.preview, kind: collection.kind }]
    : [],
);

/** The page an entry's file is, if it is one of a page with an address. */
export function pageOfFile(file: string) {
  const { dir, name, ext } = path.posix.parse(file);
  const folder = addressedFolders.find((candidate) => candidate.folder === `${dir}/`);
  if (!folder || !['.md', '.yaml'].includes(ext)) return undefined;
  return { address: folder.address.replace('{slug}', name), kind: folder.kind };
}

/** Whether an entry's text is published: every page is; an article unless a draft or scheduled. */
export function isPublished(kind: 'pages' | 'articles', text: string, now: Date): boolean {
  if (kind === 'pages') return true;
  const head = yaml.load(frontmatterOf(text) ?? '') as { draft?: unknown; pubDate?: unknown };
  const pubDate = head?.pubDate instanceof Date ? head.pubDate : new Date(String(head?.pubDate));
  if (Number.isNaN(pubDate.getTime())) return false;
  return articleStatus({ draft: head.draft === true, pubDate }, now) === 'published';
}

export interface SaveFiles {
  /** Each file the save writes, with its text. */
  written: { path: string; text: string }[];
  /** Each file the save deletes. */
  deleted: string[];
  /** A file's text as it is before the save, if it exists. */
  before: (file: string) => string | undefined;
  now: Date;
}

export type LedgerChange = { refusal: string } | { ledger: string | undefined; said: string[] };

/**
 * The ledger as the save leaves it (undefined when unchanged), and what the save did to it; or
 * the refusal of a save that deletes a published page whose address leads nowhere yet.
 */
export function ledgerAfterSave({ written, deleted, before, now }: SaveFiles): LedgerChange {
  const ledgerWritten = written.find((file) => file.path === ledgerFile);
  const original = ledgerEntries(ledgerWritten?.text ?? before(ledgerFile));
  let entries = original;
  const said: string[] = [];
  const wasPublished = (file: string) => {
    const page = pageOfFile(file);
    const text = before(file);
    return page && text !== undefined && isPublished(page.kind, text, now) ? page : undefined;
  };
  const removed = deleted.flatMap((file) => {
    const page = wasPublished(file);
    return page ? [{ file, page }] : [];
  });
  const added = written.flatMap((file) => {
    const page = pageOfFile(file.path);
    return page && before(file.path) === undefined ? [{ file: file.path, page }] : [];
  });
  for (const { file, page } of removed) {
    // A rename: the same kind of page written under another name in the same save.
    const renamed = added.find(
      (candidate) =>
        path.posix.dirname(candidate.file) === path.posix.dirname(file) &&
        path.posix.extname(candidate.file) === path.posix.extname(file),
    );
    if (renamed) {
      entries = withMoved(entries, page.address, renamed.page.address);
      said.push(`${page.address} now leads to ${renamed.page.address}`);
    } else if (!isSettled(entries, page.address))
      return {
        refusal: `${page.address} is published, so people may have its link. Before you delete this page, say where that link should lead: open ${ledgerName}, find ${page.address} (add it at the end if it is not there yet), and either write the page it should lead to under “Leads to” (like /insights), or tick “Gone for good”. Save that, then delete the page again.`,
      };
  }
  for (const file of written) {
    const page = pageOfFile(file.path);
    if (!page || !isPublished(page.kind, file.text, now)) continue;
    const next = withLive(entries, page.address);
    if (JSON.stringify(next) !== JSON.stringify(entries)) said.push(`${page.address} is listed`);
    entries = next;
  }
  const changed = JSON.stringify(entries) !== JSON.stringify(original);
  return { ledger: changed ? ledgerText(entries) : undefined, said };
}
