// The shaped link of the real-network bench (bench-network.mjs): Lighthouse's mobile network,
// 150 ms round trip, 1.6 Mbps down and 750 kbps up, with 1,460-byte segments and the kernel's
// own TCP (its initial window of 10, its slow start and its acknowledgements), packet by packet.
//
// This kernel has no netem or fq qdisc, so the link is a small program: iptables hands every
// packet to or from the bench's ports on 127.0.0.2 to it through NFQUEUE (one queue per
// direction), and link-shaper.c holds each one as the link would, then lets it go on. The rules
// sit in the mangle table's PREROUTING chain on `lo`: a loopback packet passes OUTPUT while its
// sender still owns it (TCP small queues would then slow the sender down as if its own network
// card were full), and PREROUTING after loopback has handed it over, as a packet arrives from a
// real network. A TCPMSS rule in front of them sets the segment size both ends announce (loopback's
// own MTU is 64 KB). Nothing else on the machine is touched: no other address, no other port.
//
// Every rule carries a comment naming the bench and its process, so a run removes the rules it
// added when it ends (normally, by an error, SIGINT or SIGTERM), and the next run removes the
// rules a killed run left behind (`--clean` does only that).
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/** Lighthouse's mobile preset (its "slow 4G"), as a link. */
export const mobileLink = {
  rttMs: 150,
  downBitsPerSecond: 1_600_000,
  upBitsPerSecond: 750_000,
  mss: 1460,
};

/** The bench's address and ports: the servers listen here, and only here is the link shaped. */
export const linkAddress = '127.0.0.2';
export const linkPorts = { first: 4790, last: 4799 };
/** The NFQUEUE numbers of the two directions. */
export const linkQueues = { up: 4790, down: 4791 };
const tag = 'brightwave-bench';

/**
 * One packet through one direction of the link: `state.freeNs` is when the link has sent all it
 * was given. Answers when the packet reaches the far end, and the new state. link-shaper.c does
 * the same arithmetic.
 */
export function linkRelease(state, arrivalNs, bytes, bitsPerSecond, oneWayNs) {
  const start = Math.max(arrivalNs, state.freeNs);
  const freeNs = start + (bytes * 8 * 1e9) / bitsPerSecond;
  return { releaseNs: freeNs + oneWayNs, state: { freeNs } };
}

/** The shaper's command-line arguments for `link`: queues, one-way delay in µs, rates. */
export function shaperArguments(link = mobileLink, queues = linkQueues) {
  return [
    String(queues.up),
    String(queues.down),
    String(Math.round((link.rttMs / 2) * 1000)),
    String(link.upBitsPerSecond),
    String(link.downBitsPerSecond),
  ];
}

/**
 * The iptables rules (arguments after `iptables -t mangle`) that shape the link: the segment size
 * in both SYNs, then every packet to the ports (up) and from them (down) into its queue. With
 * --queue-bypass a packet passes unshaped if the shaper is gone, rather than being dropped.
 */
export function linkRules({
  address = linkAddress,
  ports = linkPorts,
  queues = linkQueues,
  mss = mobileLink.mss,
  owner = process.pid,
} = {}) {
  const range = `${ports.first}:${ports.last}`;
  const comment = ['-m', 'comment', '--comment', `${tag} pid=${owner}`];
  const up = ['-i', 'lo', '-d', address, '-p', 'tcp', '--dport', range];
  const down = ['-i', 'lo', '-s', address, '-p', 'tcp', '--sport', range];
  const syn = ['--tcp-flags', 'SYN,RST', 'SYN'];
  const clamp = ['-j', 'TCPMSS', '--set-mss', String(mss)];
  const queue = (number) => ['-j', 'NFQUEUE', '--queue-num', String(number), '--queue-bypass'];
  return [
    ['-A', 'PREROUTING', ...up, ...syn, ...comment, ...clamp],
    ['-A', 'PREROUTING', ...down, ...syn, ...comment, ...clamp],
    ['-A', 'PREROUTING', ...up, ...comment, ...queue(queues.up)],
    ['-A', 'PREROUTING', ...down, ...comment, ...queue(queues.down)],
  ];
}

/** The same rule, to delete it: `-A chain …` becomes `-D chain …`. */
export const deletion = (rule) => ['-D', ...rule.slice(1)];

/** Splits one line of `iptables -S` into its arguments (double quotes group words). */
export function splitRuleLine(line) {
  return [...line.matchAll(/"((?:[^"\\]|\\.)*)"|(\S+)/g)].map((m) => m[1] ?? m[2]);
}

/**
 * The bench's rules in `iptables -t mangle -S` output, each with the process that added it:
 * `{ owner, rule }` where `rule` is ready for deletion().
 */
export function benchRules(listing) {
  return listing
    .split('\n')
    .filter((line) => line.startsWith('-A ') && line.includes(tag))
    .map((line) => {
      const rule = splitRuleLine(line);
      const owner = Number(line.match(new RegExp(`${tag} pid=(\\d+)`))?.[1]);
      return { owner, rule };
    });
}

const iptables = (args) =>
  execFileSync('iptables', ['-w', '-t', 'mangle', ...args], { encoding: 'utf8', stdio: 'pipe' });

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/**
 * Removes the rules left by bench runs that are no longer running, and answers how many. A run
 * still going keeps its rules, and this refuses to share its link.
 */
export function removeLeftoverRules() {
  const rules = benchRules(iptables(['-S', 'PREROUTING']));
  const running = rules.filter(({ owner }) => owner !== process.pid && alive(owner));
  if (running.length > 0)
    throw new Error(
      `bench: another real-network bench (process ${running[0].owner}) is shaping ${linkAddress}; wait for it to end`,
    );
  for (const { rule } of rules) iptables(deletion(rule));
  return rules.length;
}

/** Compiles link-shaper.c (when changed) into node_modules/.cache/bench-link and answers its path. */
export function compiledShaper() {
  const source = fileURLToPath(new URL('./link-shaper.c', import.meta.url));
  const hash = createHash('sha256').update(readFileSync(source)).digest('hex').slice(0, 12);
  const dir = 'node_modules/.cache/bench-link';
  const binary = `${dir}/link-shaper-${hash}`;
  if (existsSync(binary)) return binary;
  mkdirSync(dir, { recursive: true });
  try {
    execFileSync('gcc', ['-O2', '-Wall', '-o', binary, source, '-lnetfilter_queue', '-lnfnetlink'], {
      stdio: 'pipe',
    });
  } catch (error) {
    throw new Error(
      `bench: cannot compile tools/bench/link-shaper.c (needs gcc and Debian's libnetfilter-queue-dev):\n${error.stderr}`,
      { cause: error },
    );
  }
  return binary;
}

/**
 * Starts the shaper and adds the rules; answers `close()`, which removes them and stops it.
 * `close` also runs on exit, SIGINT and SIGTERM, so an interrupted bench leaves nothing behind.
 */
export async function openLink(link = mobileLink) {
  if (process.getuid?.() !== 0)
    throw new Error('bench: the real-network mode needs root (iptables and NFQUEUE)');
  const removed = removeLeftoverRules();
  if (removed > 0) console.log(`bench: removed ${removed} iptables rules a stopped run left`);
  const shaper = spawn(compiledShaper(), shaperArguments(link), {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // The link's timing must not wait for a busy machine's scheduler.
  try {
    execFileSync('renice', ['-n', '-10', '-p', String(shaper.pid)], { stdio: 'ignore' });
  } catch {
    // Not fatal: the check at the start of each run shows what the link does.
  }
  await new Promise((resolve, reject) => {
    shaper.once('exit', (code) => reject(new Error(`bench: link-shaper exited (${code})`)));
    shaper.stdout.once('data', resolve);
  });
  const added = [];
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    for (const rule of added.reverse()) {
      try {
        iptables(deletion(rule));
      } catch (error) {
        console.error(`bench: could not remove iptables rule ${rule.join(' ')}: ${error.message}`);
      }
    }
    shaper.kill('SIGTERM');
  };
  const onSignal = (signal) => {
    close();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('exit', close);
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    for (const rule of linkRules({ mss: link.mss })) {
      iptables(rule);
      added.push(rule);
    }
  } catch (error) {
    close();
    throw error;
  }
  return { close };
}

/** The median of some numbers (the lower middle of an even count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/**
 * Measures the link as a check: TCP connect time (one round trip), and a bulk transfer each way.
 * The rates are counted from the first byte received to the last, and the first quarter is left
 * out (slow start).
 */
export async function checkLink(port = linkPorts.last, { downBytes = 400_000, upBytes = 120_000 } = {}) {
  const received = [];
  const server = createServer((socket) => {
    socket.once('data', (request) => {
      const [kind, size] = request.toString().split(' ');
      if (kind === 'down') socket.end(Buffer.alloc(Number(size)));
      else timeArrivals(socket, Number(size)).then((rate) => received.push(rate));
    });
  });
  await new Promise((resolve) => server.listen(port, linkAddress, resolve));
  try {
    const connects = [];
    for (let i = 0; i < 3; i++) {
      const start = performance.now();
      const socket = createConnection(port, linkAddress);
      await new Promise((resolve, reject) => socket.once('connect', resolve).once('error', reject));
      connects.push(performance.now() - start);
      socket.destroy();
    }
    const down = createConnection(port, linkAddress);
    await new Promise((resolve) => down.once('connect', resolve));
    down.write(`down ${downBytes}`);
    const downRate = await timeArrivals(down, downBytes);
    const up = createConnection(port, linkAddress);
    await new Promise((resolve) => up.once('connect', resolve));
    up.write(`up ${upBytes}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    up.end(Buffer.alloc(upBytes));
    while (received.length === 0) await new Promise((resolve) => setTimeout(resolve, 50));
    return { connectMs: median(connects), downBitsPerSecond: downRate, upBitsPerSecond: received[0] };
  } finally {
    server.close();
  }
}

/** Reads `expected` bytes from `socket`; answers the goodput in bit/s after the first quarter. */
function timeArrivals(socket, expected) {
  return new Promise((resolve, reject) => {
    let bytes = 0;
    let from;
    socket.on('data', (chunk) => {
      bytes += chunk.length;
      if (from === undefined && bytes >= expected / 4) from = { at: performance.now(), bytes };
      if (bytes >= expected) {
        const seconds = (performance.now() - from.at) / 1000;
        socket.destroy();
        resolve(((bytes - from.bytes) * 8) / seconds);
      }
    });
    socket.once('error', reject);
  });
}

/** The check as one line, with the link it should match. */
export function checkLine(check, link = mobileLink) {
  const mbps = (bits) => (bits / 1e6).toFixed(2);
  return `link check: connect ${check.connectMs.toFixed(0)} ms (RTT ${link.rttMs}), down ${mbps(check.downBitsPerSecond)} Mbps (link ${mbps(link.downBitsPerSecond)}), up ${mbps(check.upBitsPerSecond)} Mbps (link ${mbps(link.upBitsPerSecond)}); goodput is about 3.5% under the link rate, the TCP/IP headers' share of a 1,500-byte packet`;
}
