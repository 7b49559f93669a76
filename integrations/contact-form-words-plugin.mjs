// Vite plugin: `import words from 'virtual:contact-form-words'` gives the contact form's words,
// the `form:` block of src/content/pages/contact.yaml less those the page renders around the
// form, as a module of the form's island.
//
// Why not a prop: the island runs in the browser, where content collections cannot be read,
// and words handed over as a prop ride in /contact's HTML, ahead of its first paint: measured,
// their 0.8 KB (Brotli) cost the page a network round trip (+150 ms LCP on Lighthouse's
// phone). In the island's script they arrive after the paint, as they always have. The file
// is checked by its schema (src/content/schemas/contact-form.ts) when the content is read,
// before any page or script is built, so this module only parses it.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import yaml from 'js-yaml';

const id = 'virtual:contact-form-words';
const file = fileURLToPath(new URL('../src/content/pages/contact.yaml', import.meta.url));

/**
 * The module's source: the words as one JSON object.
 * @param {string} source the YAML of contact.yaml
 */
export function contactFormWordsModule(source) {
  const page = /** @type {{ form?: Record<string, unknown> }} */ (yaml.load(source));
  if (!page?.form) throw new Error(`${file} has no form: block.`);
  // The page renders these around the island (as islandWords() in enquiry-copy.ts leaves out).
  const { title, intro, previewNotice, ...words } = page.form;
  return `export default ${JSON.stringify(words)};`;
}

/** @returns {import('vite').Plugin} */
export function contactFormWordsPlugin() {
  return {
    name: 'brightwave:contact-form-words',
    enforce: 'pre',
    resolveId(source) {
      return source === id ? `\0${id}` : undefined;
    },
    async load(moduleId) {
      if (moduleId !== `\0${id}`) return undefined;
      this.addWatchFile(file);
      return contactFormWordsModule(await readFile(file, 'utf8'));
    },
  };
}
