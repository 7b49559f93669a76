import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { iframeOrigins, inlineScriptHashes, inlineStyles } from './hosting-headers.mjs';

describe('inlineScriptHashes', () => {
  it('reads scripts as the browser does: inside templates too, and not inside comments', () => {
    const hashes = inlineScriptHashes(
      '<!-- <script>old()</script> --><template><script>later()</script></template><p>a</p>',
    );
    expect(hashes).toEqual([`sha256-${createHash('sha256').update('later()').digest('base64')}`]);
  });

  it('hashes executable inline scripts and speculation rules, and skips JSON-LD and external scripts', () => {
    const hashes = inlineScriptHashes(
      '<script>a()</script><script src="/x.js"></script><script type="application/ld+json">{}</script><script type="speculationrules">{"prerender":[]}</script>',
    );
    expect(hashes).toHaveLength(2);
    expect(hashes[0]).toBe(`sha256-${createHash('sha256').update('a()').digest('base64')}`);
    for (const hash of hashes) expect(hash).toMatch(/^sha256-[A-Za-z0-9+/]+=*$/);
  });
});

describe('inlineStyles', () => {
  const sha = (/** @type {string} */ text) =>
    `sha256-${createHash('sha256').update(text).digest('base64')}`;

  it('hashes every <style> element the browser applies: in templates and noscript too, not in comments', () => {
    const styles = inlineStyles(
      '<head><style>a{color:red}</style><!-- <style>old{}</style> --></head><body><template><style>b{}</style></template><noscript><style>c{}</style></noscript></body>',
    );
    expect(styles.hashes).toEqual([sha('a{color:red}'), sha('b{}'), sha('c{}')]);
    expect(styles.attributes).toBe(false);
  });

  it('notes style attributes, wherever they are', () => {
    expect(inlineStyles('<p>plain</p>').attributes).toBe(false);
    expect(inlineStyles('<template><i style="left:1%"></i></template>').attributes).toBe(true);
    expect(inlineStyles('<svg><rect style="fill:red"/></svg>').attributes).toBe(true);
  });
});

describe('iframeOrigins', () => {
  it('reads each iframe origin with its entities decoded', () => {
    expect(
      iframeOrigins(
        '<iframe title="Map" src="https://maps.example.org/embed?bbox=1&amp;layer=x"></iframe><iframe></iframe>',
      ),
    ).toEqual(['https://maps.example.org']);
  });
});
