import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  iframeOrigins,
  inlineScriptHashes,
  inlineStyles,
  policyOfPage,
  withPagePolicy,
} from './hosting-headers.mjs';

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

describe('withPagePolicy', () => {
  const page =
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>A</title><style>p{}</style><script>go()</script></head><body><p>a</p></body></html>';

  it('puts the policy after the charset, before every inline style and script, which it then governs', () => {
    const html = withPagePolicy(page, "default-src 'none'");
    expect(html).toBe(
      page.replace(
        '<meta charset="utf-8">',
        `<meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="default-src 'none'">`,
      ),
    );
    const policyAt = html.indexOf('http-equiv="Content-Security-Policy"');
    expect(policyAt).toBeLessThan(html.indexOf('<style>'));
    expect(policyAt).toBeLessThan(html.indexOf('<script>'));
  });

  it('goes first in a <head> without a charset, replaces its own policy when written again, and says where it cannot go', () => {
    expect(withPagePolicy('<html><head><style>p{}</style></head></html>', 'a')).toBe(
      '<html><head><meta http-equiv="Content-Security-Policy" content="a"><style>p{}</style></head></html>',
    );
    expect(withPagePolicy(withPagePolicy(page, 'first'), 'second')).toBe(
      withPagePolicy(page, 'second'),
    );
    expect(() => withPagePolicy('<p>no head</p>', 'a')).toThrow(
      /neither <meta charset> nor a <head>/,
    );
  });
});

describe('policyOfPage', () => {
  const sha = (/** @type {string} */ text) =>
    `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
  const site = { connectOrigins: ['https://api.emailjs.com'], mediaOrigins: [] };

  it('names the page’s own inline code once each, sorted, and its frames', () => {
    const { policy, hashes } = policyOfPage(
      '<head><meta charset="utf-8"><style>b{}</style><style>b{}</style><script>x()</script></head><body><iframe src="https://maps.example.org/e"></iframe></body>',
      site,
    );
    expect(hashes).toBe(2);
    expect(policy).toContain(`script-src 'self' ${sha('x()')};`);
    expect(policy).toContain(`style-src 'self' ${sha('b{}')};`);
    expect(policy).toContain('frame-src https://maps.example.org');
    expect(policy).not.toContain('style-src-attr');
  });
});
