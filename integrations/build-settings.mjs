// Puts the build's settings (src/config/build-settings.js) into the build: a deploy build with a
// setting missing stops before it renders a page; the bundle gets the settings as
// `__BUILD_SETTINGS__` (src/config/site.ts reads it); and build/hosting/build.json records them
// for scripts/serve.mjs and the end-to-end tests, which serve and test exactly what was built.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { publicSettings, refusalMessage } from '../src/config/build-settings.js';

/** Where the record of a build's settings is written, beside `build/client`. */
export const buildRecordPath = 'build/hosting/build.json';

/**
 * @param {import('../src/config/build-settings.js').BuildSettings} settings
 * @returns {import('astro').AstroIntegration}
 */
export function buildSettings(settings) {
  return {
    name: 'brightwave:build-settings',
    hooks: {
      'astro:config:setup': ({ command, updateConfig, logger }) => {
        if (command === 'build' && settings.target === 'deploy' && settings.problems.length) {
          const error = new Error(refusalMessage(settings.problems));
          // The message says everything; a stack trace into Astro's internals would bury it.
          error.stack = error.message;
          throw error;
        }
        if (command === 'build' && settings.target === 'preview')
          logger.warn(
            `Preview build: the contact form posts to the local inbox at ${settings.emailjs.origin}. Never deploy it; \`npm run build\` makes the deploy build.`,
          );
        updateConfig({
          vite: { define: { __BUILD_SETTINGS__: JSON.stringify(publicSettings(settings)) } },
        });
      },
      'astro:build:done': async ({ dir }) => {
        const hosting = join(fileURLToPath(dir), '..', 'hosting');
        await mkdir(hosting, { recursive: true });
        const { target, siteUrl, mediaBaseUrl, emailjs, inboxPort } = settings;
        const record = { target, siteUrl, mediaBaseUrl, emailjs, inboxPort };
        await writeFile(join(hosting, 'build.json'), `${JSON.stringify(record, null, 2)}\n`);
      },
    },
  };
}
