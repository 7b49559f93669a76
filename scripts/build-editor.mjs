// `npm run build:editor`: the content editor of the live site (src/editor/live/), built as a
// site of its own into build/editor/, to be served from its own address (docs/hosting.md, "Publishing
// from the browser"). Its editors sign in through Keystatic Cloud and each save is a commit to
// the repository, so it needs no server: one HTML page, its scripts, and the host files that
// give it its own security headers (integrations/security-headers.mjs) and send every
// /keystatic/… address to that page. The public site's build and headers are not touched.
//
// It refuses to build without the Keystatic Cloud project and the live site's address, and
// names what is missing (src/config/build-settings.js).
import { rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import {
  editorRefusalMessage,
  readEnvironment,
  resolveEditorSettings,
} from '../src/config/build-settings.js';
import {
  editorRedirectsFile,
  editorSecurityHeaders,
  renderEditorHeadersFile,
} from '../integrations/security-headers.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Builds the live editor into `outDir`.
 * @param {{ env?: Record<string, string | undefined>, outDir?: string }} [options]
 */
export async function buildEditor({
  env = readEnvironment(root),
  outDir = path.join(root, 'build/editor'),
} = {}) {
  const settings = resolveEditorSettings(env);
  if (settings.problems.length) throw new Error(editorRefusalMessage(settings.problems));
  await build({
    root: path.join(root, 'src/editor/live'),
    configFile: false,
    envDir: false,
    logLevel: 'warn',
    base: '/',
    resolve: { alias: [{ find: /^~\//, replacement: `${path.join(root, 'src')}/` }] },
    define: {
      __EDITOR_SETTINGS__: JSON.stringify({
        cloudProject: settings.cloudProject,
        siteUrl: settings.siteUrl,
      }),
    },
    oxc: { jsx: { runtime: 'automatic' } },
    build: {
      outDir,
      emptyOutDir: true,
      // One file of about 3.1 MB (716 KB with Brotli), loaded once by each editor, never by visitors.
      chunkSizeWarningLimit: 4_000,
      rolldownOptions: {
        // Keystar UI marks its modules for React Server Components, which a browser page ignores.
        onwarn(warning, warn) {
          if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
        },
      },
    },
  });
  // Keystatic's screens live at /keystatic and under it, so the page is keystatic.html, which
  // static hosts serve at /keystatic; every address under it is sent there, and the bare
  // address has no page of its own (editorRedirectsFile).
  await rename(path.join(outDir, 'index.html'), path.join(outDir, 'keystatic.html'));
  const headers = editorSecurityHeaders();
  await writeFile(path.join(outDir, '_headers'), renderEditorHeadersFile(headers));
  await writeFile(path.join(outDir, '_redirects'), editorRedirectsFile);
  await writeFile(path.join(outDir, 'robots.txt'), 'User-agent: *\nDisallow: /\n');
  return settings;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const { cloudProject, siteUrl } = await buildEditor();
    console.log(
      `The live content editor is in build/editor/ (Keystatic Cloud project ${cloudProject}; previews open ${siteUrl}).`,
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
