// The hosts of the real-network bench: each encoding a host the agency may use sends, served
// the way that host serves it, every one by Debian's nginx running deploy/nginx.conf over HTTPS
// and HTTP/2 with a throw-away certificate (local-tls.mjs), so that only the encoding differs:
//
//   br11   precompressed Brotli 11: nginx with Debian's libnginx-mod-http-brotli-static and
//          `brotli_static on`, as deploy/nginx.conf's comment says (the build's `.br` files)
//   gzip9  precompressed gzip: deploy/nginx.conf as shipped (the build's `.gz` files, level 9)
//   br4    Brotli 4 made per request, as Cloudflare, Netlify and CloudFront compress:
//          libnginx-mod-http-brotli-filter, `brotli_comp_level 4`, no precompressed files
//   gzip6  gzip 6 made per request, as GitHub Pages and the CDNs do for clients without Brotli:
//          deploy/nginx.conf's own `gzip_comp_level 6` with `gzip_static off`
//
// `sslBuffer` sets nginx's ssl_buffer_size (the size of its TLS records) in place of the one
// deploy/nginx.conf ships, to measure what small first records are worth.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { connect } from 'node:tls';
import { userInfo } from 'node:os';
import { join } from 'node:path';

const modules = '/usr/lib/nginx/modules';
const compressedTypes =
  'text/css application/javascript text/javascript application/json image/svg+xml text/xml application/xml text/plain';

export const encodings = {
  br11: {
    label: 'Brotli 11, precompressed',
    contentEncoding: 'br',
    precompressed: true,
    module: 'ngx_http_brotli_static_module.so',
    replacements: [['gzip_static on;', 'gzip_static on;\n  brotli_static on;']],
  },
  gzip9: {
    label: 'gzip 9, precompressed (deploy/nginx.conf as shipped)',
    contentEncoding: 'gzip',
    precompressed: true,
    replacements: [],
  },
  br4: {
    label: 'Brotli 4, compressed per request',
    contentEncoding: 'br',
    precompressed: false,
    module: 'ngx_http_brotli_filter_module.so',
    replacements: [
      [
        'gzip_static on;',
        `gzip_static off;\n  brotli on;\n  brotli_comp_level 4;\n  brotli_types ${compressedTypes};`,
      ],
    ],
  },
  gzip6: {
    label: 'gzip 6, compressed per request',
    contentEncoding: 'gzip',
    precompressed: false,
    replacements: [['gzip_static on;', 'gzip_static off;']],
  },
};

/** deploy/nginx.conf with `replacements` made; each must find its text, or the config changed. */
function replaced(config, replacements) {
  for (const [from, to] of replacements) {
    const found = typeof from === 'string' ? config.includes(from) : from.test(config);
    if (!found) throw new Error(`bench: deploy/nginx.conf no longer has ${from}`);
    config = typeof from === 'string' ? config.replaceAll(from, to) : config.replace(from, to);
  }
  return config;
}

/**
 * The config one bench host runs: `deployConfig` (the text of deploy/nginx.conf) serving `root`
 * with the headers in `headers` (the build's nginx folder) on `address:port` over TLS with
 * `certificate` and `key`, its redirect server on `redirectPort`, its temporary files in `dir`,
 * at `encoding`, and with `sslBuffer` as its TLS record size if given.
 */
export function hostConfig(deployConfig, options) {
  const { encoding, sslBuffer, root, headers, address, port, redirectPort } = options;
  const { certificate, key, dir } = options;
  const chosen = encodings[encoding];
  if (!chosen) throw new Error(`bench: no encoding "${encoding}" (${Object.keys(encodings)})`);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `${kind}_temp_path ${dir}/${kind};`)
    .join(' ');
  let config = replaced(deployConfig, [
    ['/srv/brightwave/client', root],
    ['/srv/brightwave/nginx', headers],
    ['listen 443 ssl http2;', `listen ${address}:${port} ssl http2;`],
    ['listen 80;', `listen ${address}:${redirectPort};`],
    [/^\s*listen \[::\].*\n/gm, ''],
    ['/etc/letsencrypt/live/www.brightwave.example/fullchain.pem', certificate],
    ['/etc/letsencrypt/live/www.brightwave.example/privkey.pem', key],
    ['http {', `http {\n  ${temp}`],
    ...chosen.replacements,
  ]);
  if (sslBuffer) {
    config = /ssl_buffer_size \S+;/.test(config)
      ? config.replace(/ssl_buffer_size \S+;/, `ssl_buffer_size ${sslBuffer};`)
      : replaced(config, [
          ['ssl_session_timeout 1d;', `ssl_session_timeout 1d;\n    ssl_buffer_size ${sslBuffer};`],
        ]);
  }
  return chosen.module ? `load_module ${modules}/${chosen.module};\n${config}` : config;
}

/** The TLS record size a config sends with: its ssl_buffer_size, or nginx's default of 16k. */
export const sslBufferOf = (config) => config.match(/ssl_buffer_size (\S+);/)?.[1] ?? '16k';

/**
 * nginx's command-line switches for a config in `dir`: pid and logs there, and, when started as
 * root, workers as this user (as tests/e2e/nginx.spec.ts runs it).
 */
function nginxArgs(dir, configFile) {
  const { uid, username } = userInfo();
  const user = uid === 0 ? `user ${username}; ` : '';
  return [
    ...['-p', dir, '-e', join(dir, 'error.log'), '-c', configFile],
    ...['-g', `${user}pid ${dir}/nginx.pid; error_log ${dir}/error.log; daemon off;`],
  ];
}

/** Starts nginx with `config` (files in `dir`) and answers `close()` once it accepts TLS. */
export async function startHost(config, dir, { address, port }) {
  mkdirSync(dir, { recursive: true });
  const configFile = join(dir, 'nginx.conf');
  writeFileSync(configFile, config);
  const nginx = spawn('/usr/sbin/nginx', nginxArgs(dir, configFile), { stdio: 'inherit' });
  const exited = new Promise((resolve) => nginx.once('exit', resolve));
  // A bench ended by a signal exits without its `finally` blocks: nginx must not outlive it.
  const stop = () => nginx.exitCode === null && nginx.kill('SIGQUIT');
  process.once('exit', stop);
  for (let attempt = 0; ; attempt++) {
    if (nginx.exitCode !== null) throw new Error(`bench: nginx exited; see ${dir}/error.log`);
    const ready = await new Promise((resolve) => {
      const socket = connect({ host: address, port, rejectUnauthorized: false }, () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (ready) break;
    if (attempt > 50) throw new Error(`bench: nginx did not start on ${address}:${port}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    close: async () => {
      process.off('exit', stop);
      stop();
      await exited;
    },
  };
}

/**
 * Asks `origin` for `path` as Chromium does and checks it answers at `encoding`: its
 * Content-Encoding, and a Content-Length only for a precompressed file (a response compressed
 * per request is streamed without one). Throws if not, so no run measures the wrong host.
 */
export async function checkEncoding(origin, path, encoding) {
  const expected = encodings[encoding];
  const headers = await new Promise((resolve, reject) => {
    const asked = request(
      `${origin}${path}`,
      { rejectUnauthorized: false, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.headers));
      },
    );
    asked.once('error', reject);
    asked.end();
  });
  const sentAs = headers['content-encoding'];
  const precompressed = headers['content-length'] !== undefined;
  if (sentAs !== expected.contentEncoding || precompressed !== expected.precompressed)
    throw new Error(
      `bench: ${origin}${path} came as ${sentAs ?? 'identity'}${precompressed ? ' with a length' : ' streamed'}, not as ${encoding} (${expected.label})`,
    );
}
