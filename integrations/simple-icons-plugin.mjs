// Vite plugin: `import siReact from 'virtual:simple-icon/react'` gives one
// simple-icons logo as { title, slug, hex, src }, where `src` is the URL of
// the package's own SVG file (icons/react.svg), copied into the build as a
// hashed asset and shown with <img>.
//
// Why not `import { siReact } from 'simple-icons'` and an inline <path>: that
// package is a single module, so every logo any page used landed in one chunk
// that the footer pulled into every page, and the path data (about 0.5 KB
// gzipped per logo) was JavaScript every visitor downloaded, parsed and
// hydrated. As image files the logos cost nothing until they scroll into view.
import * as simpleIcons from 'simple-icons';

const prefix = 'virtual:simple-icon/';

/**
 * The icon whose slug is `slug` (its file name in simple-icons/icons), or an error.
 * @param {string} slug
 */
export function simpleIconBySlug(slug) {
  const icon = Object.values(simpleIcons).find((candidate) => candidate.slug === slug);
  if (!icon) throw new Error(`simple-icons has no icon with the slug '${slug}'`);
  return { title: icon.title, slug, hex: icon.hex };
}

/**
 * The source of the module `virtual:simple-icon/<slug>`.
 * @param {string} slug
 */
export function simpleIconModule(slug) {
  const { title, hex } = simpleIconBySlug(slug);
  return [
    `import src from 'simple-icons/icons/${slug}.svg?url';`,
    `export default { title: ${JSON.stringify(title)}, slug: ${JSON.stringify(slug)}, hex: ${JSON.stringify(hex)}, src };`,
  ].join('\n');
}

/** @returns {import('vite').Plugin} */
export function simpleIconsPlugin() {
  return {
    name: 'brightwave:simple-icons',
    enforce: 'pre',
    resolveId(id) {
      return id.startsWith(prefix) ? `\0${id}` : undefined;
    },
    load(id) {
      return id.startsWith(`\0${prefix}`)
        ? simpleIconModule(id.slice(prefix.length + 1))
        : undefined;
    },
  };
}
