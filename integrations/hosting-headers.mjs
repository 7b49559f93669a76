// Astro integration: once the pages are written (and page-css.mjs has cut each page's <style>
// down to the rules it uses, so what is hashed is the final HTML), it
//  - refuses a page that holds a script or a frame the site did not put there itself
//    (integrations/foreign-content.mjs), so no injected script is ever hashed into a policy;
//  - gives each page its own Content Security Policy, in a <meta> at the top of its <head>:
//    the hashes of that page's inline scripts and <style> elements, read with an HTML parser,
//    style-src-attr if it has style attributes, the origins of its frames, and the EmailJS
//    origin the form posts to (integrations/security-headers.mjs `pageContentSecurityPolicy`);
//  - writes the headers for each kind of host (integrations/security-headers.mjs), the same
//    small Content-Security-Policy header on every response, with the site's hosting choices
//    (HSTS preload), and refuses headers over a host's documented limit;
//  - precompresses every text file (integrations/precompress.mjs), last, once nothing
//    changes any more.
//
// Why a <meta> per page, not one header: a header policy is the same for every response (a
// static host cannot vary it by page without a rule per page), so it must name the inline code
// of every page, and grows with the site (25 hashes, 1,678 characters, on every picture and
// script too). Why not Astro's own `security.csp`, which also writes a per-page <meta>: it
// hashes the styles as Astro renders them, before page-css.mjs rewrites each <style>, so its
// hashes would not match, and it does not hash the inline scripts we write (inline-script.ts).
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
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
  headerContentSecurityPolicy,
  pageContentSecurityPolicy,
  refuseHeadersOverLimits,
  renderHeadersFile,
  renderNginxHeaders,
  securityHeaders,
} from './security-headers.mjs';

/** Script types that hold data, not code: the CSP does not apply to them. */
const dataScriptTypes = new Set(['application/ld+json', 'application/json']);

/**
 * @typedef {import('parse5').DefaultTreeAdapterMap['node']} Node
 * @typedef {import('parse5').DefaultTreeAdapterMap['element']} Element
 * @typedef {import('parse5').DefaultTreeAdapterMap['document']} Document
 */

/**
 * A page as the browser runs it, with where each element is in the HTML: parsed once per page
 * for its scripts, its frames and where its policy goes. Parsed for each of them, writing the
 * policies of 292 pages took 5.5 s; once, 3.0 s.
 * @param {string} html
 */
const scriptedPage = (html) => parse(html, { sourceCodeLocationInfo: true });

/** @param {string} text */
const sha256Source = (text) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

/**
 * sha256 CSP sources of every inline script the browser runs: speculation rules included, JSON-LD not.
 * @param {string | Document} page the HTML, or `scriptedPage()` of it
 */
export function inlineScriptHashes(page) {
  const hashes = [];
  for (const element of elements(typeof page === 'string' ? scriptedPage(page) : page)) {
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

/**
 * The origins the page's iframes load (the contact page's map).
 * @param {string | Document} page the HTML, or `scriptedPage()` of it
 */
export function iframeOrigins(page) {
  return [...elements(typeof page === 'string' ? scriptedPage(page) : page)]
    .filter((element) => element.tagName === 'iframe' && attribute(element, 'src'))
    .map((element) => new URL(attribute(element, 'src') ?? '').origin);
}

/**
 * The page with its own policy in a `<meta http-equiv="Content-Security-Policy">`, the first
 * element after `<meta charset>` (or the first of `<head>`): a policy in a `<meta>` governs only
 * what the parser meets after it, so it must come before every inline `<style>` and `<script>`.
 * A policy meta already there (a page written twice) is replaced.
 * @param {string} html
 * @param {string} policy
 * @param {Document} [document] `scriptedPage(html)`, when it is at hand
 */
export function withPagePolicy(html, policy, document = scriptedPage(html)) {
  const tag = `<meta http-equiv="Content-Security-Policy" content="${policy.replaceAll('&', '&amp;').replaceAll('"', '&quot;')}">`;
  const found = [...elements(document)];
  const existing = found.find(
    (element) =>
      element.tagName === 'meta' &&
      attribute(element, 'http-equiv')?.toLowerCase() === 'content-security-policy',
  );
  const at = existing?.sourceCodeLocation;
  if (at && at.startOffset !== undefined && at.endOffset !== undefined)
    return html.slice(0, at.startOffset) + tag + html.slice(at.endOffset);
  const head = found.find((element) => element.tagName === 'head');
  const charset = found.find(
    (element) => element.tagName === 'meta' && attribute(element, 'charset') !== undefined,
  );
  const offset =
    charset?.sourceCodeLocation?.endOffset ?? head?.sourceCodeLocation?.startTag?.endOffset;
  if (offset === undefined)
    throw new Error('the page has neither <meta charset> nor a <head> tag to put its policy after');
  return html.slice(0, offset) + tag + html.slice(offset);
}

/**
 * A page's own policy, from its final HTML.
 * @param {string} html
 * @param {{ connectOrigins: string[], mediaOrigins: string[] }} site what every page may reach
 * @param {Document} [document] `scriptedPage(html)`, when it is at hand
 */
export function policyOfPage(
  html,
  { connectOrigins, mediaOrigins },
  document = scriptedPage(html),
) {
  const styles = inlineStyles(html);
  const scriptHashes = [...new Set(inlineScriptHashes(document))].sort();
  const styleHashes = [...new Set(styles.hashes)].sort();
  return {
    policy: pageContentSecurityPolicy({
      scriptHashes,
      styleHashes,
      styleAttributes: styles.attributes,
      connectOrigins,
      frameOrigins: [...new Set(iframeOrigins(document))].sort(),
      mediaOrigins,
    }),
    hashes: scriptHashes.length + styleHashes.length,
  };
}

/**
 * Writes each page's own policy into it, the hosting headers of the build in `clientDir`
 * beside it, and precompresses it.
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
  const site = {
    connectOrigins: [emailjsOrigin],
    mediaOrigins: /^https:/.test(mediaBaseUrl) ? [new URL(mediaBaseUrl).origin] : [],
  };
  const pages = (await htmlFiles(clientDir)).map((page) => join(clientDir, page));
  let longestPolicy = 0;
  let mostHashes = 0;
  for (const file of pages) {
    const html = await readFile(file, 'utf8');
    const document = scriptedPage(html);
    const { policy: pagePolicy, hashes } = policyOfPage(html, site, document);
    longestPolicy = Math.max(longestPolicy, pagePolicy.length);
    mostHashes = Math.max(mostHashes, hashes);
    try {
      await writeFile(file, withPagePolicy(html, pagePolicy, document));
    } catch (error) {
      throw new Error(`${relative(clientDir, file)}: ${/** @type {Error} */ (error).message}`, {
        cause: error,
      });
    }
  }
  const security = securityHeaders(headerContentSecurityPolicy(), policy);
  const headersFile = renderHeadersFile(security);
  refuseHeadersOverLimits(security, headersFile);
  // build/nginx holds only this build's includes: none left over from an older layout.
  await rm(join(buildDir, 'nginx'), { recursive: true, force: true });
  await mkdir(join(buildDir, 'nginx'), { recursive: true });
  await mkdir(join(buildDir, 'hosting'), { recursive: true });
  await writeFile(join(clientDir, '_headers'), headersFile);
  for (const [name, contents] of Object.entries(renderNginxHeaders(security)))
    await writeFile(join(buildDir, 'nginx', name), contents);
  await writeFile(
    join(buildDir, 'hosting', 'security-headers.json'),
    JSON.stringify(security, null, 2),
  );
  const compressed = await precompress(clientDir);
  return {
    pages: pages.length,
    longestPolicy,
    mostHashes,
    longestHeaderLine: Math.max(...headersFile.split('\n').map((line) => line.length)),
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
          `${summary.pages} pages, each with its own policy (at most ${summary.mostHashes} hashes, ${summary.longestPolicy} characters), headers at most ${summary.longestHeaderLine} characters a line, HSTS preload ${policy.hstsPreload ? 'on' : 'off'}, ${summary.compressed.files} files precompressed (${Math.round(summary.compressed.bytes / 1024)} KB to ${Math.round(summary.compressed.brotliBytes / 1024)} KB with Brotli)`,
        );
      },
    },
  };
}
