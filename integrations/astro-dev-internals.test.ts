/**
 * Each assumption astro-dev-internals.ts makes about Astro's development server, checked against
 * the installed astro package, so an Astro upgrade that moves one fails here, in CI, with a
 * message that names what moved, instead of leaving `npm run edit`'s preview stale now and then.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createServer, isRunnableDevEnvironment } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contentPicturesFile,
  contentStoreModule,
  isContentReload,
  listImportsPicture,
  renderAfresh,
} from './astro-dev-internals';

const astroRoot = path.dirname(createRequire(import.meta.url).resolve('astro/package.json'));
const astroVersion = (
  JSON.parse(await readFile(path.join(astroRoot, 'package.json'), 'utf8')) as { version: string }
).version;
const internal = (file: string) => path.join(astroRoot, 'dist', file);
const importInternal = async <T>(file: string) =>
  (await import(/* @vite-ignore */ pathToFileURL(internal(file)).href)) as T;

/** Fails with `message`, after the installed version, when `condition` is false. */
function assume(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Error(`Astro ${astroVersion}: ${message}`);
}

const where = 'integrations/astro-dev-internals.ts';

describe("the module that holds Astro's content store", () => {
  it('is the one getCollection() reads, at the path renderAfresh() looks for', async () => {
    const runtime = await readFile(internal('content/runtime.js'), 'utf8').catch(() => '');
    assume(
      runtime !== '',
      `astro/dist/content/runtime.js (getCollection()) has moved. Find the module that keeps the content store getCollection() reads and set contentStoreModule in ${where} to its path.`,
    );
    const specifier = /import\s*\{[^}]*\bglobalDataStore\b[^}]*\}\s*from\s*["']([^"']+)["']/.exec(
      runtime,
    )?.[1];
    assume(
      specifier !== undefined,
      `getCollection() (astro/dist/content/runtime.js) no longer imports globalDataStore. Find where it now reads the content store and set contentStoreModule in ${where} to that module's path; check then that a save still reaches an open preview (tests/e2e/editor*.spec.ts).`,
    );
    const store = path.resolve(path.dirname(internal('content/runtime.js')), specifier);
    assume(
      store.replaceAll('\\', '/').endsWith(contentStoreModule),
      `getCollection() reads its content store from ${path.relative(astroRoot, store)}, not ${contentStoreModule}. Set contentStoreModule in ${where} to '/astro/${path.relative(astroRoot, store).replaceAll('\\', '/')}'.`,
    );
  });

  it('keeps the store it first read (what renderAfresh() undoes)', async () => {
    const { globalDataStore } = await importInternal<{
      globalDataStore?: { get(): Promise<unknown> };
    }>('content/data-store.js');
    assume(
      typeof globalDataStore?.get === 'function',
      `${contentStoreModule} no longer exports globalDataStore.get(). Find how getCollection() now keeps its store and adapt renderAfresh() in ${where}.`,
    );
    assume(
      (await globalDataStore.get()) === (await globalDataStore.get()),
      `${contentStoreModule} no longer keeps the store it first read. renderAfresh() in ${where} may no longer be needed: remove it and run the editor tests (tests/e2e/editor*.spec.ts) 20 times in a row to be sure.`,
    );
  });
});

describe('renderAfresh() in a Vite development server', () => {
  let root: string;
  let server: Awaited<ReturnType<typeof createServer>>;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'astro-dev-internals-'));
    // A page that reads the content store as Astro's pages do, through getCollection()'s module.
    await writeFile(
      path.join(root, 'page.mjs'),
      `import { globalDataStore } from ${JSON.stringify(internal('content/data-store.js'))};\nexport const store = await globalDataStore.get();\n`,
    );
    server = await createServer({
      configFile: false,
      root,
      logLevel: 'silent',
      server: { middlewareMode: true, hmr: false, watch: null, fs: { allow: [root, astroRoot] } },
      ssr: { noExternal: true },
    });
  });
  afterAll(async () => {
    await server?.close();
    await rm(root, { recursive: true, force: true });
  });

  it("runs the content store's module and the page afresh, so the page reads the store again", async () => {
    const ssr = server.environments.ssr;
    if (!isRunnableDevEnvironment(ssr)) throw new Error("Vite's ssr environment is not runnable.");
    const page = path.join(root, 'page.mjs');
    const before = ((await ssr.runner.import(page)) as { store: unknown }).store;
    const marked = renderAfresh(server);
    assume(
      marked >= 2,
      `renderAfresh() found no module ending in ${contentStoreModule} among the modules a page loaded (it marked ${marked}). Set contentStoreModule in ${where} to the path of the module that keeps the content store.`,
    );
    const after = ((await ssr.runner.import(page)) as { store: unknown }).store;
    expect(after, 'the page still holds the store it read before').not.toBe(before);
  });
});

describe('what Astro sends the browser when content changed', () => {
  it('is a reload of every page, which the preview turns into its own event', async () => {
    const { attachDataStoreInvalidation } = await importInternal<{
      attachDataStoreInvalidation?: (store: unknown, server: unknown, settings: unknown) => void;
    }>('content/vite-plugin-content-virtual-mod.js');
    assume(
      typeof attachDataStoreInvalidation === 'function',
      `astro/dist/content/vite-plugin-content-virtual-mod.js no longer exports attachDataStoreInvalidation, which tells the browser that content changed. Find what Astro now sends the browser after a content change and make isContentReload() in ${where} recognise it.`,
    );
    const dotAstroDir = pathToFileURL(path.join(tmpdir(), 'astro-dev-internals', '.astro/'));
    const settings = { config: { experimental: {} }, dotAstroDir };
    const sent: unknown[] = [];
    const environment = (send: (payload: unknown) => void) => ({
      moduleGraph: { getModuleById: () => undefined, getModulesByFile: () => undefined },
      hot: { send },
    });
    const server = {
      environments: {
        client: environment((payload) => sent.push(payload)),
        ssr: environment(() => {}),
      },
    };
    let written: ((file: string) => void) | undefined;
    attachDataStoreInvalidation(
      { onFileWritten: (listener: typeof written) => (written = listener) },
      server,
      settings,
    );
    assume(
      written !== undefined,
      `Astro's development server no longer listens for its content store being written (onFileWritten). Find what it now sends the browser after a content change and make isContentReload() in ${where} recognise it.`,
    );
    written(path.join(tmpdir(), 'astro-dev-internals', '.astro', 'data-store.json'));
    assume(
      sent.some(isContentReload),
      `after its content store is written, Astro sent the browser ${JSON.stringify(sent)}, which isContentReload() in ${where} does not recognise, so an open preview would not follow a save. Make it recognise what Astro now sends.`,
    );
  });
});

describe("Astro's list of content pictures", () => {
  it(`is ${contentPicturesFile}, one import per picture, which listImportsPicture() reads`, async () => {
    const { ASSET_IMPORTS_FILE } = await importInternal<{ ASSET_IMPORTS_FILE?: string }>(
      'content/consts.js',
    );
    assume(
      ASSET_IMPORTS_FILE !== undefined && `.astro/${ASSET_IMPORTS_FILE}` === contentPicturesFile,
      `the list of pictures content entries name is now .astro/${ASSET_IMPORTS_FILE}, not ${contentPicturesFile}. Set contentPicturesFile in ${where}.`,
    );
    const { MutableDataStore } = await importInternal<{
      MutableDataStore: new () => {
        set(collection: string, key: string, entry: unknown): void;
        writeAssetImports(file: URL): Promise<void>;
      };
    }>('content/mutable-data-store.js');
    const dir = await mkdtemp(path.join(tmpdir(), 'content-pictures-'));
    try {
      const store = new MutableDataStore();
      // An entry as Astro's glob() loader keeps it: its file relative to the project, and the
      // pictures it names relative to that file.
      store.set('team', 'maya-patel', {
        id: 'maya-patel',
        data: {},
        filePath: 'src/content/team/maya-patel.yaml',
        assetImports: ['./maya-patel/maya-patel.jpg'],
      });
      store.set('articles', 'speed-in-figures', {
        id: 'speed-in-figures',
        data: {},
        filePath: 'src/content/insights/speed-in-figures.md',
        assetImports: ['./speed-in-figures/report-photo.jpg'],
      });
      const file = pathToFileURL(path.join(dir, ASSET_IMPORTS_FILE));
      await store.writeAssetImports(file);
      const list = await readFile(file, 'utf8');
      assume(
        listImportsPicture(list, 'src/content/team/maya-patel/maya-patel.jpg'),
        `listImportsPicture() in ${where} no longer finds a picture in the list Astro writes:\n${list}\nMake it read this format, or a deleted picture may vanish while a preview still shows it.`,
      );
      // An article's pictures: deleted with it, they waited for nothing before this was read.
      expect(
        listImportsPicture(list, 'src/content/insights/speed-in-figures/report-photo.jpg'),
      ).toBe(true);
      expect(listImportsPicture(list, 'src/content/team/priya-nair/priya-nair.jpg')).toBe(false);
      expect(listImportsPicture(list, 'src/content/insights/speed-in-figures/cover.jpg')).toBe(
        false,
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('isContentReload()', () => {
  it('is true for a reload of every page and for nothing else', () => {
    expect(isContentReload({ type: 'full-reload' })).toBe(true);
    expect(isContentReload({ type: 'full-reload', path: '*' })).toBe(true);
    expect(isContentReload({ type: 'full-reload', path: '/about-us' })).toBe(false);
    expect(isContentReload({ type: 'update', updates: [] })).toBe(false);
    expect(isContentReload('full-reload')).toBe(false);
  });
});
