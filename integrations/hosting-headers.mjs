// Astro integration: once the pages are written, it
//  - refuses a page that holds a script or a frame the site did not put there itself
//    (integrations/foreign-content.mjs), so no injected script is ever hashed into the policy;
//  - hashes every inline script and every <style> element of every page, read with an HTML
//    parser, into the Content Security Policy, notes whether any element has a style
//    attribute, and adds the EmailJS origin the form posts to and the origins of iframes;
//  - writes that policy with the rest of the headers for each kind of host
//    (integrations/security-headers.mjs), with the site's hosting choices (HSTS preload);
//  - precompresses every text file (integrations/precompress.mjs), last, once nothing
//    changes any more.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'parse5';
import { attribute, elements, htmlFiles, textOf } from './html-tree.mjs';
import {
  astroIslandScript,
  foreignContent,
  foreignContentMessage,
  inlineFunctionsIn,
  layoutModules,
} from './foreign-content.mjs';
import { precompress } from './precompress.mjs';
import {
  contentSecurityPolicy,
  renderHeadersFile,
  renderNginxHeaders,
  securityHeaders,
} from './security-headers.mjs';

/** Script types that hold data, not code: the CSP does not apply to them. */
const dataScriptTypes = new Set(['application/ld+json', 'application/json']);

/**
 * @typedef {import('parse5').DefaultTreeAdapterMap['node']} Node
 * @typedef {import('parse5').DefaultTreeAdapterMap['element']} Element
 */

/** @param {string} text */
const sha256Source = (text) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

/** sha256 CSP sources of every inline script the browser runs: speculation rules included, JSON-LD not. */
export function inlineScriptHashes(/** @type {string} */ html) {
  const hashes = [];
  for (const element of elements(parse(html))) {
    if (element.tagName !== 'script' || attribute(element, 'src') !== undefined) continue;
    if (dataScriptTypes.has(attribute(element, 'type') ?? '')) continue;
    hashes.push(sha256Source(textOf(element)));
  }
  return hashes;
}

/**
 * The page's inline styles: sha256 CSP sources of its `<style>` elements, and whether any
 * element has a `style` attribute. Read as a browser with scripting off reads the page, so
 * `<noscript>` content counts too, and so does the content of `<template>`s.
 */
export function inlineStyles(/** @type {string} */ html) {
  const hashes = [];
  let attributes = false;
  for (const element of elements(parse(html, { scriptingEnabled: false }))) {
    if (element.tagName === 'style') hashes.push(sha256Source(textOf(element)));
    if (attribute(element, 'style') !== undefined) attributes = true;
  }
  return { hashes, attributes };
}

/** The origins the page's iframes load (the contact page's map). */
export function iframeOrigins(/** @type {string} */ html) {
  return [...elements(parse(html))]
    .filter((element) => element.tagName === 'iframe' && attribute(element, 'src'))
    .map((element) => new URL(attribute(element, 'src') ?? '').origin);
}

/**
 * Writes the hosting headers of the build in `clientDir` beside it, and precompresses it.
 * @param {string} clientDir the built site, `build/client`
 * @param {{ emailjsOrigin: string, mediaBaseUrl: string }} origins where the form posts, and where the media are
 * @param {import('./security-headers.mjs').HostingPolicy} [policy] the site's hosting choices
 * @param {Omit<import('./foreign-content.mjs').OwnContent, 'layoutModules'>} [own] what the site
 *   puts in its pages itself: with it, a page holding anything else stops the build
 */
export async function writeHostingFiles(
  clientDir,
  { emailjsOrigin, mediaBaseUrl },
  policy = {},
  own = undefined,
) {
  const buildDir = join(clientDir, '..');
  if (own) await refuseForeignContent(clientDir, own);
  const hashes = new Set();
  const styleHashes = new Set();
  let styleAttributes = false;
  const frames = new Set();
  const pages = (await htmlFiles(clientDir)).map((page) => join(clientDir, page));
  for (const file of pages) {
    const html = await readFile(file, 'utf8');
    inlineScriptHashes(html).forEach((hash) => hashes.add(hash));
    const styles = inlineStyles(html);
    styles.hashes.forEach((hash) => styleHashes.add(hash));
    styleAttributes ||= styles.attributes;
    iframeOrigins(html).forEach((origin) => frames.add(origin));
  }
  const csp = contentSecurityPolicy({
    scriptHashes: [...hashes].sort(),
    styleHashes: [...styleHashes].sort(),
    styleAttributes,
    connectOrigins: [emailjsOrigin],
    frameOrigins: [...frames].sort(),
    mediaOrigins: /^https:/.test(mediaBaseUrl) ? [new URL(mediaBaseUrl).origin] : [],
  });
  const security = securityHeaders(csp, policy);
  // build/nginx holds only this build's includes: none left over from an older layout.
  await rm(join(buildDir, 'nginx'), { recursive: true, force: true });
  await mkdir(join(buildDir, 'nginx'), { recursive: true });
  await mkdir(join(buildDir, 'hosting'), { recursive: true });
  await writeFile(join(clientDir, '_headers'), renderHeadersFile(security));
  for (const [name, contents] of Object.entries(renderNginxHeaders(security)))
    await writeFile(join(buildDir, 'nginx', name), contents);
  await writeFile(
    join(buildDir, 'hosting', 'security-headers.json'),
    JSON.stringify(security, null, 2),
  );
  const compressed = await precompress(clientDir);
  return {
    pages: pages.length,
    scriptHashes: hashes.size,
    styleHashes: styleHashes.size,
    styleAttributes,
    frames: [...frames],
    compressed,
  };
}

/**
 * Stops the build when a page holds a script or frame the site did not put there itself.
 * @param {string} clientDir
 * @param {Omit<import('./foreign-content.mjs').OwnContent, 'layoutModules'>} own
 */
export async function refuseForeignContent(clientDir, own) {
  const pages = await Promise.all(
    (await htmlFiles(clientDir)).map(async (file) => ({
      page: `/${file}`.replace(/\/?index\.html$/, '').replace(/\.html$/, '') || '/',
      html: await readFile(join(clientDir, file), 'utf8'),
    })),
  );
  const layout = layoutModules(pages.map(({ html }) => html));
  const refused = pages
    .map(({ page, html }) => ({
      page,
      found: foreignContent(html, { ...own, layoutModules: layout }),
    }))
    .filter(({ found }) => found.length > 0);
  if (refused.length > 0) throw new Error(foreignContentMessage(refused));
}

/**
 * @param {import('../src/config/build-settings.js').BuildSettings} settings the build's settings
 * @param {import('./security-headers.mjs').HostingPolicy} [policy] the site's hosting choices
 *   (`hostingPolicy` in src/config/hosting-policy.ts)
 * @param {{ frameOrigins?: string[] }} [pages] what the pages may embed: the origins of frames
 * @returns {import('astro').AstroIntegration}
 */
export function hostingHeaders({ emailjs, mediaBaseUrl }, policy = {}, { frameOrigins = [] } = {}) {
  if (policy.hstsPreload !== undefined && typeof policy.hstsPreload !== 'boolean')
    throw new TypeError('hostingHeaders: hstsPreload must be true or false');
  let srcDir = 'src';
  return {
    name: 'brightwave:hosting-headers',
    hooks: {
      'astro:config:done': ({ config }) => {
        srcDir = fileURLToPath(config.srcDir);
      },
      'astro:build:done': async ({ dir, logger }) => {
        const summary = await writeHostingFiles(
          fileURLToPath(dir),
          { emailjsOrigin: emailjs.origin, mediaBaseUrl },
          policy,
          {
            inlineFunctions: await inlineFunctionsIn(srcDir),
            islandScript: await astroIslandScript(),
            frameOrigins: new Set(frameOrigins),
          },
        );
        logger.info(
          `${summary.pages} pages, ${summary.scriptHashes} inline script hashes, ${summary.styleHashes} inline style hashes${summary.styleAttributes ? ' and style attributes' : ''}, HSTS preload ${policy.hstsPreload ? 'on' : 'off'}, frames: ${summary.frames.join(', ') || 'none'}, ${summary.compressed.files} files precompressed (${Math.round(summary.compressed.bytes / 1024)} KB to ${Math.round(summary.compressed.brotliBytes / 1024)} KB with Brotli)`,
        );
      },
    },
  };
}
