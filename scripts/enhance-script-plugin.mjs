// Builds the enhancement script (app/enhance/index.ts) as an entry of its own in the client
// build, and gives its URL to the app as `virtual:enhance-script`: app/root.tsx puts it on
// every page, the only script most pages load, so it never pulls the framework in.
//
// The client build names the file (with its content hash) and writes that name into the
// build folder, outside the deployed build/client; the prerender build, which runs after it
// in a fresh plugin instance, reads it from there. In development the dev server compiles
// the TypeScript entry on request.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

const virtualId = 'virtual:enhance-script';
const resolvedId = `\0${virtualId}`;
export const enhanceEntry = 'app/enhance/index.ts';
/** The attribute on app/root.tsx's loader script that holds the URL, for the browser to find again. */
const marker = 'data-enhance-script';

export function enhanceScriptPlugin() {
  let config;
  let reference = null;
  return {
    name: 'brightwave:enhance-script',
    configResolved(resolved) {
      config = resolved;
    },
    resolveId(id) {
      return id === virtualId ? resolvedId : null;
    },
    buildStart() {
      if (config.command === 'build' && this.environment.name === 'client') {
        reference = this.emitFile({
          type: 'chunk',
          id: resolve(config.root, enhanceEntry),
          name: 'enhance',
        });
      }
    },
    load(id) {
      if (id !== resolvedId) return null;
      if (config.command === 'serve') return exportUrl(`${config.base}${enhanceEntry}`);
      // Should the root ever hydrate in the browser, React adopts the tag the prerender
      // wrote: the client build cannot know the file's final name, which the prerender
      // build reads from the record below.
      if (this.environment.name === 'client') {
        return `export default document.querySelector(${JSON.stringify(`script[${marker}]`)})?.getAttribute(${JSON.stringify(marker)}) ?? '';`;
      }
      return exportUrl(`${config.base}${readFileName(config)}`);
    },
    // Only once the bundle is written are the content hashes in file names final.
    writeBundle(_options, bundle) {
      if (this.environment.name !== 'client' || !reference) return;
      const entryPath = resolve(config.root, enhanceEntry);
      const chunk = Object.values(bundle).find(
        (output) => output.type === 'chunk' && output.moduleIds.includes(entryPath),
      );
      if (!chunk) throw new Error(`enhance-script: no chunk holds ${enhanceEntry}`);
      const record = recordPath(config);
      mkdirSync(dirname(record), { recursive: true });
      writeFileSync(record, JSON.stringify({ file: chunk.fileName }));
    },
  };
}

/** Where the client build records the script's file name: React Router's build folder. */
function recordPath(config) {
  return resolve(config.root, 'build', 'enhance-script.json');
}

function readFileName(config) {
  try {
    return JSON.parse(readFileSync(recordPath(config), 'utf8')).file;
  } catch (error) {
    throw new Error(`enhance-script: the client build left no record of ${enhanceEntry}`, {
      cause: error,
    });
  }
}

const exportUrl = (url) => `export default ${JSON.stringify(url)};`;
