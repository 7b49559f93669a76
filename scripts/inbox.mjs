// The local inbox: a stand-in for the EmailJS API, so the contact form works
// end to end on a machine without EmailJS keys. It answers the one call the
// form makes (POST /api/v1.0/email/send-form, multipart, SPEC §7) the way
// EmailJS does: it checks the library version and the three ids, answers
// 200 'OK' or 400 with an EmailJS-style error text, and appends each accepted
// enquiry as one JSON line to .inbox/enquiries.jsonl (git-ignored).
//
// scripts/serve.mjs starts it when it serves a preview build (`npm run build:preview`).
// Run on its own: node scripts/inbox.mjs
//
// Environment: INBOX_PORT (default 3001, the port of the build's default
// origin), INBOX_FILE (where enquiries go), INBOX_TEST_CONTROL=1 (the /__test endpoints end-to-end tests steer it with;
// off unless set).
import { createServer } from 'node:http';
import { appendFile, mkdir } from 'node:fs/promises';
import { dirname, relative, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { defaultInboxPort, localInboxIds } from '../src/config/build-settings.js';

export const sendFormPath = '/api/v1.0/email/send-form';

/** The ids a preview build sends (src/config/build-settings.js). */
export const defaultIds = localInboxIds;

export const defaultInboxFile = fileURLToPath(
  new URL('../.inbox/enquiries.jsonl', import.meta.url),
);

const maxBodyBytes = 1_000_000;

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
    testControl = env.INBOX_TEST_CONTROL === '1',
    // Tests steer the inbox on this port; a different inbox already there would answer them wrongly.
    strictPort = testControl,
    log = console.log,
  } = options;
  const ids = { serviceId, templateId, publicKey };
  /** @type {Received[]} */
  const received = [];
  /** @type {TestRule[]} */
  const rules = [];

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
    await mkdir(dirname(file), { recursive: true });
    await appendFile(file, `${JSON.stringify({ receivedAt, ...fields })}\n`);
    log(describeEnquiry(fields));
    return { status: 200, text: 'OK' };
  }

  /**
   * @param {import('node:http').IncomingMessage} request
   * @param {import('node:http').ServerResponse} response
   */
  async function handle(request, response) {
    const url = new URL(request.url ?? '/', 'http://inbox.local');
    /** @param {number} status @param {string} body */
    const reply = (status, body, type = 'text/plain; charset=utf-8') => {
      response.writeHead(status, { 'Content-Type': type, ...corsHeaders(request) });
      response.end(body);
    };

    if (request.method === 'OPTIONS') {
      response.writeHead(204, {
        ...corsHeaders(request),
        'Access-Control-Allow-Private-Network': 'true',
        'Access-Control-Max-Age': '600',
      });
      return response.end();
    }
    if (request.method === 'POST' && url.pathname === sendFormPath) {
      const form = await readMultipart(request, url);
      if ('error' in form) return reply(form.status, form.error);
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
        rules.unshift(/** @type {TestRule} */ (await readJson(request, url)));
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
      console.error('[inbox]', error);
      if (!response.headersSent) response.writeHead(500, corsHeaders(request));
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
 * Every origin may post, as with the real API; the preflight is answered too.
 * @param {import('node:http').IncomingMessage} request
 */
function corsHeaders(request) {
  return {
    'Access-Control-Allow-Origin': request.headers.origin ?? '*',
    'Access-Control-Allow-Methods': 'POST, GET, OPTIONS',
    'Access-Control-Allow-Headers':
      request.headers['access-control-request-headers'] ?? 'Content-Type',
    Vary: 'Origin',
  };
}

/**
 * @param {import('node:http').IncomingMessage} request
 * @param {URL} url
 * @returns {Promise<{ fields: Record<string, string> } | { status: number, error: string }>}
 */
async function readMultipart(request, url) {
  const type = request.headers['content-type'] ?? '';
  if (!type.startsWith('multipart/form-data')) {
    request.resume();
    return { status: 400, error: 'The request body must be multipart/form-data' };
  }
  if (Number(request.headers['content-length'] ?? 0) > maxBodyBytes) {
    request.resume();
    return { status: 413, error: statusTexts[413] };
  }
  try {
    const data = await toWebRequest(request, url).formData();
    /** @type {Record<string, string>} */
    const fields = {};
    for (const [name, value] of data) fields[name] = typeof value === 'string' ? value : value.name;
    return { fields };
  } catch {
    return { status: 400, error: 'The form data could not be read' };
  }
}

/** @param {import('node:http').IncomingMessage} request @param {URL} url */
async function readJson(request, url) {
  return toWebRequest(request, url).json();
}

/** @param {import('node:http').IncomingMessage} request @param {URL} url */
function toWebRequest(request, url) {
  // Node requires `duplex` with a streamed body; the DOM's RequestInit type does not have it.
  /** @type {RequestInit & { duplex: 'half' }} */
  const init = {
    method: request.method,
    headers: { 'content-type': request.headers['content-type'] ?? '' },
    body: /** @type {ReadableStream} */ (Readable.toWeb(request)),
    duplex: 'half',
  };
  return new Request(url, init);
}

/** The file as the person who ran the command would type it. @param {string} file */
function displayPath(file) {
  const local = relative(process.cwd(), file);
  return local && !local.startsWith('..') ? local : file;
}

/** @param {Record<string, string>} fields */
function describeEnquiry(fields) {
  return [
    `[inbox] New enquiry: ${fields.title ?? 'untitled'}`,
    `  From:    ${fields.name ?? '?'} <${fields.email ?? '?'}>, ${fields.phone ?? 'no phone'}`,
    `  Message: ${(fields.message ?? '').replace(/\r?\n/g, '\n           ')}`,
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await startInbox({ strictPort: true });
}
