// The ledger of published addresses (src/content/site/addresses.yaml, its schema in
// src/content/schemas/addresses.ts) and its rules, pure: what the build (redirects.mjs), the
// editor's saves (integrations/content-editor.ts) and `npm run addresses` do with it.
//
// The ledger lists every address the site has published. Compared with the pages a build made:
//  - an address still built is live, whatever the ledger says of it (a gone or moved address
//    used again by a new page is that page's again);
//  - one no longer built that `leadsTo` a page answers a permanent redirect to where that
//    chain of addresses ends (a → b → c serves a → c, and b → c), which must be a built page;
//    a loop, or a chain ending on no page, is refused;
//  - one no longer built that is `gone` answers 410 Gone where the host can, its 404 elsewhere;
//  - one no longer built with neither stops the build: people may hold its link.
// A built address the ledger does not list yet is published for the first time: the build
// names it, and the editor's save or `npm run addresses` writes it in.
import yaml from 'js-yaml';

/** The ledger, from the repository's root. */
export const ledgerFile = 'src/content/site/addresses.yaml';

/** What the ledger is called in the editor (Every page → Published addresses). */
export const ledgerName = '“Published addresses” (Every page, in the editor)';

/**
 * @typedef {{ address: string, leadsTo?: string, gone?: boolean }} LedgerEntry
 * @typedef {{ from: string, to: string }} Redirect
 * @typedef {{
 *   live: string[],
 *   redirects: Redirect[],
 *   gone: string[],
 *   unlisted: string[],
 *   usedAgain: string[],
 *   problems: string[],
 * }} Settled
 */

/**
 * The ledger's entries, from the file's text (checked by its schema when the content is read).
 * @param {string | undefined} text
 * @returns {LedgerEntry[]}
 */
export function ledgerEntries(text) {
  const data = /** @type {{ addresses?: LedgerEntry[] } | null | undefined} */ (
    yaml.load(text ?? '')
  );
  return data?.addresses ?? [];
}

/**
 * The ledger's file text for `entries`, one line a field, as Prettier formats it.
 * @param {readonly LedgerEntry[]} entries
 */
export const ledgerText = (entries) => yaml.dump({ addresses: entries }, { lineWidth: -1 });

/**
 * The pages of a list after its first (/insights/2, /insights/topics/hosting/3) come and go
 * with the number of articles; nobody is given their link, so the ledger leaves them out.
 * @param {string} path
 */
export const isLaterListPage = (path) => /^\/insights(\/topics\/[^/]+)?\/[0-9]+$/.test(path);

/**
 * The address a built HTML file answers (`insights/x/index.html` → `/insights/x`), or
 * undefined for the not-found page.
 * @param {string} file relative to build/client, with forward slashes
 */
export function addressOfFile(file) {
  if (file === '404.html') return undefined;
  const path = file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '');
  return `/${path}`;
}

/**
 * The addresses a ledger should hold for a build's pages: all but the later pages of lists.
 * @param {Iterable<string>} built
 */
export const publishedOf = (built) => [...built].filter((path) => !isLaterListPage(path));

/**
 * Compares the ledger with the pages built.
 * @param {readonly LedgerEntry[]} entries the ledger
 * @param {ReadonlySet<string>} built every page address the build wrote (the 404 page aside)
 * @returns {Settled}
 */
export function settleAddresses(entries, built) {
  /** @type {string[]} */
  const problems = [];
  /** @type {Map<string, LedgerEntry>} */
  const byAddress = new Map();
  for (const entry of entries) {
    if (byAddress.has(entry.address))
      problems.push(`${entry.address} is listed twice. Keep one of the two.`);
    else byAddress.set(entry.address, entry);
  }
  /** @type {Settled} */
  const settled = {
    live: [],
    redirects: [],
    gone: [],
    unlisted: publishedOf(built).filter((path) => !byAddress.has(path)),
    usedAgain: [],
    problems,
  };
  for (const entry of byAddress.values()) {
    if (built.has(entry.address)) {
      settled.live.push(entry.address);
      if (entry.leadsTo || entry.gone) settled.usedAgain.push(entry.address);
    } else if (entry.leadsTo && entry.gone)
      problems.push(
        `${entry.address} leads to ${entry.leadsTo} and is also marked “Gone for good”. Keep one of the two: the page it moved to, or “Gone for good”.`,
      );
    else if (entry.gone) settled.gone.push(entry.address);
    else if (entry.leadsTo) {
      const end = chainEnd(entry, byAddress, built);
      if (typeof end === 'string') settled.redirects.push({ from: entry.address, to: end });
      else problems.push(end.problem);
    } else problems.push(removedMessage(entry.address));
  }
  return settled;
}

/**
 * The sentence for a published address no longer built that the ledger sends nowhere.
 * @param {string} address
 */
export function removedMessage(address) {
  return `The page ${address} is no longer on the site, but it was published, so people may have its link (shared, bookmarked or found in a search engine). Say what that link should do: write the page it moved to under “Leads to” (like /insights), or, if no page replaces it, tick “Gone for good” and visitors will see the “Page not found” page.`;
}

/**
 * Where following `entry`'s `leadsTo` from address to address ends: a built page, or why not.
 * @param {LedgerEntry} entry
 * @param {ReadonlyMap<string, LedgerEntry>} byAddress
 * @param {ReadonlySet<string>} built
 * @returns {string | { problem: string }}
 */
function chainEnd(entry, byAddress, built) {
  const seen = [entry.address];
  let target = entry.leadsTo ?? '';
  while (!built.has(target)) {
    const via = seen.length > 1 ? ` (through ${seen.slice(1).join(', ')})` : '';
    if (seen.includes(target))
      return {
        problem: `${entry.address} leads${via} back to ${target}, so visitors would be sent round in a circle. Make one of these addresses lead to a page the site has.`,
      };
    const next = byAddress.get(target);
    if (next?.gone)
      return {
        problem: `${entry.address} leads${via} to ${target}, which is gone for good. Send it to a page the site has, or tick “Gone for good” for it too.`,
      };
    if (!next?.leadsTo)
      return {
        problem: `${entry.address} leads${via} to ${target}, which is no page of the site. Write the address of a page the site has, like /insights.`,
      };
    seen.push(target);
    target = next.leadsTo;
  }
  return target;
}

/**
 * The build's refusal: every problem of the ledger, each on its own line.
 * @param {readonly string[]} problems
 */
export function ledgerRefusal(problems) {
  return [
    `Some addresses the site has published are not settled, so the site was not built. Fix them in ${ledgerName}, the file ${ledgerFile}:`,
    ...problems.map((problem) => `  - ${problem}`),
  ].join('\n');
}

// ---- Changes to the ledger: the editor's saves and `npm run addresses` -----------------------

/**
 * The ledger with `address` listed as published and live: added if new, any old `leadsTo` or
 * `gone` dropped (a new page took the address). Entries keep their order; a new one goes last.
 * @param {readonly LedgerEntry[]} entries
 * @param {string} address
 * @returns {LedgerEntry[]}
 */
export function withLive(entries, address) {
  if (!entries.some((entry) => entry.address === address)) return [...entries, { address }];
  return entries.map((entry) => (entry.address === address ? { address } : entry));
}

/**
 * The ledger after a published page moved from `from` to `to`: `from` leads to `to`, `to` is
 * live, and an address that led to `from` leads to `to` directly.
 * @param {readonly LedgerEntry[]} entries
 * @param {string} from
 * @param {string} to
 * @returns {LedgerEntry[]}
 */
export function withMoved(entries, from, to) {
  const listed = entries.some((entry) => entry.address === from)
    ? entries
    : [...entries, { address: from }];
  return withLive(
    listed.map((entry) =>
      entry.address === from
        ? { address: from, leadsTo: to }
        : entry.leadsTo === from
          ? { ...entry, leadsTo: to }
          : entry,
    ),
    to,
  );
}

/**
 * Whether the ledger says what a removed page's address should do (it leads somewhere, or is
 * gone for good), so the page may be deleted.
 * @param {readonly LedgerEntry[]} entries
 * @param {string} address
 */
export function isSettled(entries, address) {
  const entry = entries.find((candidate) => candidate.address === address);
  return Boolean(entry?.leadsTo || entry?.gone);
}

/**
 * The ledger tidied after a build: every built address listed (new ones last), and the old
 * `leadsTo` or `gone` of an address a page uses again dropped.
 * @param {readonly LedgerEntry[]} entries
 * @param {Iterable<string>} built
 */
export function withBuilt(entries, built) {
  return publishedOf(built).reduce(withLive, /** @type {LedgerEntry[]} */ ([...entries]));
}
