import { X509Certificate, createPrivateKey } from 'node:crypto';
import { connect } from 'node:http2';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localCertificate } from './local-tls.mjs';
import { createSiteServer } from '../../scripts/serve.mjs';

describe('localCertificate', () => {
  it('is a key and a certificate for 127.0.0.1 that match', () => {
    const { key, cert } = localCertificate();
    const certificate = new X509Certificate(cert);
    expect(certificate.checkIP('127.0.0.1')).toBe('127.0.0.1');
    expect(certificate.checkHost('localhost')).toBe('localhost');
    expect(certificate.checkPrivateKey(createPrivateKey(key))).toBe(true);
  });

  it('lets the site server answer over HTTP/2 with the build’s headers', async () => {
    const root = await mkdtemp(join(tmpdir(), 'tls-site-'));
    const hosting = await mkdtemp(join(tmpdir(), 'tls-hosting-'));
    await writeFile(join(root, 'index.html'), '<!doctype html><h1>Brightwave</h1>');
    await writeFile(
      join(hosting, 'security-headers.json'),
      JSON.stringify([['X-Content-Type-Options', 'nosniff']]),
    );
    const server = createSiteServer({ root, hosting, tls: localCertificate() });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const client = connect(`https://127.0.0.1:${port}`, { rejectUnauthorized: false });
    try {
      const { headers, body } = await new Promise((resolve, reject) => {
        const stream = client.request({ ':path': '/' });
        let text = '';
        let received = {};
        stream.on('response', (value) => (received = value));
        stream.setEncoding('utf8');
        stream.on('data', (chunk) => (text += chunk));
        stream.on('end', () => resolve({ headers: received, body: text }));
        stream.on('error', reject);
      });
      expect(headers[':status']).toBe(200);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(body).toContain('<h1>Brightwave</h1>');
    } finally {
      client.close();
      server.close();
      await rm(root, { recursive: true, force: true });
      await rm(hosting, { recursive: true, force: true });
    }
  });
});
