// Cuts the site's core font file (src/styles/font-subset.js says which characters, weights and
// features) from @fontsource-variable's Latin file, with HarfBuzz's subsetter (subset-font), and
// writes it to src/assets/fonts/, where fonts.css and the page layout's hint pick it up.
// The output depends only on the installed font and the subset's definition, so
// src/styles/font-subset.test.ts cuts it again and fails when the committed file is stale.
//
// Usage: npm run fonts
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import { coreFeatures, coreText, coreWeights } from '../src/styles/font-subset.js';

/** The full Latin file of the variable face, as @fontsource-variable ships it. */
export const latinSource = fileURLToPath(
  import.meta
    .resolve('@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2'),
);

/** Where the core file is committed. */
export const coreFile = fileURLToPath(
  new URL('../src/assets/fonts/plus-jakarta-sans-core.woff2', import.meta.url),
);

/** The core file's bytes, cut from the installed Latin file. */
export async function cutCoreSubset() {
  return subsetFont(await readFile(latinSource), coreText(), {
    targetFormat: 'woff2',
    variationAxes: { wght: coreWeights },
    keepFeatures: coreFeatures,
  });
}

async function main() {
  const source = await readFile(latinSource);
  const subset = await cutCoreSubset();
  await writeFile(coreFile, subset);
  console.log(
    `fonts: wrote ${coreFile} (${subset.length} bytes, from ${source.length} bytes of the Latin file)`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await main();
}
