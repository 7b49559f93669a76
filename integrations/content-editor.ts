/**
 * The content editor (Keystatic, keystatic.config.ts) at /keystatic, in the development server
 * that `npm run edit` starts, and nowhere else: `astro build` never sees it, so no visitor page
 * holds any of it (tests/e2e/build-output.spec.ts greps the built site to be sure). Keystatic
 * binds the server to 127.0.0.1, as its local mode writes to this computer's files.
 * What it relies on in Astro's development server beyond Astro's public API is in
 * astro-dev-internals.ts, whose test fails when an Astro upgrade moves it.
 */
import keystatic from '@keystatic/astro';
import type { AstroIntegration } from 'astro';
import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { utimes } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import * as prettier from 'prettier';
import { searchForWorkspaceRoot, type Plugin, type ViteDevServer } from 'vite';
import { makeRoom, positionIn, withPosition } from '../src/editor/positions';
import { ledgerFile } from './address-ledger.mjs';
import type * as EditorAddressesModule from './editor-addresses';
import { isContentReload, renderAfresh, untilNotImported } from './astro-dev-internals';

/** What `npm run edit` sets. */
const editorSwitch = 'CONTENT_EDITOR';

/** The event the development server sends when content changed, instead of reloading every tab. */
const contentChanged = 'brightwave:content-changed';

/** Runs in every page of the site under `npm run edit` (not in the editor): reloads it. */
const previewReloadScript = `if (import.meta.hot) import.meta.hot.on('${contentChanged}', () => location.reload());`;

export function contentEditor(): AstroIntegration {
  const editor = keystatic();
  const saves = savesUnderWay();
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
            plugins: [previewOnlyReload(saves), picturesReloadTheirEntry(), editorSaves(saves)],
            // Keystatic saves a file by emptying it and then writing it. Told of the change at
            // once, Astro's loader could read the empty file, refuse it and never see the rest,
            // so the preview stayed stale (2 of 4 such saves, measured). The watcher now waits
            // until the file has stopped changing.
            server: {
              watch: { awaitWriteFinish: { stabilityThreshold: 120, pollInterval: 20 } },
              // A copy of the project (the editor's tests run in one: tests/editor/
              // in-a-copy.vitest.ts) links its packages to the project's, outside the copy's
              // folder, where Vite serves no file unless told: the editor's page and React.
              fs: { allow: [searchForWorkspaceRoot(process.cwd()), packagesFolder()] },
            },
          },
        });
        options.injectScript('page', previewReloadScript);
        options.logger.info('The content editor is at /keystatic.');
      },
    },
  };
}

/**
 * The editor's saves being written (editorSaves): a save that deletes an entry with a picture
 * is written in two parts, the entry and then, once Astro has read that, the picture. The
 * preview must not reload between them: with 200 more articles, Astro took long enough to read
 * the first part that the preview reloaded in between, rendered the home page from half a save
 * (500) and stayed on that error.
 */
export function savesUnderWay() {
  let writing = 0;
  let whenDone: (() => void) | undefined;
  return {
    started: () => void (writing += 1),
    finished: () => {
      writing -= 1;
      if (writing > 0 || !whenDone) return;
      const run = whenDone;
      whenDone = undefined;
      run();
    },
    /** Runs `action` now, or once no save is being written. */
    afterSaves: (action: () => void) => {
      if (writing === 0) action();
      else whenDone = action;
    },
  };
}

function previewOnlyReload(saves: ReturnType<typeof savesUnderWay>): Plugin {
  return {
    name: 'brightwave:preview-only-reload',
    configureServer(server) {
      const hot = server.environments.client.hot;
      const send = hot.send.bind(hot) as (payload: unknown) => void;
      const tellPreview = () => {
        renderAfresh(server);
        send({ type: 'custom', event: contentChanged, data: {} });
      };
      // One save can ask for several reloads within a few hundred milliseconds, the first
      // before the new content is read; a tab reloading for the first misses the last. So the
      // preview is told once, after the requests have stopped and the whole save is written.
      let quiet: ReturnType<typeof setTimeout> | undefined;
      hot.send = ((payload: unknown) => {
        if (!isContentReload(payload)) return send(payload);
        clearTimeout(quiet);
        quiet = setTimeout(() => saves.afterSaves(tellPreview), 400);
      }) as typeof hot.send;
    },
  };
}

/**
 * Keystatic writes a new entry's file before its picture, so Astro's loader reads the entry,
 * finds no picture and refuses it, and is not told when the picture lands. A picture written in
 * an entry's folder (team/maya-patel/maya-patel.jpg) therefore touches the entry's file
 * (team/maya-patel.yaml, or an article's insights/<address>.md), which makes the loader read it
 * again.
 */
function picturesReloadTheirEntry(): Plugin {
  return {
    name: 'brightwave:pictures-reload-their-entry',
    configureServer(server) {
      const content = path.resolve('src/content');
      const touchEntry = (file: string) => {
        if (!file.startsWith(content) || !/\.(jpe?g|png|webp|avif)$/i.test(file)) return;
        const now = new Date();
        for (const entry of [`${path.dirname(file)}.yaml`, `${path.dirname(file)}.md`])
          if (existsSync(entry)) void utimes(entry, now, now);
      };
      server.watcher.on('add', touchEntry);
      server.watcher.on('change', touchEntry);
    },
  };
}

/** What Keystatic's editor sends to save: files to write (base64url) and files to delete. */
interface Update {
  additions: { path: string; contents: string }[];
  deletions: { path: string }[];
}

const contentRoot = 'src/content/';
const pictureFile = /\.(jpe?g|png|webp|avif|gif)$/i;
const isContentPicture = (file: string) => file.startsWith(contentRoot) && pictureFile.test(file);

/**
 * Every save from the editor passes through here on its way to Keystatic's own route, which
 * writes it. Two things are done to it first:
 * - **Positions** (src/editor/positions.ts): an entry saved at a position another entry of its
 *   list holds takes that place, and the others are renumbered around it, in the same save.
 *   Moving a project was two saves, with two projects sharing a position in between.
 * - **Markdown as the repository writes it**: Keystatic's Markdown writer marks italics and
 *   numbers lists its own way; an entry's `.md` is written as Prettier formats it, so a saved
 *   article passes `npm run lint` as it is.
 * - **Published addresses** (editor-addresses.ts): a published page renamed leaves its old
 *   address leading to the new one, a page published is listed, in the same save; deleting a
 *   published page is refused until the ledger says where its address leads.
 * - **Pictures first**: a save's new pictures are written before its entries. Written after,
 *   the loader could read a new team member before their photo was there, refuse the entry,
 *   and the preview showed the page without them (1 of 3 runs of the editor's tests, measured).
 * - **Pictures last**: a picture that an entry still shows is deleted only once Astro has read
 *   the save that stops showing it (the entry deleted, or given another picture). Deleted with
 *   its entry, it vanished while Astro's list of content pictures still imported it, and the
 *   open preview answered 500 "Image not found" until it was reloaded by hand.
 * - **The preview waits for the whole save** (savesUnderWay): it reloads once both parts are
 *   written, never in between.
 */
function editorSaves(saves: ReturnType<typeof savesUnderWay>): Plugin {
  return {
    name: 'brightwave:editor-saves',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (
          req.method !== 'POST' ||
          req.url?.split('?')[0] !== '/api/keystatic/update' ||
          req.headers['no-cors'] !== '1' ||
          req.headers[passedOn] !== undefined
        )
          return next();
        saves.started();
        void (async () => {
          const update = JSON.parse(await bodyOf(req)) as Update;
          makeRoomForPositions(update);
          await formatMarkdown(update);
          const refusal = await recordAddresses(server, update);
          if (refusal) {
            res.statusCode = 409;
            res.setHeader('content-type', 'text/plain; charset=utf-8');
            res.end(refusal);
            return;
          }
          const later = update.deletions.map((deletion) => deletion.path).filter(isContentPicture);
          const now = {
            ...update,
            deletions: update.deletions.filter((deletion) => !later.includes(deletion.path)),
          };
          // Keystatic's own route writes it: the save is passed on to this same server.
          const address = server.httpServer?.address();
          if (!address || typeof address === 'string') throw new Error('The server has no port.');
          const keystatic = (part: Update) =>
            fetch(`http://127.0.0.1:${address.port}${req.url}`, {
              method: 'POST',
              headers: { 'no-cors': '1', 'content-type': 'application/json', [passedOn]: '1' },
              body: JSON.stringify(part),
            });
          // New pictures are written before the entries that show them: an entry read first
          // would be refused for want of its picture, and the preview stay without it.
          const pictures = now.additions.filter(({ path: file }) => isContentPicture(file));
          const entries = now.additions.filter((addition) => !pictures.includes(addition));
          let reply =
            pictures.length > 0 && entries.length > 0
              ? await keystatic({ additions: pictures, deletions: [] })
              : undefined;
          if (!reply || reply.ok)
            reply = await keystatic(reply ? { ...now, additions: entries } : now);
          if (later.length > 0 && reply.ok) {
            await untilNotImported(later, 10_000);
            reply = await keystatic({
              additions: [],
              deletions: later.map((file) => ({ path: file })),
            });
          }
          res.statusCode = reply.status;
          const type = reply.headers.get('content-type');
          if (type) res.setHeader('content-type', type);
          res.end(Buffer.from(await reply.arrayBuffer()));
        })()
          .catch(next)
          .finally(saves.finished);
      });
    },
  };
}

/** Marks a save this server passes on to Keystatic's route, changed as above. */
const passedOn = 'x-brightwave-editor-save';

function bodyOf(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** Adds to `update` the other entries of a list whose position a saved entry takes. */
function makeRoomForPositions(update: Update) {
  const deleted = new Set(update.deletions.map((deletion) => deletion.path));
  const text = (contents: string) => Buffer.from(contents, 'base64url').toString('utf8');
  for (const addition of [...update.additions]) {
    const { dir, ext } = path.posix.parse(addition.path);
    if (!addition.path.startsWith(contentRoot) || ext !== '.yaml') continue;
    if (positionIn(text(addition.contents)) === undefined) continue;
    // The list as it will be: the files of the folder, with what this save writes.
    const written = new Map(
      update.additions
        .filter((other) => path.posix.dirname(other.path) === dir)
        .map((other) => [other.path, text(other.contents)]),
    );
    const files = readdirSync(dir)
      .filter((name) => name.endsWith('.yaml'))
      .map((name) => `${dir}/${name}`)
      .filter((file) => !deleted.has(file));
    for (const file of written.keys()) if (!files.includes(file)) files.push(file);
    const yamlOf = (file: string) => written.get(file) ?? readFileSync(file, 'utf8');
    const entries = files.flatMap((file) => {
      const order = positionIn(yamlOf(file));
      return order === undefined ? [] : [{ file, order }];
    });
    for (const [file, order] of makeRoom(entries, addition.path)) {
      const contents = Buffer.from(withPosition(yamlOf(file), order)).toString('base64url');
      const existing = update.additions.find((other) => other.path === file);
      if (existing) existing.contents = contents;
      else update.additions.push({ path: file, contents });
    }
  }
}

type EditorAddresses = typeof EditorAddressesModule;

/**
 * Adds to `update` the ledger of published addresses as the save leaves it, and says so in the
 * terminal; or returns why the save is refused. Loaded through the development server, whose
 * Vite resolves the content's `~/` imports (the config that loads this file does not).
 */
async function recordAddresses(server: ViteDevServer, update: Update) {
  const { ledgerAfterSave } = (await server.ssrLoadModule(
    '/integrations/editor-addresses.ts',
  )) as EditorAddresses;
  const text = (contents: string) => Buffer.from(contents, 'base64url').toString('utf8');
  const change = ledgerAfterSave({
    written: update.additions.map((addition) => ({
      path: addition.path,
      text: text(addition.contents),
    })),
    deleted: update.deletions.map((deletion) => deletion.path),
    before: (file) => (existsSync(file) ? readFileSync(file, 'utf8') : undefined),
    now: new Date(),
  });
  if ('refusal' in change) return change.refusal;
  if (change.ledger !== undefined) {
    const contents = Buffer.from(change.ledger).toString('base64url');
    const existing = update.additions.find((addition) => addition.path === ledgerFile);
    if (existing) existing.contents = contents;
    else update.additions.push({ path: ledgerFile, contents });
  }
  if (change.said.length > 0)
    server.config.logger.info(`Published addresses: ${change.said.join('; ')}.`);
  return undefined;
}

/** Writes each Markdown file of `update` as Prettier formats it, with the repository's settings. */
async function formatMarkdown(update: Update) {
  for (const addition of update.additions) {
    if (!addition.path.startsWith(contentRoot) || !addition.path.endsWith('.md')) continue;
    const text = Buffer.from(addition.contents, 'base64url').toString('utf8');
    const options = await prettier.resolveConfig(addition.path);
    const formatted = await prettier.format(text, { ...options, filepath: addition.path });
    addition.contents = Buffer.from(formatted).toString('base64url');
  }
}

/** Where the packages really are: the project's node_modules, also from a copy that links them. */
function packagesFolder(): string {
  return path.dirname(realpathSync(path.resolve('node_modules/astro')));
}
