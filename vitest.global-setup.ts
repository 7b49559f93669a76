/**
 * Reads the content collections once before the unit tests, with `astro sync`, and puts the
 * result where Vite's development mode (which Vitest runs in) looks for it, so
 * `getCollection()` in a test returns the entries the build would. An entry that breaks its
 * schema stops the tests here, with the same message the build gives.
 *
 * The tests read a copy of the content that holds a few of the articles, case studies and
 * projects, and of the people who have left only their authors (`keptArticles`,
 * `keptCaseStudies`, `keptProjects`, `keptPeople` in tests/content-build/site-copy.ts), and every
 * other entry: what a unit test proves needs an entry or three of each, and with 200 more
 * articles the suite took 291 s against 71 s, most of it loading the articles' modules. Whether
 * every entry is valid is `npm run check:content`'s answer, and the build's. The tests that read
 * the files themselves (tests/e2e/content.ts) read the same copy, through E2E_CONTENT_DIR, so
 * both views of the content agree.
 */
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { copySite } from './tests/content-build/site-copy';

/** Where the unit tests' copy of src/content/ is kept while they run. */
const contentCopy = '.tmp/unit-tests/content';

/** What `astro sync` writes in `.astro/` beside the store: the modules the entries import. */
const entryImports = ['content-assets.mjs', 'content-modules.mjs'];

export default async function readContent() {
  const site = await copySite();
  try {
    const { code, output } = await site.check();
    if (code !== 0) throw new Error(`The content check refused the content:\n${output}`);
    mkdirSync('.astro', { recursive: true });
    cpSync(site.at('node_modules/.astro/data-store.json'), '.astro/data-store.json');
    for (const file of entryImports) cpSync(site.at('.astro', file), `.astro/${file}`);
    rmSync(contentCopy, { recursive: true, force: true });
    cpSync(site.at('src/content'), contentCopy, { recursive: true });
    // Vitest starts its workers after this, and they take the variable with them.
    process.env.E2E_CONTENT_DIR = contentCopy;
  } finally {
    await site.remove();
  }
}
