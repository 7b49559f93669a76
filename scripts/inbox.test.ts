import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailjsConfig } from '~/config/site';
import { defaultIds, sendFormPath, startInbox } from './inbox.mjs';

type Inbox = NonNullable<Awaited<ReturnType<typeof startInbox>>>;

const ids = { serviceId: 'service_unit', templateId: 'template_unit', publicKey: 'public_unit' };
const fields = {
  title: 'Website Contact Form',
  name: 'Grace Hopper',
  email: 'grace@example.com',
  phone: '+1 307 555 0100',
  message: 'We need a new storefront.\nBudget agreed.',
};

/** The site's own pages, as the tests' inbox is told (scripts/serve.mjs passes its origins). */
const siteOrigin = 'http://127.0.0.1:4173';

let inbox: Inbox;
let dir: string;
const lines: string[] = [];

function enquiry(overrides: Record<string, string | undefined> = {}) {
  const all: Record<string, string | undefined> = {
    ...fields,
    lib_version: '4.4.1',
    service_id: ids.serviceId,
    template_id: ids.templateId,
    user_id: ids.publicKey,
    ...overrides,
  };
  const body = new FormData();
  for (const [name, value] of Object.entries(all))
    if (value !== undefined) body.append(name, value);
  return body;
}

const post = (body: BodyInit, path = sendFormPath) =>
  fetch(`http://127.0.0.1:${inbox.port}${path}`, { method: 'POST', body });

/** The form as a browser encodes it: the bytes of the body and their Content-Type. */
async function encoded(body: FormData) {
  const response = new Response(body);
  const type = response.headers.get('content-type') ?? '';
  return { type, bytes: Buffer.from(await response.arrayBuffer()) };
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

/**
 * A request through node:http, which, unlike fetch, lets a test name any Host, stream a chunked
 * body (no Content-Length: node:http sends chunks when none is set), or stop partway through the
 * body. The body goes in 64 KB writes, and no more are written once the inbox has answered.
 */
function rawRequest({
  method = 'POST',
  path = sendFormPath,
  headers = {},
  body = Buffer.alloc(0),
  sendBytes = body.length,
}: {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: Buffer;
  sendBytes?: number;
}): Promise<Answer> {
  return new Promise((resolveAnswer, failed) => {
    let answered = false;
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port: inbox.port,
        method,
        path,
        agent: false,
        // Keep-alive unless the inbox says otherwise: Node's own default would ask it to close.
        headers: { connection: 'keep-alive', ...headers },
      },
      (response) => {
        answered = true;
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        const done = () => {
          resolveAnswer({ status: response.statusCode ?? 0, headers: response.headers, text });
          request.destroy();
        };
        response.on('end', done);
        // The inbox may close the connection once it has answered.
        response.on('error', done);
      },
    );
    // Writing into a connection closed after the answer is expected; before it, a failure.
    request.on('error', (error) => {
      if (!answered) failed(error);
    });
    void (async () => {
      const chunk = 64 * 1024;
      for (let at = 0; at < sendBytes && !answered; at += chunk) {
        const piece = body.subarray(at, Math.min(at + chunk, sendBytes));
        await new Promise((written) => request.write(piece, written));
      }
      if (!answered && sendBytes === body.length) request.end();
    })();
  });
}

/** What the inbox recorded for the end-to-end tests under this name, stored or not. */
async function recorded(
  name: string,
): Promise<{ status: number; fields: Record<string, string> }[]> {
  const response = await fetch(
    `http://127.0.0.1:${inbox.port}/__test/enquiries?name=${encodeURIComponent(name)}`,
  );
  return (await response.json()) as { status: number; fields: Record<string, string> }[];
}

async function storedNames(): Promise<string[]> {
  return (await storedLines()).map((line) => line.name ?? '');
}

async function storedLines(): Promise<Record<string, string>[]> {
  const text = await readFile(inbox.file, 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, string>);
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'inbox-'));
  const started = await startInbox({
    port: 0,
    file: join(dir, 'enquiries.jsonl'),
    ...ids,
    testControl: true,
    strictPort: true,
    allowedOrigins: [siteOrigin],
    log: (line) => lines.push(line),
  });
  if (!started) throw new Error('inbox did not start');
  inbox = started;
});

afterAll(async () => {
  await inbox.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the local inbox', () => {
  it('accepts a send-form call with 200 OK and appends it as one JSON line', async () => {
    const response = await post(enquiry());
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('OK');
    const [stored] = await storedLines();
    // Multipart encoding turns every line break into CRLF, as it does on the way to EmailJS.
    expect(stored).toMatchObject({
      ...fields,
      message: fields.message.replace('\n', '\r\n'),
      lib_version: '4.4.1',
      service_id: ids.serviceId,
      template_id: ids.templateId,
      user_id: ids.publicKey,
    });
    expect(Object.keys(stored ?? {}).sort()).toEqual([
      'email',
      'lib_version',
      'message',
      'name',
      'phone',
      'receivedAt',
      'service_id',
      'template_id',
      'title',
      'user_id',
    ]);
    expect(lines.join('\n')).toContain('Grace Hopper <grace@example.com>');
  });

  it('announces where it listens and where enquiries go', () => {
    expect(lines[0]).toMatch(
      /^Local inbox at http:\/\/localhost:\d+ — enquiries are written to .*enquiries\.jsonl \(/,
    );
  });

  it.each([
    ['a wrong service id', { service_id: 'service_other' }, 'The service ID is invalid'],
    ['a wrong template id', { template_id: 'template_other' }, 'The template ID is invalid'],
    ['a wrong public key', { user_id: 'someone-else' }, 'The Public Key is invalid'],
    ['no public key', { user_id: undefined }, 'The Public Key is required'],
    ['no service id', { service_id: undefined }, 'The service ID is required'],
    ['no library version', { lib_version: undefined }, 'The lib_version parameter is required'],
  ])('answers 400 for %s and stores nothing', async (_, overrides, text) => {
    const before = (await storedLines()).length;
    const response = await post(enquiry(overrides));
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(text);
    expect(await storedLines()).toHaveLength(before);
  });

  it('answers 400 to a body that is not multipart', async () => {
    const response = await post(JSON.stringify(fields));
    expect(response.status).toBe(400);
  });

  it('lets the pages of the site post: echoes their origin, always with Vary: Origin', async () => {
    const url = `http://127.0.0.1:${inbox.port}${sendFormPath}`;
    const preflight = await fetch(url, {
      method: 'OPTIONS',
      headers: { Origin: siteOrigin, 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(siteOrigin);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    expect(preflight.headers.get('vary')).toBe('Origin');
    const response = await fetch(url, {
      method: 'POST',
      body: enquiry({ name: 'Site Sam' }),
      headers: { Origin: siteOrigin },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(siteOrigin);
    expect(response.headers.get('vary')).toBe('Origin');
    expect(await storedNames()).toContain('Site Sam');
    // A request that names no origin (curl, the test runner) is served, and allows no page.
    const plain = await fetch(`http://127.0.0.1:${inbox.port}/`);
    expect(plain.status).toBe(200);
    expect(plain.headers.get('access-control-allow-origin')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Origin');
  });

  it.each([
    ['a page on the internet', 'https://evil.example'],
    ['another server on this machine', 'http://localhost:8080'],
    ['a sandboxed frame or a file', 'null'],
  ])('refuses %s: 403, no CORS headers, nothing stored', async (_, origin) => {
    const name = `Eve from ${origin}`;
    const url = `http://127.0.0.1:${inbox.port}${sendFormPath}`;
    const preflight = await fetch(url, {
      method: 'OPTIONS',
      headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('vary')).toBe('Origin');
    // A form post or a no-cors fetch needs no preflight: the post itself must be refused.
    const response = await fetch(url, {
      method: 'POST',
      body: enquiry({ name }),
      headers: { Origin: origin },
    });
    expect(response.status).toBe(403);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('vary')).toBe('Origin');
    expect(await storedNames()).not.toContain(name);
    expect(await recorded(name)).toEqual([]);
  });

  it('never allows private-network access, even to a page of the site', async () => {
    for (const origin of [siteOrigin, 'https://evil.example']) {
      const preflight = await fetch(`http://127.0.0.1:${inbox.port}${sendFormPath}`, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Private-Network': 'true',
        },
      });
      expect(preflight.headers.get('access-control-allow-private-network')).toBeNull();
    }
  });

  it.each([
    ['a rebound name', 'evil.example:PORT'],
    ['a rebound name that starts like ours', 'localhost.evil.example:PORT'],
    ['a loopback name without its port', 'localhost'],
    ['the machine by another address', '10.0.0.5:PORT'],
  ])('refuses a request that names the inbox by %s (DNS rebinding)', async (_, host) => {
    const name = `Rebinding Rita ${host}`;
    const { type, bytes } = await encoded(enquiry({ name }));
    const Host = host.replace('PORT', String(inbox.port));
    const post = await rawRequest({ headers: { Host, 'content-type': type }, body: bytes });
    expect(post.status).toBe(421);
    expect(await storedNames()).not.toContain(name);
    expect(await recorded(name)).toEqual([]);
    // Nor can such a page read what the inbox holds.
    const read = await rawRequest({ method: 'GET', path: '/__test/enquiries', headers: { Host } });
    expect(read.status).toBe(421);
    expect(read.text).not.toContain('Grace Hopper');
  });

  it.each(['localhost', '127.0.0.1', '[::1]', 'LOCALHOST'])(
    'answers when named %s with its port',
    async (name) => {
      const answer = await rawRequest({
        method: 'GET',
        path: '/',
        headers: { Host: `${name}:${inbox.port}` },
      });
      expect(answer.status).toBe(200);
    },
  );

  it('refuses a chunked body over 1 MB with 413 as it streams in, and stores nothing', async () => {
    const name = 'Chunky Charlie';
    const { type, bytes } = await encoded(enquiry({ name, message: 'x'.repeat(2_000_000) }));
    const answer = await rawRequest({ headers: { 'content-type': type }, body: bytes });
    expect(answer.status).toBe(413);
    expect(answer.text).toBe('Payload Too Large');
    expect(answer.headers.connection).toBe('close');
    expect(await storedNames()).not.toContain(name);
    expect(await recorded(name)).toEqual([]);
    // The inbox carries on.
    expect((await post(enquiry({ name: 'After Charlie' }))).status).toBe(200);
  });

  it('refuses a Content-Length over 1 MB before reading the body, and closes', async () => {
    const name = 'Lengthy Liz';
    const { type, bytes } = await encoded(enquiry({ name, message: 'x'.repeat(2_000_000) }));
    const answer = await rawRequest({
      headers: { 'content-type': type, 'content-length': String(bytes.length) },
      body: bytes,
      // Only the first 64 KB is ever sent: the answer must not wait for the rest.
      sendBytes: 64 * 1024,
    });
    expect(answer.status).toBe(413);
    expect(answer.headers.connection).toBe('close');
    expect(await storedNames()).not.toContain(name);
  });

  it('prints what a visitor sent without anything a terminal would act on, and stores it exactly', async () => {
    const sent = {
      // Clear the screen and scrollback, set the window title, colour in 8-bit CSI, reverse the
      // text that follows, ring the bell, backspace, DEL, NUL.
      name: 'Mallory\x1b[2J\x1b[3J\x1b]0;owned\x07 \x9b31mEvil\x1b[0m\u202e\x07\b\x7f\x00',
      // An OSC 8 hyperlink whose text hides where it goes.
      email: 'mallory@example.com\x1b]8;;https://evil.example\x1b\\click\x1b]8;;\x1b\\',
      // Move up a line and erase it: the line above would vanish.
      title: 'Website Contact Form\x1b[1A\x1b[2K',
      // A line break in a one-line field would forge a line of the inbox's own.
      phone: '555 0100\r\n[inbox] New enquiry: forged',
      // Hidden text, then a full terminal reset.
      message: 'Hello\x1b[8m hidden\x1b[28m\r\nBye\x1bc',
    };
    const before = lines.length;
    expect((await post(enquiry(sent))).status).toBe(200);
    const printed = lines.slice(before).join('\n');
    expect(printed).toBe(
      [
        '[inbox] New enquiry: Website Contact Form',
        '  From:    Mallory Evil <mallory@example.comclick>, 555 0100 [inbox] New enquiry: forged',
        '  Message: Hello hidden',
        '           Bye',
      ].join('\n'),
    );
    // eslint-disable-next-line no-control-regex -- looking for control characters is the point
    expect(printed).not.toMatch(/[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]/);
    const stored = (await storedLines()).find((line) => line.name === sent.name);
    expect(stored).toMatchObject(sent);
    expect((await recorded(sent.name))[0]?.fields).toMatchObject(sent);
  });

  it('writes an enquiry whose message spans lines as exactly one line of JSON', async () => {
    const name = 'Multiline Max';
    // Multipart sends each line break as CRLF; NEL and the Unicode separators go as they are.
    const message = 'First\r\nSecond\u2028Third\u2029Fourth\u0085Fifth\r\n\r\nLast';
    expect((await post(enquiry({ name, message }))).status).toBe(200);
    const text = await readFile(inbox.file, 'utf8');
    expect(text.endsWith('\n')).toBe(true);
    // Split where any reader might end a line (JavaScript, Python's splitlines, editors):
    // every piece is still a whole enquiry.
    const pieces = text
      .slice(0, -1)
      // eslint-disable-next-line no-control-regex -- the file separators end a line for Python
      .split(/\r\n|[\n\r\v\f\x1c-\x1e\x85\u2028\u2029]/)
      .map((line) => JSON.parse(line) as Record<string, string>);
    expect(pieces).toEqual(await storedLines());
    expect(pieces.filter((line) => line.name === name).map((line) => line.message)).toEqual([
      message,
    ]);
  });

  it('keeps enquiries that arrive together on lines of their own, however long', async () => {
    // An inbox of its own: lines run together would spoil the file for every other test.
    const busy = await startInbox({
      port: 0,
      file: join(dir, 'busy.jsonl'),
      ...ids,
      strictPort: true,
      log: () => {},
    });
    if (!busy) throw new Error('inbox did not start');
    try {
      const names = ['Long Lou 1', 'Long Lou 2', 'Long Lou 3', 'Long Lou 4'];
      // Each line is about 700 KB, more than Node writes to a file in one go.
      const answers = await Promise.all(
        names.map((name) =>
          fetch(`http://127.0.0.1:${busy.port}${sendFormPath}`, {
            method: 'POST',
            body: enquiry({ name, message: name.repeat(70_000) }),
          }),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
      const text = await readFile(busy.file, 'utf8');
      const stored = text
        .slice(0, -1)
        .split('\n')
        .map((line) => JSON.parse(line) as Record<string, string>);
      expect(stored.map((line) => line.name).sort()).toEqual(names);
      for (const line of stored) expect(line.message).toBe(line.name?.repeat(70_000));
    } finally {
      await busy.close();
    }
  });

  it('can be told to fail or delay an enquiry by name, for end-to-end tests', async () => {
    await fetch(`http://127.0.0.1:${inbox.port}/__test/rules`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ match: 'Failing Fred', status: 429, delayMs: 50 }),
    });
    const started = Date.now();
    const response = await post(enquiry({ name: 'Failing Fred' }));
    expect(response.status).toBe(429);
    expect(await response.text()).toBe('Too Many Requests');
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    const log = (await (
      await fetch(`http://127.0.0.1:${inbox.port}/__test/enquiries?name=Failing%20Fred`)
    ).json()) as { status: number }[];
    expect(log.map((entry) => entry.status)).toEqual([429]);
    expect((await storedLines()).some((line) => line.name === 'Failing Fred')).toBe(false);
  });

  it('keeps the test endpoints closed unless asked to', async () => {
    const closed = await startInbox({
      port: 0,
      file: join(dir, 'closed.jsonl'),
      strictPort: true,
      testControl: false,
      log: () => {},
    });
    const response = await fetch(`http://127.0.0.1:${closed?.port}/__test/enquiries`);
    expect(response.status).toBe(404);
    await closed?.close();
  });

  it('warns instead of failing when its port is taken (a second `npm start`)', async () => {
    const messages: string[] = [];
    await expect(
      startInbox({ port: inbox.port, log: (line) => messages.push(line) }),
    ).resolves.toBeUndefined();
    expect(messages[0]).toContain('is in use');
    await expect(startInbox({ port: inbox.port, strictPort: true, log: () => {} })).rejects.toThrow(
      /is in use, so the local inbox cannot start/,
    );
  });

  it('refuses a taken port when tests steer it, so they never talk to another inbox', async () => {
    await expect(
      startInbox({ port: inbox.port, testControl: true, log: () => {} }),
    ).rejects.toThrow(/is in use/);
  });

  it('on its own allows `astro dev` and serve on this machine, plus INBOX_ALLOWED_ORIGINS', async () => {
    const before = process.env.INBOX_ALLOWED_ORIGINS;
    process.env.INBOX_ALLOWED_ORIGINS = ' http://127.0.0.1:4180, http://example.test:8080/ ,';
    const started: Inbox[] = [];
    try {
      const alone = await startInbox({ port: 0, file: join(dir, 'alone.jsonl'), log: () => {} });
      const beside = await startInbox({
        port: 0,
        file: join(dir, 'beside.jsonl'),
        allowedOrigins: ['http://localhost:4573'],
        log: () => {},
      });
      if (!alone || !beside) throw new Error('inbox did not start');
      started.push(alone, beside);
      const allows = async (server: Inbox, origin: string) => {
        const preflight = await fetch(`http://127.0.0.1:${server.port}${sendFormPath}`, {
          method: 'OPTIONS',
          headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
        });
        return preflight.headers.get('access-control-allow-origin') === origin;
      };
      const origins = [
        'http://localhost:4321',
        'http://127.0.0.1:4321',
        'http://localhost:3000',
        'http://127.0.0.1:3000',
        'http://127.0.0.1:4180',
        'http://example.test:8080',
        'http://localhost:4573',
        'http://localhost:5173',
        'https://localhost:3000',
      ];
      const allowed = async (server: Inbox) => {
        const verdicts = await Promise.all(origins.map((origin) => allows(server, origin)));
        return origins.filter((_, index) => verdicts[index]);
      };
      expect(await allowed(alone)).toEqual(origins.slice(0, 6));
      // Given the origins of the site it serves, it allows those instead, and still the extra ones.
      expect(await allowed(beside)).toEqual(origins.slice(4, 7));
      await expect(
        startInbox({ port: 0, allowedOrigins: ['localhost:3000'], log: () => {} }),
      ).rejects.toThrow(/Not an origin/);
    } finally {
      if (before === undefined) delete process.env.INBOX_ALLOWED_ORIGINS;
      else process.env.INBOX_ALLOWED_ORIGINS = before;
      await Promise.all(started.map((server) => server.close()));
    }
  });

  it('accepts the ids the site config uses by default', () => {
    expect(defaultIds).toEqual({
      serviceId: emailjsConfig.serviceId,
      templateId: emailjsConfig.templateId,
      publicKey: emailjsConfig.publicKey,
    });
  });
});
