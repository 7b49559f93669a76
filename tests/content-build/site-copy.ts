/**
 * A throw-away copy of the project for tests that change content and build it, so the
 * working tree is never touched. Its node_modules is a folder of links to the project's
 * packages, except the caches: Astro writes its content store there, so the copy gets its
 * own, seeded with the project's encoded pictures so that only new ones are encoded.
 */
import { spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = process.cwd();
const copied = [
  'astro.config.ts',
  'package.json',
  'tsconfig.json',
  'integrations',
  'public',
  'src',
];

export interface SiteCopy {
  dir: string;
  /** A path inside the copy. */
  at: (...parts: string[]) => string;
  /** `npm run build:preview` in the copy: its exit code and everything it printed. */
  build: () => Promise<{ code: number; output: string }>;
  /** `npm run check:content` in the copy. */
  check: () => Promise<{ code: number; output: string }>;
  remove: () => Promise<void>;
}

export async function copySite(): Promise<SiteCopy> {
  const dir = await mkdtemp(path.join(tmpdir(), 'brightwave-content-'));
  await Promise.all(
    copied.map((entry) => cp(path.join(root, entry), path.join(dir, entry), { recursive: true })),
  );
  const modules = path.join(dir, 'node_modules');
  await mkdir(modules);
  for (const entry of await readdir(path.join(root, 'node_modules'))) {
    if (entry === '.astro' || entry === '.cache' || entry === '.vite') continue;
    await symlink(path.join(root, 'node_modules', entry), path.join(modules, entry));
  }
  // Caches keyed by what they hold (encoded pictures, WebP measurements, social cards):
  // sharing them saves minutes, and a changed picture is simply encoded anew.
  for (const cache of ['.astro/assets', '.cache/image-formats', '.cache/og-cards'])
    await cp(path.join(root, 'node_modules', cache), path.join(modules, cache), {
      recursive: true,
    }).catch(() => undefined);
  const astro = (command: string) => run(dir, [path.join(modules, 'astro/bin/astro.mjs'), command]);
  return {
    dir,
    at: (...parts) => path.join(dir, ...parts),
    build: () => astro('build'),
    check: () => astro('sync'),
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}

function run(cwd: string, args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd,
      env: {
        ...process.env,
        BUILD_TARGET: 'preview',
        ASTRO_TELEMETRY_DISABLED: '1',
        NO_COLOR: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}
