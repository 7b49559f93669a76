/**
 * The content editor (Keystatic, keystatic.config.ts) at /keystatic, in the development server
 * that `npm run edit` starts, and nowhere else: `astro build` never sees it, so no visitor page
 * holds any of it (tests/e2e/build-output.spec.ts greps the built site to be sure). Keystatic
 * binds the server to 127.0.0.1, as its local mode writes to this computer's files.
 */
import keystatic from '@keystatic/astro';
import type { AstroIntegration } from 'astro';

/** What `npm run edit` sets. */
export const editorSwitch = 'CONTENT_EDITOR';

export function contentEditor(): AstroIntegration {
  const editor = keystatic();
  return {
    name: 'brightwave:content-editor',
    hooks: {
      'astro:config:setup': async (options) => {
        if (options.command !== 'dev' || process.env[editorSwitch] !== 'on') return;
        await editor.hooks['astro:config:setup']?.(options);
        options.logger.info('The content editor is at /keystatic.');
      },
    },
  };
}
