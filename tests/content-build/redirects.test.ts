/**
 * A renamed article and a removed case study, end to end through one real build of a copy: the
 * ledger of published addresses (src/content/site/addresses.yaml) as the editor's saves leave it
 * (the rename leads the old address to the new one; the removal is marked gone for good), with an
 * older name of the article that led to its old address. Every host's file must send both old
 * names straight to the new page, the gone address nowhere, and the site map, the feed and
 * llms.txt must name only live pages.
 */
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ledgerEntries,
  ledgerFile,
  ledgerText,
  withMoved,
} from '../../integrations/address-ledger.mjs';
import { articles, caseStudies } from '../e2e/content';
import { copySite, keptArticles, type SiteCopy } from './site-copy';

let site: SiteCopy;
let output = '';
const article = articles.find(({ slug }) => keptArticles.includes(slug))!;
const oldAddress = article.href;
const newSlug = `${article.slug}-renamed`;
const newAddress = `/insights/${newSlug}`;
const olderAddress = '/insights/an-older-name';
const study = caseStudies[0]!;
const goneAddress = `/portfolio/${study.slug}`;

const built = (file: string) => readFile(site.at('build', file), 'utf8');

beforeAll(async () => {
  site = await copySite();
  const insights = site.at('src/content/insights');
  // Renamed as the editor renames: the file and its pictures' folder, the pictures' paths with them.
  const text = await readFile(`${insights}/${article.slug}.md`, 'utf8');
  await writeFile(
    `${insights}/${newSlug}.md`,
    text.replaceAll(`./${article.slug}/`, `./${newSlug}/`),
  );
  await rm(`${insights}/${article.slug}.md`);
  await rename(`${insights}/${article.slug}`, `${insights}/${newSlug}`);
  await rm(site.at('src/content/case-studies', `${study.slug}.yaml`));
  await rm(site.at('src/content/case-studies', study.slug), { recursive: true, force: true });

  const file = site.at(ledgerFile);
  const addresses = ledgerEntries(await readFile(file, 'utf8'));
  const ledger = withMoved(
    [...addresses, { address: olderAddress, leadsTo: oldAddress }],
    oldAddress,
    newAddress,
  ).map((entry) => (entry.address === goneAddress ? { ...entry, gone: true } : entry));
  await writeFile(file, ledgerText(ledger));

  const build = await site.build();
  output = build.output;
  expect(build.code, output).toBe(0);
});

afterAll(async () => {
  await site?.saveCaches();
  await site?.remove();
});

describe('a renamed article and a removed case study', () => {
  it('redirect both old names of the article straight to its new page, on every host', async () => {
    expect(output).toMatch(/\d+ published addresses live, 2 redirected, 1 gone for good/);
    const rules = (await built('client/_redirects')).split('\n').filter((line) => /^\//.test(line));
    expect(rules.sort()).toEqual(
      [`${oldAddress} ${newAddress} 301`, `${olderAddress} ${newAddress} 301`].sort(),
    );
    const nginx = await built('nginx/addresses.conf');
    expect(nginx).toContain(`  ${oldAddress} ${newAddress};`);
    expect(nginx).toContain(`  ${olderAddress} ${newAddress};`);
    expect(nginx).toContain(`  ${goneAddress} 1;`);
    const json = JSON.parse(await built('hosting/redirects.json')) as {
      redirects: unknown[];
      gone: unknown[];
    };
    expect(json.redirects).toContainEqual({ from: olderAddress, to: newAddress, status: 301 });
    expect(json.gone).toEqual([{ address: goneAddress, status: 410 }]);
  });

  it('leave a forwarding page at each old address, and none at the gone one', async () => {
    for (const address of [oldAddress, olderAddress]) {
      const page = await built(`client${address}/index.html`);
      expect(page).toContain(`<meta http-equiv="refresh" content="0; url=${newAddress}">`);
      expect(page).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/insights\/[^"]+">/);
      expect(page).toContain(`${newAddress}">`);
      expect(page).toContain('<meta name="robots" content="noindex">');
      expect(page).toMatch(
        /<meta http-equiv="Content-Security-Policy" content="default-src 'none';/,
      );
      expect(page).toContain(`<a href="${newAddress}">`);
    }
    expect(existsSync(site.at(`build/client${goneAddress}`))).toBe(false);
  });

  it('leave the site map, the feed and llms.txt naming the new page, not the old ones', async () => {
    const sitemap = await built('client/sitemap-0.xml');
    const feed = await built('client/rss.xml');
    const llms = await built('client/llms.txt');
    for (const listing of [sitemap, feed, llms]) {
      expect(listing).toContain(`${newAddress}`);
      for (const old of [`${oldAddress}<`, `${oldAddress})`, `${oldAddress}/`, olderAddress])
        expect(listing).not.toContain(old);
    }
    for (const listing of [sitemap, llms]) expect(listing).not.toContain(goneAddress);
  });
});
