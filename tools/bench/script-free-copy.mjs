// A copy of the production build whose pages carry no JavaScript: the control
// for `npm run bench`. Measuring it shows what the browser's own
// work (parsing, style, layout, paint) costs before any script of ours runs.
import { copyWithRewrittenPages } from './build-copy.mjs';

/**
 * The page without its scripts and module preloads. Structured data
 * (`application/ld+json`) stays: the browser never runs it.
 */
export function stripScripts(html) {
  return html
    .replace(/<script\b(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/g, '');
}

/** Copies `dir` to a new temporary directory, strips every page's scripts and precompresses it again. */
export function scriptFreeCopy(dir) {
  return copyWithRewrittenPages(dir, stripScripts);
}
