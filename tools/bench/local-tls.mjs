// A throw-away certificate for 127.0.0.1, so the bench can serve the build over HTTPS and
// HTTP/2 the way the deployed site is served. Made by OpenSSL (Node can sign nothing itself)
// into a temporary folder that is deleted again at once; the browser that measures is told to
// accept it (--ignore-certificate-errors), and nothing else ever sees it.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A new key and self-signed certificate for 127.0.0.1 and localhost, valid for one day. */
export function localCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'local-tls-'));
  try {
    const key = join(dir, 'key.pem');
    const cert = join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1,DNS:localhost',
        '-keyout',
        key,
        '-out',
        cert,
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
