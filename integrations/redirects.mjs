// Astro integration: once the pages are written, compares the ledger of published addresses
// (src/content/site/addresses.yaml, rules in address-ledger.mjs) with them, stops the build on
// an address no longer built that the ledger sends nowhere, and writes, for every host the
// README names, what each old address answers:
//  - `build/client/_redirects` (Netlify, Cloudflare Pages): `/old /new 301`, the code written
//    out, since Cloudflare answers 302 without one. Neither can answer 410 from this file
//    (Cloudflare takes 301, 302, 303, 307 and 308 only), so a gone address gets no rule and
//    they answer it with the site's 404 page;
//  - `build/nginx/addresses.conf` (included by deploy/nginx.conf): two maps, the old address to
//    its new one (301) and the gone ones (410, with the 404 page's words);
//  - `build/hosting/redirects.json` for any other host (a CloudFront function, S3 rules);
//  - a small page at each old address for hosts that cannot redirect (GitHub Pages): it sends
//    the browser on at once (meta refresh), names the new page as canonical, is kept out of
//    search engines (noindex) and shows a link, with its own Content Security Policy.
// It runs after hosting-headers.mjs: that step checks every page for foreign scripts by what
// they share, which these pages, holding none, would break; and it empties build/nginx.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  addressOfFile,
  ledgerEntries,
  ledgerFile,
  ledgerRefusal,
  publishedOf,
  settleAddresses,
} from './address-ledger.mjs';
import { policyOfPage, withPagePolicy } from './hosting-headers.mjs';
import { htmlFiles } from './html-tree.mjs';
import { compress, minimumBytes } from './precompress.mjs';

/**
 * What Netlify and Cloudflare Pages accept in `_redirects` (Cloudflare's documented limits,
 * the tighter): 2,000 static rules, 100 dynamic ones, 1,000 characters a rule. Every rule the
 * build writes is static.
 */
export const redirectLimits = { staticRules: 2000, dynamicRules: 100, lineCharacters: 1000 };

/**
 * @typedef {import('./address-ledger.mjs').Redirect} Redirect
 * @typedef {import('./address-ledger.mjs').LedgerEntry} LedgerEntry
 */

/**
 * The `_redirects` file: one permanent redirect per old address.
 * @param {readonly Redirect[]} redirects
 */
export function renderRedirectsFile(redirects) {
  return [
    `# Written by the build from ${ledgerFile} (integrations/redirects.mjs): edit that file, not this one.`,
    ...redirects.map(({ from, to }) => `${from} ${to} 301`),
    '',
  ].join('\n');
}

/**
 * The limits of `_redirects` the file breaks, each a sentence: empty when all hold.
 * @param {string} file
 */
export function redirectLimitBreaches(file) {
  const rules = file.split('\n').filter((line) => line.startsWith('/'));
  const number = (/** @type {number} */ count) => count.toLocaleString('en');
  const breaches = [];
  const dynamic = rules.filter((rule) => /[*:]/.test(rule.split(' ')[0] ?? '')).length;
  if (rules.length - dynamic > redirectLimits.staticRules)
    breaches.push(
      `Cloudflare Pages accepts at most ${number(redirectLimits.staticRules)} redirects in _redirects: the site has ${number(rules.length - dynamic)} old addresses to send on. Mark the oldest ones “Gone for good”, or serve the site with nginx, which has no such limit.`,
    );
  if (dynamic > redirectLimits.dynamicRules)
    breaches.push(
      `Cloudflare Pages accepts at most ${redirectLimits.dynamicRules} redirects with * or : in _redirects: this one has ${dynamic}.`,
    );
  for (const rule of rules)
    if (rule.length > redirectLimits.lineCharacters)
      breaches.push(
        `Cloudflare Pages reads at most ${number(redirectLimits.lineCharacters)} characters a line of _redirects: the redirect of ${rule.split(' ')[0]} has ${number(rule.length)}.`,
      );
  return breaches;
}

/**
 * nginx maps, one entry per address: `$brightwave_moved_to` (the new address, for a 301) and
 * `$brightwave_gone` (1, for a 410). deploy/nginx.conf includes them in its `http` block and
 * answers them in its pages' location.
 * @param {readonly Redirect[]} redirects
 * @param {readonly string[]} gone
 */
export function renderNginxAddresses(redirects, gone) {
  return [
    `# Written by the build from ${ledgerFile} (integrations/redirects.mjs); deploy/nginx.conf includes it.`,
    'map $uri $brightwave_moved_to {',
    '  default "";',
    ...redirects.map(({ from, to }) => `  ${from} ${to};`),
    '}',
    'map $uri $brightwave_gone {',
    '  default 0;',
    ...gone.map((address) => `  ${address} 1;`),
    '}',
    '',
  ].join('\n');
}

/** @param {string} text */
const escaped = (text) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('"', '&quot;');

/**
 * The page left at an old address for hosts that cannot redirect: the browser goes on at once,
 * a search engine reads the new page as the one to list, a person sees the link. Its language
 * and the new page's title come from the new page itself.
 * @param {Redirect} redirect
 * @param {{ siteUrl: string, title: string, lang: string }} target
 */
export function forwardingPage({ to }, { siteUrl, title, lang }) {
  const url = `${siteUrl.replace(/\/$/, '')}${to}`;
  return [
    '<!doctype html>',
    `<html lang="${escaped(lang)}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<meta http-equiv="refresh" content="0; url=${escaped(to)}">`,
    `<link rel="canonical" href="${escaped(url)}">`,
    `<title>${escaped(title)}</title>`,
    '</head>',
    '<body>',
    `<p><a href="${escaped(to)}">${escaped(title)}</a></p>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/** A built page's title and language, for the page that forwards to it. @param {string} html */
function titleAndLang(html) {
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  const lang = /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1] ?? 'en';
  // Back from HTML to text: escaped() writes it again.
  const text = title
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');
  return { title: text, lang };
}

/**
 * Reads the ledger file.
 * @param {string} file
 */
export async function readLedger(file) {
  return ledgerEntries(await readFile(file, 'utf8'));
}

/**
 * Settles the ledger against the build in `clientDir` and writes every host's redirects.
 * Throws the marketer's sentences when an address is not settled, or the redirects break a limit.
 * @param {string} clientDir build/client
 * @param {readonly LedgerEntry[]} ledger
 * @param {string} siteUrl
 */
export async function writeRedirects(clientDir, ledger, siteUrl) {
  const buildDir = join(clientDir, '..');
  const files = (await htmlFiles(clientDir)).map((file) => file.split('\\').join('/'));
  /** @type {Map<string, string>} */
  const fileOf = new Map();
  for (const file of files) {
    const address = addressOfFile(file);
    if (address) fileOf.set(address, file);
  }
  const built = new Set(fileOf.keys());
  const settled = settleAddresses(ledger, built);
  if (settled.problems.length > 0) throw new Error(ledgerRefusal(settled.problems));
  const redirectsFile = renderRedirectsFile(settled.redirects);
  const breaches = redirectLimitBreaches(redirectsFile);
  if (breaches.length > 0)
    throw new Error(
      `The old addresses are more than a host accepts (integrations/redirects.mjs):\n${breaches.map((breach) => `  - ${breach}`).join('\n')}`,
    );
  await writeFile(join(clientDir, '_redirects'), redirectsFile);
  await mkdir(join(buildDir, 'nginx'), { recursive: true });
  await writeFile(
    join(buildDir, 'nginx', 'addresses.conf'),
    renderNginxAddresses(settled.redirects, settled.gone),
  );
  await mkdir(join(buildDir, 'hosting'), { recursive: true });
  await writeFile(
    join(buildDir, 'hosting', 'redirects.json'),
    `${JSON.stringify(
      {
        redirects: settled.redirects.map((redirect) => ({ ...redirect, status: 301 })),
        gone: settled.gone.map((address) => ({ address, status: 410 })),
        published: publishedOf(built).sort(),
      },
      null,
      2,
    )}\n`,
  );
  for (const redirect of settled.redirects) {
    const target = join(clientDir, fileOf.get(redirect.to) ?? '');
    const page = forwardingPage(redirect, {
      siteUrl,
      ...titleAndLang(await readFile(target, 'utf8')),
    });
    const { policy } = policyOfPage(page, { connectOrigins: [], mediaOrigins: [] });
    const html = withPagePolicy(page, policy);
    const file = join(clientDir, redirect.from.slice(1), 'index.html');
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, html);
    if (Buffer.byteLength(html) >= minimumBytes) {
      const compressed = await compress(Buffer.from(html));
      await writeFile(`${file}.br`, compressed.br);
      await writeFile(`${file}.gz`, compressed.gzip);
    }
  }
  return settled;
}

/**
 * The first few of `addresses`, and how many more: a build that publishes 200 articles at once
 * names ten.
 * @param {readonly string[]} addresses
 */
const named = (addresses) =>
  addresses.length > 10
    ? `${addresses.slice(0, 10).join(', ')} and ${addresses.length - 10} more`
    : addresses.join(', ');

/**
 * @param {{ siteUrl: string }} settings the build's settings
 * @returns {import('astro').AstroIntegration}
 */
export function redirects({ siteUrl }) {
  let root = '.';
  return {
    name: 'brightwave:redirects',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = fileURLToPath(config.root);
      },
      'astro:build:done': async ({ dir, logger }) => {
        const ledger = await readLedger(join(root, ledgerFile));
        const settled = await writeRedirects(fileURLToPath(dir), ledger, siteUrl);
        logger.info(
          `${settled.live.length} published addresses live, ${settled.redirects.length} redirected, ${settled.gone.length} gone for good`,
        );
        if (settled.unlisted.length > 0)
          logger.warn(
            `Published for the first time, not yet in ${ledgerFile}: ${named(settled.unlisted)}. Run \`npm run addresses\` and commit the file (the editor's save adds them itself), so a later build knows they were published.`,
          );
        if (settled.usedAgain.length > 0)
          logger.info(
            `In use again by a page, so their old "leads to" or "gone" no longer applies: ${named(settled.usedAgain)} (\`npm run addresses\` tidies the file).`,
          );
      },
    },
  };
}
