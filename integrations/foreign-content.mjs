// What a finished page may run or embed: only what the site put there itself. The CSP step
// (integrations/hosting-headers.mjs) hashes every inline script it finds into the policy, so a
// script that reached a page some other way (an embed code pasted into content, HTML a
// Markdown or plugin change lets through) would be allowed to run. Before hashing, every page
// is read and the build refuses one that holds anything else, naming the page and the thing.
//
// "Put there by the site itself" is known from the code and the configuration, not from pages:
//  - an inline classic script written by `inlineScript()` (src/lib/inline-script.ts) starts
//    with the source of the function it runs, `(function name(`: the names are read from the
//    calls to `inlineScript(` in src/, so a new one is known as soon as it is written;
//  - Astro's island runtime is exactly the text Astro ships (its prebuilt script), and a
//    client directive's script registers the directive (`(self.Astro||(self.Astro={})).name=`)
//    that an island of the same page uses (`<astro-island client="name">`);
//  - an inline module script is a layout's `<script>`, which Astro bundles and writes into the
//    page when it is small: the same text on every page of the site;
//  - speculation rules are JSON with only `prerender` and `prefetch` rules;
//  - JSON-LD and other JSON are data: the browser does not run them and the policy does not
//    list them;
//  - a script file comes from the site itself (a path, not another origin), and a frame's
//    origin is one the configuration lists (astro.config.ts).
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, extname, join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { parse } from 'parse5';
import { attribute, elements, textOf } from './html-tree.mjs';

/**
 * @typedef {import('parse5').DefaultTreeAdapterMap['node']} Node
 * @typedef {import('parse5').DefaultTreeAdapterMap['element']} Element
 * @typedef {{ inlineFunctions: Set<string>, islandScript: string, layoutModules: Set<string>, frameOrigins: Set<string> }} OwnContent
 */

/** Script types that hold data, which the browser does not run. */
const dataScriptTypes = new Set(['application/ld+json', 'application/json']);

/** Script types the browser runs as a classic script. */
const classicScriptTypes = new Set(['', 'text/javascript', 'application/javascript']);

/** The start of a script, for a message: enough to find it in the page. */
const opening = (/** @type {string} */ text) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 80 ? `${line.slice(0, 80)}…` : line;
};

/** The names of the functions the site's code writes into pages with `inlineScript(name, …)`. */
export function inlineFunctionNames(/** @type {string} */ source) {
  return [...source.matchAll(/\binlineScript\(\s*([A-Za-z_$][\w$]*)/g)].map(
    (match) => match[1] ?? '',
  );
}

/**
 * Reads the names `inlineFunctionNames` finds in every source file of `srcDir` (tests aside).
 * @param {string} srcDir
 */
export async function inlineFunctionsIn(srcDir) {
  const names = new Set();
  const entries = await readdir(srcDir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile() || /\.test\.[jt]sx?$/.test(entry.name)) continue;
    if (!['.ts', '.tsx', '.js', '.mjs', '.astro'].includes(extname(entry.name))) continue;
    const text = await readFile(join(entry.parentPath, entry.name), 'utf8');
    if (text.includes('inlineScript('))
      inlineFunctionNames(text).forEach((name) => names.add(name));
  }
  return names;
}

/**
 * The island runtime Astro writes before a page's first island, as the installed Astro ships it
 * (a module that exports the script's text as one template literal).
 */
export async function astroIslandScript() {
  const astro = dirname(createRequire(import.meta.url).resolve('astro/package.json'));
  const module = await readFile(
    join(astro, 'dist/runtime/server/astro-island.prebuilt.js'),
    'utf8',
  );
  // Read, not imported: Astro's package exports do not list the file, and this runs inside
  // Astro's config, whose module loader is closed by the time the build is done.
  const literal = /=\s*(`[\s\S]*`)\s*;\s*export\b/.exec(module)?.[1];
  if (!literal) throw new Error(`Astro's island runtime is not where it was: ${astro}`);
  return String(runInNewContext(literal));
}

/**
 * The inline module scripts of a site's pages that are on every page: a layout's `<script>`s.
 * @param {string[]} pages every page's HTML
 */
export function layoutModules(pages) {
  const perPage = pages.map(
    (html) =>
      new Set(
        [...elements(parse(html))]
          .filter(
            (element) =>
              element.tagName === 'script' &&
              attribute(element, 'type') === 'module' &&
              attribute(element, 'src') === undefined,
          )
          .map(textOf),
      ),
  );
  const [first = new Set()] = perPage;
  return new Set([...first].filter((text) => perPage.every((scripts) => scripts.has(text))));
}

/** Whether speculation rules hold nothing but `prerender` and `prefetch` rules. */
function plainSpeculationRules(/** @type {string} */ text) {
  try {
    const rules = JSON.parse(text);
    return (
      rules !== null &&
      typeof rules === 'object' &&
      !Array.isArray(rules) &&
      Object.keys(rules).every((key) => key === 'prerender' || key === 'prefetch')
    );
  } catch {
    return false;
  }
}

/**
 * The client directive an inline script of Astro's registers (`(self.Astro||(self.Astro={})).name=`
 * in one arrow function run at once), or undefined for any other script.
 * @param {string} text
 */
export function registeredDirective(text) {
  const name = /\(self\.Astro\|\|\(self\.Astro=\{\}\)\)\.([\w$]+)=/.exec(text)?.[1];
  return name !== undefined && /^\(\(\)=>\{[\s\S]*\}\)\(\);?$/.test(text.trim()) ? name : undefined;
}

/**
 * What a page holds that the site did not put there itself, each in a sentence.
 * @param {string} html
 * @param {OwnContent} own
 * @returns {string[]}
 */
export function foreignContent(html, own) {
  const found = [];
  const all = [...elements(parse(html))];
  const directives = new Set(
    all
      .filter((element) => element.tagName === 'astro-island')
      .map((element) => attribute(element, 'client') ?? ''),
  );
  for (const element of all) {
    if (element.tagName === 'script') {
      const type = (attribute(element, 'type') ?? '').trim().toLowerCase();
      const src = attribute(element, 'src');
      const text = textOf(element);
      if (src !== undefined) {
        if (/^(?:[a-z][\w+.-]*:|\/\/|\\)/i.test(src.trim()))
          found.push(`a script from another site (${src})`);
        continue;
      }
      if (dataScriptTypes.has(type)) continue;
      if (type === 'speculationrules') {
        if (!plainSpeculationRules(text))
          found.push(`speculation rules the site does not write: “${opening(text)}”`);
        continue;
      }
      if (type === 'module') {
        if (!own.layoutModules.has(text))
          found.push(`an inline module script that is not the layout's: “${opening(text)}”`);
        continue;
      }
      if (!classicScriptTypes.has(type)) {
        found.push(`a script of type "${type}": “${opening(text)}”`);
        continue;
      }
      const ownFunction = /^\(function ([A-Za-z_$][\w$]*)\(/.exec(text)?.[1];
      const directive = registeredDirective(text);
      const isOwn =
        text === own.islandScript ||
        (ownFunction !== undefined &&
          own.inlineFunctions.has(ownFunction) &&
          text.trimEnd().endsWith(');')) ||
        (directive !== undefined && directives.has(directive));
      if (!isOwn) found.push(`an inline script the site did not write: “${opening(text)}”`);
    } else if (element.tagName === 'iframe' || element.tagName === 'frame') {
      const src = attribute(element, 'src');
      if (src === undefined || src.trim() === '') continue;
      let origin;
      try {
        origin = new URL(src, 'https://site.invalid/').origin;
      } catch {
        origin = src;
      }
      if (origin !== 'https://site.invalid' && !own.frameOrigins.has(origin))
        found.push(
          `a frame from ${origin}, which is not among the frame origins astro.config.ts allows`,
        );
    } else if (element.tagName === 'object' || element.tagName === 'embed') {
      found.push(`an <${element.tagName}> element, which the site never uses`);
    }
  }
  return found;
}

/**
 * The refusal, naming every page and what it holds.
 * @param {{ page: string, found: string[] }[]} pages
 */
export function foreignContentMessage(pages) {
  return [
    `${pages.length === 1 ? 'A page holds' : `${pages.length} pages hold`} something the site did not put there itself, so the site was not built (the security policy would have allowed it to run):`,
    ...pages.flatMap(({ page, found }) => [`  ${page}:`, ...found.map((what) => `    - ${what}`)]),
    'Content cannot add scripts, embeds or frames: remove it from the content file that holds it (often pasted HTML or an embed code). If the code adds it on purpose, see foreign-content.mjs in integrations/.',
  ].join('\n');
}
