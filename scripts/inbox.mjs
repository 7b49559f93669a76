// The local inbox: a stand-in for the EmailJS API, so the contact form works
// end to end on a machine without EmailJS keys. It answers the one call the
// form makes (POST /api/v1.0/email/send-form, multipart, as the SDK's sendForm) the way
// EmailJS does: it checks the library version and the three ids, answers
// 200 'OK' or 400 with an EmailJS-style error text, and appends each accepted
// enquiry as one JSON line to .inbox/enquiries.jsonl (git-ignored).
//
// It is a development tool on the developer's own machine, so it answers only
// the site's own pages: a request whose Origin is not one of the allowed origins
// is refused (403) and gets no CORS headers; every request must name the inbox
// by a loopback Host (localhost, 127.0.0.1 or [::1], with a port), so a page
// that rebinds its own name to 127.0.0.1 cannot reach it; and a body over 1 MB
// is refused (413) as it streams in, whatever its headers claim. What it prints
// is stripped of anything a terminal would act on (escape sequences, control and
// bidi characters); the file keeps exactly what the visitor sent.
//
// scripts/serve.mjs starts it when it serves a preview build (`npm run build:preview`),
// on that build's port, with its ids, allowing the origins of the site it serves. Run on
// its own: node scripts/inbox.mjs (it then allows `astro dev` at port 4321 and serve at
// port 3000, and the ids of src/config/build-settings.js).
//
// Environment: INBOX_PORT (default 3001, the port of a preview build's default
// origin), INBOX_FILE (where enquiries go), INBOX_ALLOWED_ORIGINS (a comma list
// of origins allowed besides those), INBOX_TEST_CONTROL=1 (the /__test endpoints
// end-to-end tests steer it with; off unless set).
import { createServer } from 'node:http';
import { appendFile, mkdir } from 'node:fs/promises';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultInboxPort, localInboxIds } from '../src/config/build-settings.js';

export const sendFormPath = '/api/v1.0/email/send-form';

/** The ids a preview build sends (src/config/build-settings.js). */
export const defaultIds = localInboxIds;

export const defaultInboxFile = fileURLToPath(
  new URL('../.inbox/enquiries.jsonl', import.meta.url),
);

/** Where the site runs on this machine unless told otherwise: `astro dev` and scripts/serve.mjs. */
export const defaultAllowedOrigins = [
  'http://localhost:4321',
  'http://127.0.0.1:4321',
  'http://localhost:3000',
  'http://127.0.0.1:3000',
];

const maxBodyBytes = 1_000_000;

/** The names a browser on this machine uses for it; anything else is a name rebound to us. */
const loopbackHost = /^(?:localhost|127\.0\.0\.1|\[::1\]):\d{1,5}$/i;

/**
 * EmailJS-style error texts. A test rule may ask for any status, most of them without a text here.
 * @type {{ [status: number]: string, 413: string }}
 */
const statusTexts = {
  400: 'The template ID is invalid. To find this ID, visit https://dashboard.emailjs.com/admin/templates',
  403: 'Forbidden',
  413: 'Payload Too Large',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

/**
 * @typedef {object} InboxOptions
 * @property {number} [port] 0 picks a free port. Default INBOX_PORT or 3001.
 * @property {string} [host] Default 127.0.0.1.
 * @property {string} [file] JSONL file enquiries are appended to.
 * @property {string} [serviceId]
 * @property {string} [templateId]
 * @property {string} [publicKey]
 * @property {readonly string[]} [allowedOrigins] The origins whose pages may post (the site's own). Default `defaultAllowedOrigins`; INBOX_ALLOWED_ORIGINS adds to either.
 * @property {boolean} [testControl] Enables the /__test endpoints. Default INBOX_TEST_CONTROL=1.
 * @property {boolean} [strictPort] Reject when the port is taken; otherwise warn and carry on without an inbox. Default: on with `testControl`.
 * @property {(line: string) => void} [log]
 *
 * @typedef {{ receivedAt: string, status: number, fields: Record<string, string> }} Received
 * @typedef {{ match: string, status?: number, text?: string, delayMs?: number }} TestRule
 * @typedef {{ url: string, port: number, file: string, close: () => Promise<void> }} Inbox
 */

/**
 * Starts the inbox and resolves once it listens.
 * @param {InboxOptions} [options]
 * @returns {Promise<Inbox | undefined>} undefined when the port is taken and `strictPort` is off
 */
export async function startInbox(options = {}) {
  const env = process.env;
  const {
    port = Number(env.INBOX_PORT ?? defaultInboxPort),
    host = '127.0.0.1',
    file = env.INBOX_FILE ? resolve(env.INBOX_FILE) : defaultInboxFile,
    serviceId = defaultIds.serviceId,
    templateId = defaultIds.templateId,
    publicKey = defaultIds.publicKey,
    allowedOrigins = defaultAllowedOrigins,
    testControl = env.INBOX_TEST_CONTROL === '1',
    // Tests steer the inbox on this port; a different inbox already there would answer them wrongly.
    strictPort = testControl,
    log = console.log,
  } = options;
  const ids = { serviceId, templateId, publicKey };
  const allowed = originSet([...allowedOrigins, ...(env.INBOX_ALLOWED_ORIGINS ?? '').split(',')]);
  /** @type {Received[]} */
  const received = [];
  /** @type {TestRule[]} */
  const rules = [];
  // Appends one after another: a large line is written in several chunks, and two appends
  // running side by side could interleave them.
  let appended = Promise.resolve();

  /** @param {string} line */
  function append(line) {
    const done = appended.then(async () => {
      await mkdir(dirname(file), { recursive: true });
      await appendFile(file, line);
    });
    appended = done.catch(() => {});
    return done;
  }

  /** @param {Record<string, string>} fields */
  async function deliver(fields) {
    const rule = testControl
      ? rules.find((candidate) => candidate.match === fields.name)
      : undefined;
    if (rule?.delayMs) await new Promise((done) => setTimeout(done, rule.delayMs));
    const problem = rule?.status
      ? { status: rule.status, text: rule.text ?? statusTexts[rule.status] ?? 'Error' }
      : rejection(fields, ids);
    const receivedAt = new Date().toISOString();
    if (testControl) received.push({ receivedAt, status: problem?.status ?? 200, fields });
    if (problem) return problem;
    await append(jsonLine({ receivedAt, ...fields }));
    log(describeEnquiry(fields));
    return { status: 200, text: 'OK' };
  }

  /**
   * @param {import('node:http').IncomingMessage} request
   * @param {import('node:http').ServerResponse} response
   */
  async function handle(request, response) {
    const url = new URL(request.url ?? '/', 'http://inbox.local');
    const origin = request.headers.origin;
    /** @param {number} status @param {string} body */
    const reply = (status, body, type = 'text/plain; charset=utf-8') => {
      response.writeHead(status, { 'Content-Type': type, ...corsHeaders(request, allowed) });
      response.end(body);
    };
    /**
     * Refuses with no CORS headers, before reading the body (Node discards what arrives of it).
     * @param {number} status @param {string} body
     */
    const refuse = (status, body) => {
      response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', Vary: 'Origin' });
      response.end(body);
    };

    if (!loopbackHost.test(request.headers.host ?? '')) {
      return refuse(
        421,
        'This inbox answers only to localhost, 127.0.0.1 or [::1] with its port\n',
      );
    }
    if (origin !== undefined && !allowed.has(origin)) {
      return refuse(403, `${statusTexts[403]}: pages from ${origin} may not use this inbox\n`);
    }
    if (request.method === 'OPTIONS') {
      response.writeHead(204, {
        ...corsHeaders(request, allowed),
        'Access-Control-Max-Age': '600',
      });
      return response.end();
    }
    if (request.method === 'POST' && url.pathname === sendFormPath) {
      const type = request.headers['content-type'] ?? '';
      if (!type.startsWith('multipart/form-data')) {
        request.resume();
        return reply(400, 'The request body must be multipart/form-data');
      }
      const body = await readBody(request);
      if (!body) return refuseTooLarge(request, response, corsHeaders(request, allowed));
      const form = await parseMultipart(body, type, url);
      if ('error' in form) return reply(400, form.error);
      const { status, text } = await deliver(form.fields);
      return reply(status, text);
    }
    if (request.method === 'GET' && url.pathname === '/') {
      return reply(
        200,
        `Brightwave Digital local inbox. The contact form posts to ${sendFormPath}; enquiries are written to ${file}\n`,
      );
    }
    if (testControl && url.pathname.startsWith('/__test/')) {
      if (request.method === 'POST' && url.pathname === '/__test/rules') {
        const body = await readBody(request);
        if (!body) return refuseTooLarge(request, response, corsHeaders(request, allowed));
        try {
          rules.unshift(/** @type {TestRule} */ (JSON.parse(body.toString('utf8'))));
        } catch {
          return reply(400, 'The rule must be JSON');
        }
        return reply(204, '');
      }
      if (request.method === 'GET' && url.pathname === '/__test/enquiries') {
        const name = url.searchParams.get('name');
        return reply(
          200,
          JSON.stringify(received.filter((entry) => !name || entry.fields.name === name)),
          'application/json',
        );
      }
      if (request.method === 'POST' && url.pathname === '/__test/reset') {
        rules.length = 0;
        received.length = 0;
        return reply(204, '');
      }
    }
    reply(404, 'Not Found');
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error) => {
      // A client that hangs up mid-body has nothing to be told.
      if (error instanceof Error && 'code' in error && error.code === 'ECONNRESET') return;
      const report = error instanceof Error ? (error.stack ?? error.message) : String(error);
      console.error(`[inbox] ${forTerminal(report, '\n')}`);
      if (!response.headersSent) response.writeHead(500, corsHeaders(request, allowed));
      response.end('Internal Server Error');
    });
  });

  try {
    await new Promise((listening, failed) => {
      server.once('error', failed);
      server.listen(port, host, () => listening(undefined));
    });
  } catch (error) {
    const portTaken = error instanceof Error && 'code' in error && error.code === 'EADDRINUSE';
    if (portTaken && strictPort) {
      throw new Error(
        `Port ${port} is in use, so the local inbox cannot start. Stop whatever holds it ` +
          '(another `npm start`?) and run again.',
        { cause: error },
      );
    }
    if (!portTaken) throw error;
    log(
      `Port ${port} is in use, so the local inbox is not started here (is another one running?).`,
    );
    return undefined;
  }

  const address = server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  const inboxUrl = `http://localhost:${boundPort}`;
  log(
    `Local inbox at ${inboxUrl} — enquiries are written to ${displayPath(file)}` +
      " (a preview build's contact form sends here)",
  );
  return {
    url: inboxUrl,
    port: boundPort,
    file,
    close: () => new Promise((closed) => server.close(() => closed(undefined))),
  };
}

/**
 * What EmailJS would answer for a send-form call with these fields, or
 * undefined when it would accept it. The texts follow the real API's.
 * @param {Record<string, string>} fields
 * @param {{ serviceId: string, templateId: string, publicKey: string }} ids
 */
export function rejection(fields, ids) {
  const dashboard = 'https://dashboard.emailjs.com/admin';
  if (!fields.lib_version) return { status: 400, text: 'The lib_version parameter is required' };
  if (!fields.user_id)
    return {
      status: 400,
      text: `The Public Key is required. To find this ID, visit ${dashboard}/account`,
    };
  if (fields.user_id !== ids.publicKey)
    return {
      status: 400,
      text: `The Public Key is invalid. To find this ID, visit ${dashboard}/account`,
    };
  if (!fields.service_id)
    return { status: 400, text: `The service ID is required. To find this ID, visit ${dashboard}` };
  if (fields.service_id !== ids.serviceId)
    return { status: 400, text: `The service ID is invalid. To find this ID, visit ${dashboard}` };
  if (!fields.template_id)
    return {
      status: 400,
      text: `The template ID is required. To find this ID, visit ${dashboard}/templates`,
    };
  if (fields.template_id !== ids.templateId)
    return {
      status: 400,
      text: `The template ID is invalid. To find this ID, visit ${dashboard}/templates`,
    };
  return undefined;
}

/**
 * The allowed origins, each as a browser writes it in the Origin header (scheme, host, port).
 * @param {string[]} entries
 */
function originSet(entries) {
  /** @type {Set<string>} */
  const origins = new Set();
  for (const entry of entries.map((candidate) => candidate.trim()).filter(Boolean)) {
    const origin = URL.canParse(entry) ? new URL(entry).origin : 'null';
    if (origin === 'null') throw new Error(`Not an origin for the inbox to allow: ${entry}`);
    origins.add(origin);
  }
  return origins;
}

/**
 * CORS for the site's own pages only. Every response says it depends on Origin, so no cache
 * hands one origin's answer to another. No Access-Control-Allow-Private-Network: the site runs
 * on this machine too, and a page on the internet has no business here.
 * @param {import('node:http').IncomingMessage} request
 * @param {Set<string>} allowed
 * @returns {Record<string, string>}
 */
function corsHeaders(request, allowed) {
  const origin = request.headers.origin;
  if (origin === undefined || !allowed.has(origin)) return { Vary: 'Origin' };
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Methods': 'POST, GET, OPTIONS',
    'Access-Control-Allow-Headers':
      request.headers['access-control-request-headers'] ?? 'Content-Type',
    Vary: 'Origin',
  };
}

/**
 * The whole body, counted as it arrives: a chunked body carries no Content-Length, and a
 * Content-Length is the client's word. Resolves undefined once the body is over the limit,
 * and from then on ignores the rest of it; `refuseTooLarge` answers.
 * @param {import('node:http').IncomingMessage} request
 * @returns {Promise<Buffer<ArrayBuffer> | undefined>}
 */
function readBody(request) {
  return new Promise((resolveBody, failed) => {
    if (Number(request.headers['content-length'] ?? 0) > maxBodyBytes) {
      return resolveBody(undefined);
    }
    /** @type {Buffer[]} */
    let chunks = [];
    let size = 0;
    let tooLarge = false;
    request.on('data', (/** @type {Buffer} */ chunk) => {
      if (tooLarge) return;
      size += chunk.length;
      if (size > maxBodyBytes) {
        tooLarge = true;
        chunks = [];
        return resolveBody(undefined);
      }
      chunks.push(chunk);
    });
    request.on('end', () => {
      if (!tooLarge) resolveBody(Buffer.concat(chunks));
    });
    request.on('error', failed);
  });
}

/**
 * Answers 413 and closes the connection: the rest of the body is not worth reading. The request
 * is destroyed only once the answer is flushed; destroying it sooner resets the connection
 * before the client has read why.
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @param {Record<string, string>} headers
 */
function refuseTooLarge(request, response, headers) {
  request.resume();
  response.writeHead(413, {
    'Content-Type': 'text/plain; charset=utf-8',
    Connection: 'close',
    ...headers,
  });
  response.end(statusTexts[413], () => request.destroy());
}

/**
 * @param {Buffer<ArrayBuffer>} body
 * @param {string} type
 * @param {URL} url
 * @returns {Promise<{ fields: Record<string, string> } | { error: string }>}
 */
async function parseMultipart(body, type, url) {
  try {
    const request = new Request(url, { method: 'POST', headers: { 'content-type': type }, body });
    const data = await request.formData();
    /** @type {Record<string, string>} */
    const fields = {};
    for (const [name, value] of data) fields[name] = typeof value === 'string' ? value : value.name;
    return { fields };
  } catch {
    return { error: 'The form data could not be read' };
  }
}

/**
 * One enquiry as one line of JSON. JSON.stringify escapes C0 controls (line feed and carriage
 * return among them) but writes the rest as they are; this escapes too the characters some
 * readers also end a line at (NEL, U+2028, U+2029), the other C1 controls and DEL, and the
 * bidi controls, so `tail -f` on the file shows no raw control either. JSON.parse gives back
 * exactly what was sent.
 * @param {Record<string, string>} value
 */
function jsonLine(value) {
  const escaped = JSON.stringify(value).replace(
    /[\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return `${escaped}\n`;
}

/* eslint-disable no-control-regex -- these patterns are there to find control characters */
// What a terminal acts on instead of showing: a control sequence (ESC [ or the 8-bit CSI, its
// parameters, its final byte); a control string (OSC, DCS, SOS, PM or APC, 7- or 8-bit, up to
// BEL or ST: window titles, hyperlinks, clipboard writes); any other escape sequence.
const escapeSequence =
  /(?:\x1b\[|\x9b)[\x30-\x3f]*[\x20-\x2f]*[\x40-\x7e]|(?:\x1b[\]PX^_]|[\x90\x98\x9d\x9e\x9f])[^\x07\x1b\x9c]*(?:\x07|\x1b\\|\x9c)|\x1b[\x20-\x2f]*[\x30-\x7e]/g;
// Every line break a terminal or a reader might honour.
const lineBreak = /\r\n|[\n\r\v\f\x85\u2028\u2029]/g;
// What is left to strip: C0 controls but tab and line feed, DEL, C1 controls, and the bidi
// marks, embeddings, overrides and isolates that make text show in another order than it has.
const controlCharacter =
  /[\x00-\x08\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
/* eslint-enable no-control-regex */

/**
 * Text from a visitor made safe to print: escape sequences and control characters go, and each
 * line break becomes `newLine` (a space by default, so a field never starts a line of its own).
 * @param {string} text
 */
function forTerminal(text, newLine = ' ') {
  return text.replace(escapeSequence, '').replace(lineBreak, newLine).replace(controlCharacter, '');
}

/** The file as the person who ran the command would type it. @param {string} file */
function displayPath(file) {
  const local = relative(process.cwd(), file);
  return local && !local.startsWith('..') ? local : file;
}

/** @param {Record<string, string>} fields */
function describeEnquiry(fields) {
  /** @param {string | undefined} value @param {string} missing */
  const show = (value, missing) => (value === undefined ? missing : forTerminal(value));
  return [
    `[inbox] New enquiry: ${show(fields.title, 'untitled')}`,
    `  From:    ${show(fields.name, '?')} <${show(fields.email, '?')}>, ${show(fields.phone, 'no phone')}`,
    `  Message: ${forTerminal(fields.message ?? '', '\n           ')}`,
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await startInbox({ strictPort: true });
}
