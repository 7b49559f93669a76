/**
 * What the content editor's preview (content-editor.ts) relies on in Astro's development server
 * that Astro does not document: every file path and behaviour of Astro's own code it counts on is
 * here and nowhere else. Astro offers no public hook for "content changed": its integration API
 * can refresh the content layer (`refreshContent`), which writes a new data store, but nothing
 * lets an integration make the pages read it. An Astro upgrade may change any of this silently,
 * so astro-dev-internals.test.ts checks each assumption against the installed astro package and
 * names the one that moved.
 *
 * Vite's part (the runnable environments' module runner, `hot.send`) is Vite's public
 * Environment API.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { isRunnableDevEnvironment, type ViteDevServer } from 'vite';

/**
 * Astro's module that keeps the content it has read, once per module instance
 * (`globalDataStore` in astro/dist/content/data-store.js, used by `getCollection()`).
 */
export const contentStoreModule = '/astro/dist/content/data-store.js';

/**
 * Astro's list of the pictures content entries name, as imports (`.astro/content-assets.mjs`):
 * one line per picture, `"./maya-patel/maya-patel.jpg?astroContentImageFlag=&importer=src%2F…"`.
 */
export const contentPicturesFile = '.astro/content-assets.mjs';

/**
 * True for what Astro's development server sends to the browser when content changed: a reload
 * of every page (Vite's `full-reload` with no path, or `*`).
 */
export function isContentReload(payload: unknown): boolean {
  if (typeof payload !== 'object' || payload === null) return false;
  const { type, path } = payload as { type?: unknown; path?: unknown };
  return type === 'full-reload' && (path ?? '*') === '*';
}

/**
 * After a save Astro re-reads its module of content data, but the server keeps the module that
 * loaded it last (`contentStoreModule` holds it once read), so a page rendered while the new
 * content was being written kept the old content for good: 1 editor test run in 3, with the file
 * and Astro's store on disk both new. This runs that module and every module that imports it, up
 * to the pages, afresh on their next use. Only they: clearing every module instead (a
 * `full-reload` of the server's runner) also restarted the editor's own API and the image
 * endpoint while the editor and the preview were calling them, and a request among them now and
 * then never finished. Returns how many modules it marked, 0 when no module is Astro's store.
 */
export function renderAfresh(server: Pick<ViteDevServer, 'environments'>): number {
  let marked = 0;
  for (const environment of Object.values(server.environments)) {
    if (!isRunnableDevEnvironment(environment)) continue;
    const modules = environment.runner.evaluatedModules;
    const stale = new Set<string>();
    const markWithImporters = (id: string) => {
      if (stale.has(id)) return;
      stale.add(id);
      for (const importer of modules.getModuleById(id)?.importers ?? [])
        markWithImporters(importer);
    };
    for (const module of modules.idToModuleMap.values())
      if (module.file?.replaceAll('\\', '/').endsWith(contentStoreModule))
        markWithImporters(module.id);
    for (const id of stale) {
      const module = modules.getModuleById(id);
      if (module) modules.invalidateModule(module);
    }
    marked += stale.size;
  }
  return marked;
}

/**
 * True while Astro's list of content pictures (`contentPicturesFile`, as `list`) still imports
 * `picture` (`src/content/team/maya-patel/maya-patel.jpg`) for the entry whose folder holds it:
 * a YAML entry beside the folder (`src/content/team/maya-patel.yaml`) or an article's Markdown
 * (`src/content/insights/<address>.md`, whose cover and text pictures are in `insights/<address>/`).
 */
export function listImportsPicture(list: string, picture: string): boolean {
  const folder = path.posix.dirname(picture);
  const from = `./${path.posix.relative(path.posix.dirname(folder), picture)}?`;
  const importers = ['.yaml', '.md'].map((ext) => `importer=${encodeURIComponent(folder + ext)}`);
  return list
    .split('\n')
    .some((line) => line.includes(from) && importers.some((importer) => line.includes(importer)));
}

/** True while Astro's list of content pictures, on disk now, imports any of `pictures`. */
export async function contentStillImports(pictures: readonly string[]): Promise<boolean> {
  const list = await readFile(path.resolve(contentPicturesFile), 'utf8').catch(() => '');
  return pictures.some((picture) => listImportsPicture(list, picture));
}

/**
 * Waits, at most `limitMs`, until Astro's content pictures no longer import any of `pictures`:
 * a picture deleted while they still do is answered "Image not found" by the server.
 */
export async function untilNotImported(pictures: readonly string[], limitMs: number) {
  for (const started = Date.now(); Date.now() - started < limitMs;) {
    if (!(await contentStillImports(pictures))) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
