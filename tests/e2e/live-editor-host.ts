/**
 * A stand-in for the static host that serves the live content editor (`npm run build:editor`):
 * it serves build/editor/'s files and obeys the `_headers` and `_redirects` files the build
 * wrote, as Cloudflare Pages reads them (blocks in order, `! Name` detaching an earlier value;
 * the first matching redirect), so the tests exercise exactly those files. 127.0.0.1 only.
 */
import { createServer, type Server } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';

type Block = { pattern: string; lines: string[] };

function headerBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    if (!line.startsWith(' ')) blocks.push({ pattern: line.trim(), lines: [] });
    else blocks.at(-1)?.lines.push(line.trim());
  }
  return blocks;
}

/** `/assets/*` matches `/assets/a.js`; a pattern with no `*` matches itself only. */
function matches(pattern: string, path: string) {
  return pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern;
}

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

export function serveEditor(dir: string, port: number): Promise<Server> {
  const blocks = headerBlocks(readFileSync(join(dir, '_headers'), 'utf8'));
  const redirects = readFileSync(join(dir, '_redirects'), 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => {
      const [from = '', to = '', status = '301'] = line.trim().split(/\s+/);
      return { from, to, status: Number(status) };
    });
  // A file, or the page of a clean address: `/keystatic` is keystatic.html (or keystatic/index.html).
  const file = (path: string) => {
    const at = join(dir, path);
    return [at, `${at}.html`, join(at, 'index.html')].find(
      (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
    );
  };
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://host').pathname;
    const headers = new Map<string, string>();
    for (const block of blocks.filter((block) => matches(block.pattern, path)))
      for (const line of block.lines) {
        if (line.startsWith('! ')) headers.delete(line.slice(2).toLowerCase());
        else {
          const colon = line.indexOf(':');
          headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
        }
      }
    for (const [name, value] of headers) response.setHeader(name, value);
    let served = file(path);
    if (!served) {
      const rule = redirects.find((rule) => matches(rule.from, path));
      if (rule && rule.status !== 200) {
        response.writeHead(rule.status, { location: rule.to });
        return response.end();
      }
      if (rule) served = file(rule.to);
    }
    if (!served) {
      response.writeHead(404, { 'content-type': types['.txt'] });
      return response.end('Not found');
    }
    response.writeHead(200, {
      'content-type': types[extname(served)] ?? 'application/octet-stream',
    });
    response.end(readFileSync(served));
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
