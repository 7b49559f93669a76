/**
 * The content editor (Keystatic, keystatic.config.ts) at /keystatic, in the development server
 * that `npm run edit` starts, and nowhere else: `astro build` never sees it, so no visitor page
 * holds any of it (tests/e2e/build-output.spec.ts greps the built site to be sure). Keystatic
 * binds the server to 127.0.0.1, as its local mode writes to this computer's files.
 */
import keystatic from '@keystatic/astro';
import type { AstroIntegration } from 'astro';
import type { Plugin } from 'vite';

/** What `npm run edit` sets. */
export const editorSwitch = 'CONTENT_EDITOR';

/** The event the development server sends when content changed, instead of reloading every tab. */
export const contentChanged = 'brightwave:content-changed';

/** Runs in every page of the site under `npm run edit` (not in the editor): reloads it. */
export const previewReloadScript = `if (import.meta.hot) import.meta.hot.on('${contentChanged}', () => location.reload());`;

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
        options.updateConfig({ vite: { plugins: [previewOnlyReload()] } });
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
      hot.send = ((payload: unknown) => {
        const reloadAll =
          typeof payload === 'object' &&
          payload !== null &&
          (payload as { type?: string }).type === 'full-reload' &&
          ((payload as { path?: string }).path ?? '*') === '*';
        send(reloadAll ? { type: 'custom', event: contentChanged, data: {} } : payload);
      }) as typeof hot.send;
    },
  };
}
