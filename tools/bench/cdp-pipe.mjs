// A Chromium driven over the DevTools protocol through a pipe (--remote-debugging-pipe:
// commands on file descriptor 3, answers and events on 4, each a JSON text ended by a NUL).
//
// Why not Playwright or Puppeteer here: the navigation benchmark needs Speculation Rules to
// run as they do for a visitor, and Chromium refuses to prerender in a tab that a client
// attached to page by page (PrerenderingDisabledByDevTools), which is how Playwright 1.65
// attaches. It allows it for a client attached to the tab, which Puppeteer 23 does, but
// Puppeteer lost its page after a prerender activation in most of the runs of 12
// navigations tried on this machine ("Attempted to use detached Frame"). The benchmark needs
// only a few commands, so it speaks the protocol itself (tools/bench/bench-navigation.mjs).
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Starts Chromium with `args` and a new empty profile. `send(method, params, sessionId)`
 * answers with the command's result (or rejects with its error, or after `timeoutMs`);
 * `onEvent(listener)` hears every event; `close()` ends the browser and deletes the profile.
 */
export async function launchChromium(path, args, { timeoutMs = 10_000 } = {}) {
  const profile = await mkdtemp(join(tmpdir(), 'cdp-pipe-profile-'));
  const browser = spawn(
    path,
    [...args, '--remote-debugging-pipe', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] },
  );
  const commands = browser.stdio[3];
  const answers = browser.stdio[4];
  const pending = new Map();
  const listeners = new Set();
  let nextId = 0;
  let unread = '';

  answers.setEncoding('utf8');
  answers.on('data', (chunk) => {
    unread += chunk;
    for (let end = unread.indexOf('\0'); end >= 0; end = unread.indexOf('\0')) {
      const message = JSON.parse(unread.slice(0, end));
      unread = unread.slice(end + 1);
      if (message.id === undefined) {
        for (const listener of listeners) listener(message);
        continue;
      }
      const command = pending.get(message.id);
      if (!command) continue;
      pending.delete(message.id);
      clearTimeout(command.timer);
      if (message.error) command.reject(new Error(`${command.method}: ${message.error.message}`));
      else command.resolve(message.result);
    }
  });

  const send = (method, params = {}, sessionId = undefined) =>
    new Promise((resolve, reject) => {
      const id = ++nextId;
      // A command sent to a page that is going away may never be answered.
      const timer = setTimeout(() => {
        pending.delete(id);
        reject(new Error(`${method}: no answer in ${timeoutMs} ms`));
      }, timeoutMs);
      pending.set(id, { method, resolve, reject, timer });
      commands.write(JSON.stringify({ id, method, params, sessionId }) + '\0');
    });

  const close = async () => {
    const exited = new Promise((resolve) =>
      browser.exitCode === null ? browser.once('exit', resolve) : resolve(),
    );
    await send('Browser.close').catch(() => browser.kill());
    await exited;
    await rm(profile, { recursive: true, force: true });
  };

  return { send, onEvent: (listener) => listeners.add(listener), close };
}
