import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { encodings, hostConfig, sslBufferOf } from './encoding-hosts.mjs';

const deployConfig = readFileSync('deploy/nginx.conf', 'utf8');
const options = {
  root: '/tmp/site',
  headers: '/tmp/build/nginx',
  address: '127.0.0.2',
  port: 4790,
  redirectPort: 4792,
  certificate: '/tmp/cert.pem',
  key: '/tmp/key.pem',
  dir: '/tmp/host',
};
/** The config's directives, without its comments (which name Brotli and the shipped paths). */
const config = (encoding, more = {}) =>
  hostConfig(deployConfig, { ...options, encoding, ...more }).replaceAll(/\s*#.*$/gm, '');

describe("the bench's hosts", () => {
  it('run deploy/nginx.conf on the bench address over TLS and HTTP/2, and nowhere else', () => {
    for (const encoding of Object.keys(encodings)) {
      const text = config(encoding);
      expect(text).toContain('listen 127.0.0.2:4790 ssl http2;');
      expect(text).toContain('listen 127.0.0.2:4792;');
      expect(text).not.toMatch(/listen \[::\]|listen 443|listen 80;|\/srv\/brightwave|letsencrypt/);
      expect(text).toContain('root /tmp/site;');
      expect(text).toContain('include /tmp/build/nginx/security-headers.conf;');
      expect(text).toContain('ssl_certificate /tmp/cert.pem;');
    }
  });

  it('send the precompressed gzip files as shipped, and Brotli 11 with the static module', () => {
    expect(config('gzip9')).not.toMatch(/load_module|brotli/);
    expect(config('gzip9')).toContain('gzip_static on;');
    const brotli = config('br11');
    expect(brotli.split('\n')[0]).toBe(
      'load_module /usr/lib/nginx/modules/ngx_http_brotli_static_module.so;',
    );
    expect(brotli).toMatch(/gzip_static on;\s+brotli_static on;/);
  });

  it('compress per request, as CDNs do, with no precompressed file sent', () => {
    const brotli = config('br4');
    expect(brotli.split('\n')[0]).toContain('ngx_http_brotli_filter_module.so');
    expect(brotli).toMatch(/gzip_static off;\s+brotli on;\s+brotli_comp_level 4;/);
    expect(config('gzip6')).toMatch(/gzip_static off;[\s\S]*gzip_comp_level 6;/);
    expect(config('gzip6')).not.toContain('brotli');
  });

  it("keep the shipped TLS record size unless told another, and say which it is", () => {
    expect(sslBufferOf(config('gzip9'))).toBe(sslBufferOf(deployConfig));
    const large = config('gzip9', { sslBuffer: '16k' });
    expect(large.match(/ssl_buffer_size \S+;/g)).toEqual(['ssl_buffer_size 16k;']);
    expect(sslBufferOf('server { }')).toBe('16k');
  });

  it('refuse an encoding they do not know, and a config that lost a line they change', () => {
    expect(() => config('zstd')).toThrow(/no encoding "zstd"/);
    expect(() =>
      hostConfig(deployConfig.replace('listen 443 ssl http2;', ''), { ...options, encoding: 'br11' }),
    ).toThrow(/no longer has listen 443 ssl http2;/);
  });
});
