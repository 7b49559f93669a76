// `npm run addresses`, after a build: writes into the ledger of published addresses
// (src/content/site/addresses.yaml) every address that build published for the first time, and
// drops the old "leads to" or "gone" of an address a page uses again. The editor's saves do the
// same for the pages they save; this is for a page added or renamed by hand, or an article
// published on its day by the host's daily build, which cannot commit. Commit the file after.
import { readFile, writeFile } from 'node:fs/promises';
import { ledgerFile, ledgerText, withBuilt } from '../integrations/address-ledger.mjs';
import { readLedger } from '../integrations/redirects.mjs';

const builtFile = 'build/hosting/redirects.json';
const { published } = JSON.parse(
  await readFile(builtFile, 'utf8').catch(() => {
    throw new Error(`No ${builtFile}: run \`npm run build\` first, then \`npm run addresses\`.`);
  }),
);
const before = await readLedger(ledgerFile);
const after = withBuilt(before, published);
const added = after.length - before.length;
if (JSON.stringify(after) === JSON.stringify(before))
  console.log(`${ledgerFile} already lists every address the last build published.`);
else {
  await writeFile(ledgerFile, ledgerText(after));
  console.log(
    `${ledgerFile}: ${added} address${added === 1 ? '' : 'es'} added, ${after.length} in all. Commit it with the content.`,
  );
}
