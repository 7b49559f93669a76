/**
 * A throw-away copy of the project for tests that change content and build it, so the
 * working tree is never touched. Its node_modules is a folder of links to the project's
 * packages, except the caches: Astro writes its content store there, so the copy gets its
 * own, seeded with the project's encoded pictures so that only new ones are encoded.
 *
 * A copy holds a few of the project's articles, case studies and portfolio projects, not all
 * (`keptArticles`, `keptCaseStudies`, `keptProjects`), and of the people who have left only the
 * authors of those articles (`keptPeople`): what these tests prove needs an entry or three of
 * each, and a build costs time
 * for every page and picture, so a copy costs the same however much the agency has published.
 * The project's own build (`npm test`'s preview build) and its whole-site pass are what read
 * every entry.
 */
import { execFileSync, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ledgerEntries, ledgerFile, ledgerText } from '../../integrations/address-ledger.mjs';
import {
  articles,
  articlesIn,
  articleTopics,
  caseStudies,
  everyone,
  projects,
} from '../e2e/content';

const root = process.cwd();
const copied = [
  'astro.config.ts',
  'package.json',
  'tsconfig.json',
  'integrations',
  'public',
  'src',
];

/** How many of the newest published articles a copy keeps (with those they link to). */
const newestKept = 3;
/** How many case studies a copy keeps, the portfolio's first (with those they link to). */
const caseStudiesKept = 3;
/** How many portfolio projects a copy keeps, the first (with those of its case studies). */
const projectsKept = 6;

const contentRoot = path.join(root, 'src/content');

/**
 * The text of every entry of src/content/ but the articles and the case studies: what links to
 * them. Not the ledger of published addresses, which lists them all.
 */
export const linkingTexts: readonly string[] = readdirSync(contentRoot, {
  recursive: true,
  withFileTypes: true,
})
  .map((entry) => path.join(entry.parentPath, entry.name))
  .filter((file) => {
    const [folder] = path.relative(contentRoot, file).split(path.sep);
    return (
      /\.(ya?ml|md)$/.test(file) &&
      folder !== 'insights' &&
      folder !== 'case-studies' &&
      file !== path.join(root, ledgerFile)
    );
  })
  .map((file) => readFileSync(file, 'utf8'));

/** The addresses under `/<section>/` a text links to. */
const linked = (section: string, text: string) =>
  [...text.matchAll(new RegExp(`/${section}/([a-z0-9-]+)`, 'g'))].map((match) => match[1]!);

/**
 * The entries a copy holds of a kind of page (`all`, in the site's order, at `/<section>/<slug>`):
 * the `first` of them, and every one that a kept entry or one of `otherTexts` links to, so that
 * no link of the copy's site leads nowhere.
 */
export function keep(
  all: readonly { slug: string; text: string }[],
  section: string,
  first: number,
  otherTexts: readonly string[],
): string[] {
  const bySlug = new Map(all.map((entry) => [entry.slug, entry]));
  const kept = new Set(all.slice(0, first).map(({ slug }) => slug));
  for (const text of otherTexts) for (const slug of linked(section, text)) kept.add(slug);
  for (const slug of kept)
    for (const other of linked(section, bySlug.get(slug)?.text ?? '')) kept.add(other);
  return [...kept].filter((slug) => bySlug.has(slug)).sort();
}

/** The text of a case study's file. */
const caseStudyText = (slug: string) =>
  readFileSync(path.join(contentRoot, 'case-studies', `${slug}.yaml`), 'utf8');

/** The published articles a copy holds: the newest, and those linked to. */
export const keptArticles: readonly string[] = keep(
  articles.map(({ slug, body }) => ({ slug, text: body })),
  'insights',
  newestKept,
  [...linkingTexts, ...caseStudies.map(({ slug }) => caseStudyText(slug))],
);

/** The case studies a copy holds: the first in the portfolio's order, and those linked to. */
export const keptCaseStudies: readonly string[] = keep(
  caseStudies.map(({ slug }) => ({ slug, text: caseStudyText(slug) })),
  'portfolio',
  caseStudiesKept,
  [
    ...linkingTexts,
    ...articles.filter(({ slug }) => keptArticles.includes(slug)).map(({ body }) => body),
  ],
);

/** The people a copy holds: everyone at the agency, and the authors of its articles who left. */
export const keptPeople: readonly string[] = everyone
  .filter(
    ({ slug, hasLeft }) =>
      !hasLeft ||
      articles.some((article) => article.author === slug && keptArticles.includes(article.slug)),
  )
  .map(({ slug }) => slug)
  .sort();

/** The portfolio's projects a copy holds: the first, and those of its case studies. */
export const keptProjects: readonly string[] = projects
  .filter(({ slug }, index) => index < projectsKept || keptCaseStudies.includes(slug))
  .map(({ slug }) => slug)
  .sort();

/** The folders of src/content/ a copy holds some entries of, each entry with its folder. */
const keptIn: Record<string, readonly string[]> = {
  insights: keptArticles,
  'case-studies': keptCaseStudies,
  portfolio: keptProjects,
  team: keptPeople,
};

/**
 * The addresses of the project's ledger (src/content/site/addresses.yaml) that a copy does not
 * publish: the articles and case studies it leaves out, and the topics none of its articles
 * has. A copy is a site that never published them, not one that removed them.
 */
const addressesLeftOut = new Set([
  ...articles.filter(({ slug }) => !keptArticles.includes(slug)).map(({ href }) => href),
  ...articleTopics
    .filter(({ name }) => !articlesIn(name).some(({ slug }) => keptArticles.includes(slug)))
    .map(({ href }) => href),
  ...caseStudies.filter(({ slug }) => !keptCaseStudies.includes(slug)).map(({ path }) => path),
]);

/** Takes out of the copy's ledger the addresses it does not publish (`addressesLeftOut`). */
async function keepLedgerTrue(dir: string) {
  if (addressesLeftOut.size === 0) return;
  const file = path.join(dir, ledgerFile);
  const addresses = ledgerEntries(await readFile(file, 'utf8'));
  await writeFile(
    file,
    ledgerText(
      addresses.filter(
        ({ address, leadsTo }) =>
          !addressesLeftOut.has(address) && !(leadsTo && addressesLeftOut.has(leadsTo)),
      ),
    ),
  );
}

/**
 * Whether a copy takes the project's `file`: not an entry `keptIn` leaves out, nor its
 * pictures. Left out as the copy is made, not deleted after: with 200 more articles, copying
 * them all for each row of the bad-file table, then deleting them, took 80 s of CI.
 */
function copyTakes(file: string) {
  const [folder, name] = path.relative(contentRoot, file).split(path.sep);
  const kept = folder === undefined ? undefined : keptIn[folder];
  if (!kept || !name) return true;
  return kept.includes(name.replace(/\.(md|ya?ml)$/, ''));
}

export interface SiteCopy {
  dir: string;
  /** A path inside the copy. */
  at: (...parts: string[]) => string;
  /** `npm run build:preview` in the copy: its exit code and everything it printed. */
  build: () => Promise<{ code: number; output: string }>;
  /** Puts the project's content (its kept articles) back in place of the copy's. */
  resetContent: () => Promise<void>;
  /** `npm run check:content` in the copy. */
  check: () => Promise<{ code: number; output: string }>;
  /**
   * The same check by a process that stays (content-check.mjs): the refusal's words without
   * what the command prints around them, in a third of the time. For tests of many mistakes.
   */
  quickCheck: () => Promise<{ code: number; output: string }>;
  /** A package's command in the copy (`vitest/vitest.mjs`, `astro/bin/astro.mjs`), with more settings. */
  node: (
    script: string,
    args: string[],
    env?: Record<string, string>,
  ) => Promise<{ code: number; output: string }>;
  /**
   * `npm run dev` in the copy, on 127.0.0.1:`port`, once it answers; `stop()` ends it. The
   * development server shows what a marketer previews: drafts and articles still to come.
   */
  dev: (port: number) => Promise<{ url: string; stop: () => void }>;
  /**
   * Copies what the copy's builds added to the caches (pictures encoded, WebP measured, social
   * cards drawn) back into the project's, so the next copy starts with them.
   */
  saveCaches: () => Promise<void>;
  remove: () => Promise<void>;
}

/** The caches a copy starts with, keyed by what they hold, under node_modules. */
const caches = [
  '.astro/assets',
  '.cache/image-formats',
  '.cache/og-cards',
  '.cache/whole-pictures',
];

/**
 * `whole`: the copy holds every file of the project (what git tracks, and new files it does
 * not ignore), so its tests and configs run there too; otherwise only what a build reads.
 * `warm: false` starts the copy with empty caches, as a first build on a new machine.
 */
export async function copySite({ whole = false, warm = true } = {}): Promise<SiteCopy> {
  const dir = await mkdtemp(path.join(tmpdir(), 'brightwave-content-'));
  const entries = whole ? projectFiles() : copied;
  for (let start = 0; start < entries.length; start += 64)
    await Promise.all(
      entries.slice(start, start + 64).map((entry) =>
        cp(path.join(root, entry), path.join(dir, entry), {
          recursive: true,
          filter: copyTakes,
        }).catch((error: NodeJS.ErrnoException) => {
          // A tracked file deleted in the working tree is simply not part of the copy.
          if (error.code !== 'ENOENT') throw error;
        }),
      ),
    );
  await keepLedgerTrue(dir);
  const modules = path.join(dir, 'node_modules');
  await mkdir(modules);
  for (const entry of await readdir(path.join(root, 'node_modules'))) {
    if (entry === '.astro' || entry === '.cache' || entry === '.vite') continue;
    await symlink(path.join(root, 'node_modules', entry), path.join(modules, entry));
  }
  // Caches keyed by what they hold (encoded pictures, WebP measurements, social cards):
  // sharing them saves minutes, and a changed picture is simply encoded anew.
  if (warm)
    for (const cache of caches)
      await cp(path.join(root, 'node_modules', cache), path.join(modules, cache), {
        recursive: true,
      }).catch(() => undefined);
  const astro = (command: string) => run(dir, [path.join(modules, 'astro/bin/astro.mjs'), command]);
  let checker: ReturnType<typeof contentChecker> | undefined;
  return {
    dir,
    at: (...parts) => path.join(dir, ...parts),
    build: () => astro('build'),
    resetContent: async () => {
      await rm(path.join(dir, 'src/content'), { recursive: true, force: true });
      await cp(path.join(root, 'src/content'), path.join(dir, 'src/content'), {
        recursive: true,
        filter: copyTakes,
      });
      await keepLedgerTrue(dir);
    },
    check: () => astro('sync'),
    quickCheck: () => (checker ??= contentChecker(dir)).check(),
    node: (script, args, env) => run(dir, [path.join(modules, script), ...args], env),
    dev: (port) => devServer(dir, path.join(modules, 'astro/bin/astro.mjs'), port),
    saveCaches: async () => {
      for (const cache of caches)
        await cp(path.join(modules, cache), path.join(root, 'node_modules', cache), {
          recursive: true,
          force: false,
        }).catch(() => undefined);
    },
    remove: () => {
      checker?.stop();
      return rm(dir, { recursive: true, force: true });
    },
  };
}

/** content-check.mjs running in `cwd`, asked one check at a time. */
function contentChecker(cwd: string) {
  const marker = '@@content-check ';
  const child = spawn(
    process.execPath,
    [path.join(root, 'tests/content-build/content-check.mjs'), marker],
    {
      cwd,
      env: commandEnvironment(),
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  );
  let printed = '';
  let waiting: ((answer: { code: number; output: string }) => void) | undefined;
  const take = (chunk: Buffer) => {
    printed += chunk.toString();
    const at = printed.indexOf(marker);
    const end = at < 0 ? -1 : printed.indexOf('\n', at);
    if (end < 0 || !waiting) return;
    const answer = JSON.parse(printed.slice(at + marker.length, end)) as {
      code: number;
      output: string;
    };
    // Whatever else the check printed goes with its answer, as the command would print it.
    answer.output = `${printed.slice(0, at).trim()}\n${answer.output}`.trim();
    printed = printed.slice(end + 1);
    const resolve = waiting;
    waiting = undefined;
    resolve(answer);
  };
  child.stdout.on('data', take);
  child.stderr.on('data', take);
  child.on('exit', (code) => {
    waiting?.({ code: code ?? 1, output: `content-check.mjs stopped:\n${printed}` });
    waiting = undefined;
  });
  return {
    check: () =>
      new Promise<{ code: number; output: string }>((resolve, reject) => {
        if (child.exitCode !== null) reject(new Error(`content-check.mjs stopped:\n${printed}`));
        waiting = resolve;
        child.stdin.write('check\n');
      }),
    stop: () => void child.kill('SIGTERM'),
  };
}

function projectFiles(): string[] {
  return execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\0')
    .filter(Boolean);
}

async function devServer(cwd: string, astro: string, port: number) {
  const child = spawn(
    process.execPath,
    [astro, 'dev', '--host', '127.0.0.1', '--port', String(port)],
    { cwd, env: commandEnvironment(), stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const stop = () => void child.kill('SIGTERM');
  for (let waited = 0; waited < 120_000; waited += 500) {
    if (child.exitCode !== null) throw new Error(`astro dev stopped:\n${output}`);
    const answered = await fetch(url).then(
      () => true,
      () => false,
    );
    if (answered) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stop();
  throw new Error(`astro dev did not answer at ${url} within two minutes:\n${output}`);
}

/** The environment of a command run in the copy: as from a terminal, for a preview build. */
function commandEnvironment(more: Record<string, string> = {}): NodeJS.ProcessEnv {
  // The copy's commands run as they would from a terminal, not as part of this test run:
  // without Vitest's own variables, nor the MODE, DEV, PROD, SSR and BASE_URL it sets, which
  // Astro would read as its own.
  const vitestOwn = new Set(['NODE_ENV', 'TEST', 'MODE', 'DEV', 'PROD', 'SSR', 'BASE_URL']);
  const inherited = Object.entries(process.env).filter(
    ([name]) => !name.startsWith('VITEST') && !vitestOwn.has(name),
  );
  return {
    ...Object.fromEntries(inherited),
    BUILD_TARGET: 'preview',
    ASTRO_TELEMETRY_DISABLED: '1',
    NO_COLOR: '1',
    ...more,
  };
}

function run(
  cwd: string,
  args: string[],
  more: Record<string, string> = {},
): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd,
      env: commandEnvironment(more),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}
