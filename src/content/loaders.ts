/**
 * Loaders over Astro's own glob(): the same files, plus the checks a single entry's schema
 * cannot make, because they compare entries, read a Markdown body, look at the file as a whole
 * or at the pictures beside it. They run wherever the content is read
 * (`npm run check:content`, every build, the development server), so a mistake is refused
 * before a page is rendered.
 */
import { createHash } from 'node:crypto';
import { globSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DataEntry } from 'astro:content';
import type { Loader, LoaderContext } from 'astro/loaders';
import { glob } from 'astro/loaders';
import yaml from 'js-yaml';
import { ArticleTextError, markdownTextProblem, parseArticleBody } from '~/lib/article-markdown';
import { ContentRefusal } from '~/lib/content-refusal';
import { LegalTextError, parseLegalBody } from '~/lib/legal-markdown';
import { authorNotOnTeam, teamFolder } from './schemas/team';
import {
  dayLinesProblem,
  fileNameProblem,
  frontmatterOf,
  frontmatterProblem,
  notUtf8Problem,
  yamlProblem,
} from './file-checks';
import { imageFileProblem, picturePlaceProblem } from './schemas/image-file';

type Check = (entries: readonly DataEntry[]) => void | Promise<void>;

/** An entry as Astro's store keeps it, with the pictures it names (`assetImports`). */
type StoredEntry = ReturnType<LoaderContext['store']['values']>[number];

type GlobOptions = Parameters<typeof glob>[0] & { pattern: string; base: string };

interface CheckedGlobOptions {
  /** The loader's name in Astro's messages. */
  name?: string;
  /** Checks that compare the entries once all are read. */
  check?: Check;
  /** For a collection of one file the site cannot do without: what the file holds. */
  requiredFile?: string;
  /** Why a file's text cannot be read, before Astro reads it (src/content/file-checks.ts). */
  checkText?: (file: string, text: string) => string | undefined;
}

/**
 * Astro's glob() over `options.base`, refusing first a file that does not hold a set of fields
 * and, for a required file, its absence; then reading again every entry whose pictures changed
 * since it was last read; then refusing two files with the same address and whatever
 * `check` refuses.
 */
export function checkedGlob(
  options: GlobOptions,
  { name = 'checked-glob', check, requiredFile, checkText }: CheckedGlobOptions = {},
): Loader {
  const inner = glob(options);
  return {
    ...inner,
    name,
    async load(context) {
      const files = globSync(options.pattern, { cwd: options.base }).sort();
      if (requiredFile && files.length === 0)
        throw new ContentRefusal(
          missingFileProblem(options.base, options.pattern, requiredFile, readdirSync(options.base)),
        );
      refuseBadNames(options);
      // Each file is read whole, and what is wrong with each of them is told at once.
      const refusals = files
        .map((file) => wholeFileProblem(options.base, file, checkText))
        .filter((refusal) => refusal !== undefined);
      if (refusals.length > 0) throw new ContentRefusal(refusals.join('\n'));
      const pictures = pictureDigests();
      await forgetEntriesWithChangedPictures(context, pictures);
      try {
        // A folder emptied of every entry is a list the page shows without a section, not
        // a mistake: Astro's warning about it ("No files found…") would read as one.
        await inner.load({ ...context, logger: withoutEmptyFolderWarning(context.logger) });
      } catch (error) {
        throw schemaRefusal(error) ?? error;
      }
      await rememberPictures(context, pictures);
      const entries = [...context.store.values()];
      refuseSameAddress(options, entries, files);
      await check?.(entries);
    },
  };
}

/**
 * The refusal of a missing file the site cannot do without (`name` in `base`, holding `holds`),
 * given the `names` in its folder: one of them may be the file under another ending (home.yml,
 * home.YAML), which the site does not read.
 */
export function missingFileProblem(
  base: string,
  name: string,
  holds: string,
  names: readonly string[],
): string {
  const stem = path.basename(name, path.extname(name));
  const other = names.find(
    (candidate) =>
      candidate !== name &&
      path.basename(candidate, path.extname(candidate)).toLowerCase() === stem &&
      /^\.(ya?ml|md)$/i.test(path.extname(candidate)),
  );
  if (other)
    return `${path.join(base, other)}: the site reads this file only as ${name}, so it is missing (it holds ${holds}). Rename it ${name}.`;
  return `${path.join(base, name)} is missing. The site cannot be built without it: it holds ${holds}. Put the file back, for example from the last published version of the site.`;
}

/**
 * Why `file` of the folder `base` cannot be read as an entry, looking at it as a whole: a folder
 * named like a file, text that is not UTF-8, its fields (fieldsProblem, markdownProblem) and
 * `checkText`. Undefined when it can.
 */
function wholeFileProblem(
  base: string,
  file: string,
  checkText: CheckedGlobOptions['checkText'],
): string | undefined {
  const where = path.join(base, file);
  if (statSync(where).isDirectory())
    return `${where} is a folder, but its name ends in ${path.extname(file)} as an entry's file does. Rename the folder: the pictures of ${file} go in a folder named without the ending, ${path.join(base, path.basename(file, path.extname(file)))}/.`;
  const bytes = readFileSync(where);
  const encoding = notUtf8Problem(where, bytes);
  if (encoding) return encoding;
  const text = bytes.toString('utf8');
  const problem = /\.ya?ml$/.test(file) ? fieldsProblem(where, text) : markdownProblem(where, text);
  return problem ?? checkText?.(where, text);
}

/** `logger`, saying nothing of a folder that holds no entry. */
function withoutEmptyFolderWarning(logger: LoaderContext['logger']): LoaderContext['logger'] {
  return Object.create(logger, {
    warn: {
      value: (message: string) => {
        if (!message.startsWith('No files found matching')) logger.warn(message);
      },
    },
  }) as LoaderContext['logger'];
}

/**
 * Why the YAML text of `file` is not an entry, or undefined when it is a set of fields. An
 * interrupted save can leave a file empty; a stray dash makes it a list.
 */
export function fieldsProblem(file: string, text: string): string | undefined {
  const mistake = yamlProblem(file, text);
  if (mistake) return mistake;
  const data: unknown = yaml.load(text);
  const fix = `Each field goes on its own line as "name: value", like the other files in ${path.dirname(file)}/. If a save was interrupted, save the entry again in the editor, or put back the file's last published version.`;
  if (data === undefined || data === null) return `${file} is empty: it holds no fields. ${fix}`;
  if (Array.isArray(data))
    return `${file} is a list (its lines start with "- "), not a set of fields. ${fix}`;
  if (typeof data !== 'object')
    return `${file} holds only the words "${String(data).slice(0, 60)}", not a set of fields. ${fix}`;
  return undefined;
}

/**
 * Why a Markdown file cannot be read: a YAML mistake in its fields, named by its line in the
 * file (Astro counts from the first field, one line early, in YAML's words), or a text past
 * the limits or holding an unseen character (src/lib/article-markdown.ts), which Astro's own
 * Markdown reader would otherwise take minutes over, or crash on.
 */
function markdownProblem(file: string, text: string): string | undefined {
  const unclosed = frontmatterProblem(file, text);
  if (unclosed) return unclosed;
  const head = frontmatterOf(text);
  const mistake = head === undefined ? undefined : yamlProblem(file, head, 2);
  if (mistake) return mistake;
  const problem = markdownTextProblem(text);
  if (!problem) return undefined;
  return problem.line === undefined
    ? `${file}: ${problem.why}`
    : `${file}, line ${problem.line}: ${problem.why}`;
}

/**
 * Refuses a file of the folder whose name cannot be its entry's (fileNameProblem), hidden ones
 * (starting with a dot) included, and a text file with another ending (`.yml`, `.MD`), which
 * Astro would otherwise leave out without a word.
 */
function refuseBadNames({ base, pattern }: GlobOptions) {
  const extension = /^\*(\.[a-z]+)$/.exec(pattern)?.[1];
  if (!extension) return;
  const files = readdirSync(base, { withFileTypes: true }).filter((entry) => entry.isFile());
  const problems = files
    .map((entry) => otherEndingProblem(path.join(base, entry.name), extension))
    .filter(Boolean);
  if (problems.length > 0) throw new ContentRefusal(problems.join('\n'));
  const names = files
    .filter((entry) => entry.name.endsWith(extension))
    .map((entry) => entry.name)
    .sort();
  for (const name of names) {
    const problem = fileNameProblem(path.join(base, name), names);
    if (problem) throw new ContentRefusal(problem);
  }
}

/**
 * Why `file`, in a folder whose entries end in `extension`, would be left out: a text file
 * (YAML, Markdown, plain text) with another ending, such as team/maya-patel.yml or
 * insights/my-article.MD. Undefined for an entry's file, a hidden file, or a picture or video
 * (whose own checks speak for them).
 */
export function otherEndingProblem(file: string, extension: string): string | undefined {
  const name = path.basename(file);
  const ending = path.extname(name);
  if (name.startsWith('.') || ending === extension) return undefined;
  if (!/^\.(ya?ml|md|markdown|mdx|txt|json)$/i.test(ending)) return undefined;
  const kind = extension === '.md' ? 'Markdown' : 'YAML';
  return `${file}: the site reads only ${extension} files in ${path.dirname(file)}/, so this file would never be published. ${/^\.(ya?ml|md|markdown)$/i.test(ending) ? `Rename it ${path.basename(name, ending)}${extension}.` : `Write it as a ${kind} file ending in ${extension}, like the others there.`}`;
}

/**
 * Astro's refusal of an entry's fields, as a marketer reads it: a line for each field, naming
 * the file, the field and what to write, without Astro's heading, hint and stack. Undefined
 * for any other error.
 */
function schemaRefusal(error: unknown): ContentRefusal | undefined {
  if (!(error instanceof Error) || error.name !== 'InvalidContentEntryDataError') return undefined;
  const file = (error as { loc?: { file?: string } }).loc?.file;
  const lines = error.message.split('\n').slice(1).map(fieldLine).filter(Boolean);
  // A value of the wrong kind is the one thing to fix about its field: zod also measures a
  // list's length on the words written instead ("Choose at most three topics" for two).
  const wrongKind = lines.filter((line) => wrongKindWords.some((words) => line.includes(words)));
  const fields = lines.filter(
    (line) =>
      wrongKind.includes(line) ||
      !wrongKind.some((wrong) => line.startsWith(wrong.slice(0, wrong.indexOf(': ') + 2))),
  );
  if (!file || fields.length === 0) return undefined;
  const where = path.isAbsolute(file) ? path.relative(process.cwd(), file) : file;
  return new ContentRefusal(fields.map((field) => `${where}: ${field}`).join('\n'));
}

const ordinals = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth'];

/** The `index` (from 0) of an item of a list as a marketer counts it: 1 → 'the second'. */
function nth(index: number): string {
  const count = index + 1;
  const word = ordinals[index];
  if (word) return `the ${word}`;
  const suffix =
    count % 100 >= 11 && count % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][count % 10] ?? 'th');
  return `the ${count}${suffix}`;
}

/** How each sentence of kindProblem() starts. */
const wrongKindWords = [
  'Write this as a list:',
  'Write this part as fields,',
  'Write words here,',
  'Put the words between quotes,',
  'Write a number here,',
  'Write true or false here.',
];

/** What Astro's words for a value of the wrong kind mean to a marketer: what to write instead. */
function kindProblem(message: string): string {
  const wrong = /^Expected type `"?(\w+)"?`, received `"?(\w+)"?`$/.exec(message);
  if (!wrong) return message;
  const [, expected, received] = wrong;
  if (expected === 'array')
    return 'Write this as a list: each item on a line of its own under the field, starting with "- " (or between square brackets: [first, second]).';
  if (expected === 'object')
    return `Write this part as fields, each "name: value" on a line of its own, indented under it, ${received === 'object' ? 'not as a list (lines starting with "- ")' : 'not as words on the same line'}.`;
  if (expected === 'string')
    return received === 'object'
      ? 'Write words here, on the same line, not a list or a set of fields.'
      : 'Put the words between quotes, so that they are read as words: "…".';
  if (expected === 'number') return 'Write a number here, without quotes or other signs.';
  if (expected === 'boolean') return 'Write true or false here.';
  return message;
}

/**
 * A line of Astro's refusal of an entry's fields (`  **phones.1**: …`) in a marketer's words: the
 * field named with its items counted from one (`phones, the second`), what Astro wrote twice
 * once, its words for a wrong kind of value made plain. Empty for an empty line.
 */
export function fieldLine(line: string): string {
  const match = /^\*\*([^*]*)\*\*: ([\s\S]*)$/.exec(line.trim());
  if (!match) return line.trim();
  const [, written = '', said = ''] = match;
  // Astro's own words for a field start with its name again.
  const repeated = [`**${written}**: `, `${written}: `].find((start) => said.startsWith(start));
  const message = kindProblem(repeated ? said.slice(repeated.length) : said);
  const place = written
    .split('.')
    .map((part) => (/^\d+$/.test(part) ? `, ${nth(Number(part))}` : `.${part}`))
    .join('')
    .replace(/^[.,] ?/, '')
    .replace(/(the \w+)\./g, '$1, ');
  return place ? `${place}: ${message}` : message;
}

/*
 * Astro keeps each entry it has read, with the digest of its file's text, and reads an entry
 * again only when that text changes. A picture or video replaced under the same name leaves the
 * text alone, so its check would not run again and a bad file (a PNG copied over an MP4) would
 * pass. Each entry's pictures and videos are fingerprinted by their content; an entry whose files
 * changed since it was last read is forgotten, so glob() reads and checks it again.
 */
const picturesKey = 'picture-digests';

type PictureDigests = (file: string) => Promise<string>;

/** The SHA-1 of each file's content, or 'missing', each file read once per load. */
function pictureDigests(): PictureDigests {
  const known = new Map<string, Promise<string>>();
  return (file) => {
    let digest = known.get(file);
    if (!digest) {
      digest = readFile(file).then(
        (bytes) => createHash('sha1').update(bytes).digest('hex'),
        () => 'missing',
      );
      known.set(file, digest);
    }
    return digest;
  };
}

/**
 * The files an entry names besides its text: its pictures (Astro's `assetImports`) and its
 * videos, every field's value that names an MP4 or WebM file ('./web-hosting/web-hosting.mp4').
 */
export function entryMedia(entry: Pick<StoredEntry, 'assetImports' | 'data'>): string[] {
  const videos: string[] = [];
  const collect = (value: unknown) => {
    if (typeof value === 'string') {
      if (/\.(mp4|webm)$/i.test(value)) videos.push(value);
    } else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  collect(entry.data);
  return [...(entry.assetImports ?? []), ...videos];
}

/** The fingerprint of every picture and video an entry names, as the files are now. */
async function entryPictures(
  entry: StoredEntry,
  root: URL,
  digest: PictureDigests,
): Promise<string> {
  const media = entryMedia(entry);
  if (!entry.filePath || media.length === 0) return '';
  const folder = path.dirname(fileURLToPath(new URL(entry.filePath, root)));
  const parts = await Promise.all(
    media.map(async (file) => `${file} ${await digest(path.resolve(folder, file))}`),
  );
  return parts.sort().join('\n');
}

async function forgetEntriesWithChangedPictures(
  { store, meta, config }: LoaderContext,
  digest: PictureDigests,
) {
  const remembered = JSON.parse(meta.get(picturesKey) ?? '{}') as Record<string, string>;
  for (const entry of [...store.values()]) {
    if (entryMedia(entry).length === 0) continue;
    if (remembered[entry.id] !== (await entryPictures(entry, config.root, digest)))
      store.delete(entry.id);
  }
}

async function rememberPictures({ store, meta, config }: LoaderContext, digest: PictureDigests) {
  const now: Record<string, string> = {};
  for (const entry of store.values()) {
    if (entryMedia(entry).length > 0)
      now[entry.id] = await entryPictures(entry, config.root, digest);
  }
  meta.set(picturesKey, JSON.stringify(now));
}

/**
 * Two files whose names make the same address ('Rohan Iyer.yaml' and 'rohan-iyer.yaml' are both
 * /rohan-iyer) would leave one entry, and which one depends on which file was read last.
 */
function refuseSameAddress(
  { base }: GlobOptions,
  entries: readonly DataEntry[],
  files: readonly string[],
) {
  if (files.length <= entries.length) return;
  const byAddress = new Map<string, string[]>();
  for (const file of files) {
    const address = path
      .basename(file, path.extname(file))
      .toLowerCase()
      .replace(/[^\p{L}\p{N}_-]+/gu, '-');
    byAddress.set(address, [...(byAddress.get(address) ?? []), path.join(base, file)]);
  }
  const clashes = [...byAddress].filter(([, names]) => names.length > 1);
  throw new ContentRefusal(
    clashes.length > 0
      ? clashes
          .map(
            ([address, names]) =>
              `${names.join(' and ')} make the same address (${address}): rename one of them.`,
          )
          .join('\n')
      : `${base} holds ${files.length} files but only ${entries.length} entries were read: two file names make the same address. Rename the files so that no two differ only in capitals, spaces or punctuation.`,
  );
}

/**
 * A collection of one file, such as a page's copy, which the site cannot do without: its
 * absence is an error, not Astro's warning about an empty folder. `holds` says what the file
 * holds, in a marketer's words.
 */
export function singleFile(folder: string, name: string, holds: string): Loader {
  return checkedGlob(
    { pattern: `${name}.yaml`, base: folder },
    { name: 'single-file', requiredFile: holds },
  );
}

/**
 * A folder of entries, each with an `order` (1 first) that says where it stands in the list
 * on the page. Two entries with the same number are refused: the page could show them
 * either way round.
 */
export function orderedGlob(options: GlobOptions): Loader {
  return checkedGlob(options, {
    name: 'ordered-glob',
    check(entries) {
      const byOrder = new Map<number, string[]>();
      for (const entry of entries) {
        const position = (entry.data as { order?: number }).order;
        if (position === undefined) continue;
        byOrder.set(position, [...(byOrder.get(position) ?? []), entry.filePath ?? entry.id]);
      }
      const clashes = [...byOrder].filter(([, files]) => files.length > 1);
      if (clashes.length > 0)
        throw new ContentRefusal(
          clashes
            .map(
              ([position, files]) =>
                `${files.join(' and ')} both have order: ${position}. Give each entry its own position in the list (1 comes first).`,
            )
            .join('\n'),
        );
    },
  });
}

/**
 * `read` of a Markdown entry's body, with a refusal's line counted in the file, as a marketer
 * opening it counts: the body's lines start after the fields at its head.
 */
function inFileLines<T>(entry: DataEntry, read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (!(error instanceof ArticleTextError || error instanceof LegalTextError)) throw error;
    if (error.line === undefined || !entry.filePath || !entry.body) throw error;
    const text = readFileSync(entry.filePath, 'utf8');
    const start = text.indexOf(entry.body);
    if (start < 0) throw error;
    const before = text.slice(0, start).split(/\r?\n/).length - 1;
    const Refusal = error.constructor as typeof ArticleTextError;
    throw new Refusal(entry.filePath, error.line + before, error.why);
  }
}

/** Markdown pages whose body must be what src/lib/legal-markdown.ts can show. */
export function legalGlob(options: GlobOptions): Loader {
  return checkedGlob(options, {
    name: 'legal-glob',
    check(entries) {
      for (const entry of entries)
        inFileLines(entry, () => parseLegalBody(entry.body ?? '', entry.filePath ?? entry.id));
    },
  });
}

/**
 * Articles: Markdown whose body must be what src/lib/article-markdown.ts can show, each picture
 * in it a file in the article's folder that meets the rules of every photo, and an author who is
 * on the team (src/content/team/<author>.yaml).
 */
export function articleGlob(options: GlobOptions): Loader {
  return checkedGlob(options, {
    name: 'article-glob',
    checkText: (file, text) => dayLinesProblem(file, text, ['pubDate', 'updatedDate']),
    async check(entries) {
      const team = globSync('*.yaml', { cwd: teamFolder }).map((file) =>
        file.replace(/\.yaml$/, ''),
      );
      // Every article is checked, and all their refusals are told at once.
      const refusals: string[] = [];
      for (const entry of entries) {
        const file = entry.filePath ?? entry.id;
        try {
          await checkArticle(entry, file, team, options.base);
        } catch (error) {
          if (!(error instanceof ContentRefusal)) throw error;
          refusals.push(error.message);
        }
      }
      if (refusals.length > 0) throw new ContentRefusal(refusals.join('\n'));
    },
  });
}

/** Refuses what is wrong with one article (`file`): its address, text, pictures or author. */
async function checkArticle(
  entry: DataEntry,
  file: string,
  team: readonly string[],
  base: string,
): Promise<void> {
  if (/^\d+$/.test(entry.id))
    throw new ContentRefusal(
      `${file}: an article's address cannot be a number alone: /insights/${entry.id} is a page of the list of articles. Give the file a name in words, like what-a-hosting-plan-must-include.md.`,
    );
  const { pictures } = inFileLines(entry, () => parseArticleBody(entry.body ?? '', file, entry.id));
  for (const picture of pictures) {
    const problem =
      (await picturePlaceProblem(picture.file, base)) ??
      (await imageFileProblem(path.resolve(base, picture.file), 'figure'));
    if (problem) throw new ContentRefusal(`${file}: the picture in the text: ${problem}`);
  }
  const { author } = entry.data as { author?: string };
  if (author !== undefined && !team.includes(author))
    throw new ContentRefusal(authorNotOnTeam(file, author, team));
}

/**
 * Pages each named like an entry of another folder (a case study like its project:
 * case-studies/ledgerly.yaml tells of portfolio/ledgerly.yaml). A file named like no entry there
 * is refused, naming the file and the names it may take.
 */
export function namedLikeGlob(
  options: GlobOptions,
  { folder, what }: { folder: string; what: string },
): Loader {
  return checkedGlob(options, {
    name: 'named-like-glob',
    check(entries) {
      const names = globSync('*.yaml', { cwd: folder }).map((file) => file.replace(/\.yaml$/, ''));
      const refusals = entries
        .map((entry) => entry.filePath ?? entry.id)
        .map((file) => [file, path.basename(file).replace(/\.ya?ml$/, '')] as const)
        .filter(([, name]) => !names.includes(name))
        .map(([file, name]) => namedLikeProblem(file, name, names, folder, what));
      if (refusals.length > 0) throw new ContentRefusal(refusals.join('\n'));
    },
  });
}

/** Why `file` cannot be read: its `name` is no entry of `folder`, whose entries are `names`. */
export function namedLikeProblem(
  file: string,
  name: string,
  names: readonly string[],
  folder: string,
  what: string,
): string {
  const choices =
    names.length > 0
      ? `Rename it after its ${what}'s file, one of: ${names.map((known) => `${known}.yaml`).join(', ')}.`
      : `${folder}/ holds no ${what} yet: add the ${what} first.`;
  return `${file}: there is no ${what} called "${name}" (${folder}/${name}.yaml). ${choices} If the ${what} was taken off the site, remove this file too.`;
}
