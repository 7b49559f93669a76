/**
 * The content editor (Keystatic, keystatic.config.ts) at /keystatic, in the development server
 * that `npm run edit` starts, and nowhere else: `astro build` never sees it, so no visitor page
 * holds any of it (tests/e2e/build-output.spec.ts greps the built site to be sure). Keystatic
 * binds the server to 127.0.0.1, as its local mode writes to this computer's files.
 */
import keystatic from '@keystatic/astro';
import type { AstroIntegration } from 'astro';
import { existsSync } from 'node:fs';
import { utimes } from 'node:fs/promises';
import path from 'node:path';
import { isRunnableDevEnvironment, type Plugin, type ViteDevServer } from 'vite';

/** What `npm run edit` sets. */
const editorSwitch = 'CONTENT_EDITOR';

/** Astro's module that keeps the content it has read (see renderAfresh()). */
const contentStoreModule = '/astro/dist/content/data-store.js';

/** The event the development server sends when content changed, instead of reloading every tab. */
const contentChanged = 'brightwave:content-changed';

/** Runs in every page of the site under `npm run edit` (not in the editor): reloads it. */
const previewReloadScript = `if (import.meta.hot) import.meta.hot.on('${contentChanged}', () => location.reload());`;

export function contentEditor(): AstroIntegration {
  const editor = keystatic();
  return {
    name: 'brightwave:content-editor',
    hooks: {
      'astro:config:setup': async (options) => {
        if (options.command !== 'dev' || process.env[editorSwitch] !== 'on') return;
        await editor.hooks['astro:config:setup']?.(options);
        // On a content change the development server reloads every open tab, so a preview
        // follows a save. The editor's tab must not reload: a save there, or anywhere, would
        // throw away what is being typed in another form. So the reload becomes an event that
        // only the site's pages act on.
        options.updateConfig({
          vite: {
            plugins: [previewOnlyReload(), picturesReloadTheirEntry()],
            // Keystatic saves a file by emptying it and then writing it. Told of the change at
            // once, Astro's loader could read the empty file, refuse it and never see the rest,
            // so the preview stayed stale (2 of 4 such saves, measured). The watcher now waits
            // until the file has stopped changing.
            server: { watch: { awaitWriteFinish: { stabilityThreshold: 120, pollInterval: 20 } } },
          },
        });
        options.injectScript('page', previewReloadScript);
        options.logger.info('The content editor is at /keystatic.');
      },
    },
  };
}

function previewOnlyReload(): Plugin {
  return {
    name: 'brightwave:preview-only-reload',
    configureServer(server) {
      const hot = server.environments.client.hot;
      const send = hot.send.bind(hot) as (payload: unknown) => void;
      // One save can ask for several reloads within a few hundred milliseconds, the first
      // before the new content is read; a tab reloading for the first misses the last. So the
      // preview is told once, after the requests have stopped.
      let quiet: ReturnType<typeof setTimeout> | undefined;
      hot.send = ((payload: unknown) => {
        const reloadAll =
          typeof payload === 'object' &&
          payload !== null &&
          (payload as { type?: string }).type === 'full-reload' &&
          ((payload as { path?: string }).path ?? '*') === '*';
        if (!reloadAll) return send(payload);
        clearTimeout(quiet);
        quiet = setTimeout(() => {
          renderAfresh(server);
          send({ type: 'custom', event: contentChanged, data: {} });
        }, 400);
      }) as typeof hot.send;
    },
  };
}

/**
 * After a save Astro re-reads its module of content data, but the server keeps the module that
 * loaded it last (astro/dist/content/data-store.js holds it once read), so a page rendered
 * while the new content was being written kept the old content for good: 1 editor test run in
 * 3, with the file and Astro's store on disk both new. Once the saves have stopped, that module
 * and every module that imports it, up to the pages, are run afresh on their next use. Only
 * they: clearing every module instead (a `full-reload`) also restarted the editor's own API
 * and the image endpoint while the editor and the preview were calling them, and a request
 * among them now and then never finished.
 */
function renderAfresh(server: ViteDevServer) {
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
      if (module.file?.endsWith(contentStoreModule)) markWithImporters(module.id);
    for (const id of stale) {
      const module = modules.getModuleById(id);
      if (module) modules.invalidateModule(module);
    }
  }
}

/**
 * Keystatic writes a new entry's file before its picture, so Astro's loader reads the entry,
 * finds no picture and refuses it, and is not told when the picture lands. A picture written in
 * an entry's folder (team/maya-patel/maya-patel.jpg) therefore touches the entry's file
 * (team/maya-patel.yaml), which makes the loader read it again.
 */
function picturesReloadTheirEntry(): Plugin {
  return {
    name: 'brightwave:pictures-reload-their-entry',
    configureServer(server) {
      const content = path.resolve('src/content');
      const touchEntry = (file: string) => {
        if (!file.startsWith(content) || !/\.(jpe?g|png|webp|avif)$/i.test(file)) return;
        const entry = `${path.dirname(file)}.yaml`;
        const now = new Date();
        if (existsSync(entry)) void utimes(entry, now, now);
      };
      server.watcher.on('add', touchEntry);
      server.watcher.on('change', touchEntry);
    },
  };
}
