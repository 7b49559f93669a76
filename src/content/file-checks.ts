/**
 * Checks of a content file's text as a whole, made before Astro reads its fields: its name, its
 * YAML (the whole of a .yaml file, or the fields at the head of a Markdown file) and the days it
 * gives. Each refusal names the file and the line a marketer sees when they open it, counted
 * from 1 as an editor counts, in plain words rather than YAML's own.
 */
import path from 'node:path';
import yaml from 'js-yaml';
import { addressFromWords } from '~/lib/address-from-words';
import { yearRange } from './schemas/article';

/** An entry's name: lower-case letters and figures, in words joined by single dashes. */
const goodName = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * Why `file` cannot be an entry under its name, or undefined when it can. Its name is its
 * address (or, for a team member, how an article names its author), so a capital, space or
 * dot would publish it elsewhere than its name says, and a name starting with a dot hides the
 * file from the site altogether. `others` are the names of the other files of its folder.
 */
export function fileNameProblem(file: string, others: readonly string[]): string | undefined {
  const extension = path.extname(file);
  const name = path.basename(file, extension);
  if (goodName.test(name)) return undefined;
  const folder = path.dirname(file);
  const better = addressFromWords(name);
  if (!better)
    return `${file}: a file name is the entry's address, in lower-case words joined by -. Rename it in words, like what-a-hosting-plan-must-include${extension}.`;
  const betterFile = `${better}${extension}`;
  const taken = others.includes(betterFile);
  if (name.startsWith('.'))
    return `${file}: a file whose name starts with a dot is hidden, and the site leaves it out. ${taken ? `${folder}/${betterFile} is there already: keep one of the two.` : `Rename it ${betterFile}.`}`;
  if (taken)
    return `${file} and ${folder}/${betterFile} make the same address (${better}): rename one of them.`;
  return `${file}: a file name is the entry’s address, so it holds only lower-case letters, figures and dashes (no capitals, spaces, dots or other signs). Rename it ${betterFile}.`;
}

/**
 * Why the `bytes` of `file` are not text the site can read, naming the first line that is not
 * UTF-8, or undefined when all of it is. A text pasted from Word and saved in Windows-1252 (or
 * another old encoding) would otherwise show "She said �fast�" on the page. The line is
 * quoted as Windows-1252 reads it, which is what such a file usually is.
 */
export function notUtf8Problem(file: string, bytes: Uint8Array): string | undefined {
  const strict = new TextDecoder('utf-8', { fatal: true });
  try {
    strict.decode(bytes);
    return undefined;
  } catch {
    let start = 0;
    for (let line = 1; ; line++) {
      const end = bytes.indexOf(0x0a, start);
      const part = bytes.subarray(start, end < 0 ? bytes.length : end);
      try {
        strict.decode(part);
      } catch {
        const words = new TextDecoder('windows-1252').decode(part).trim();
        const shown = words.length > 80 ? `${words.slice(0, 77)}…` : words;
        return `${file}, line ${line}: the file is not saved as UTF-8, the way the site reads text, so some letters or quote marks would show as �: “${shown}”. This happens with text pasted from Word or saved in an older format. Save the file again choosing the encoding “UTF-8” (in most editors: Save As, then Encoding), or retype the quote marks, dashes and accented letters on this line.`;
      }
      if (end < 0) return `${file}: the file is not saved as UTF-8. Save it again choosing the encoding “UTF-8”.`;
      start = end + 1;
    }
  }
}

/** js-yaml's reasons, in a marketer's words. */
function yamlReason(reason: string, line: string): string {
  const field = /^\s*([^:#\s][^:]*):/.exec(line)?.[1]?.trim();
  if (reason === 'duplicated mapping key')
    return `the field "${field ?? line.trim()}" is written twice. Keep one of the two lines.`;
  if (reason.includes('quoted scalar'))
    return 'words open with a quote mark that is never closed. Close the quote, or remove it.';
  if (reason.includes('flow collection'))
    return 'a list in square brackets [ ] is not closed, or its items are not separated by commas.';
  return 'this line is not written as "name: value" in line with the fields around it. Start each field at the beginning of a line, indent only the lines that belong to the field above, and put words holding a colon (:) between quotes.';
}

/**
 * Why the YAML `text` of `file` cannot be read, on which line, or undefined when it can.
 * `firstLine` is the line of the file the text starts on (2 in a Markdown file, after `---`).
 */
export function yamlProblem(file: string, text: string, firstLine = 1): string | undefined {
  try {
    const cut = wordsCutByNote(text);
    if (!cut) return undefined;
    return `${file}, line ${cut.line + firstLine}: ${cut.why}`;
  } catch (error) {
    if (!(error instanceof yaml.YAMLException)) throw error;
    const index = error.mark?.line ?? 0;
    const line = text.split(/\r?\n/)[index] ?? '';
    return `${file}, line ${index + firstLine}: ${yamlReason(error.reason, line)}`;
  }
}

/**
 * Reads the YAML `text` (throwing YAML's own mistakes) and finds words cut short by a note: in
 * YAML, " #" starts a note the site never shows, so `title: Why we are the #1 agency` reads
 * "Why we are the". A value followed by a note on its line is taken for such words when it
 * holds a space, or when the "#" touches the next word (`#1`); a short value with a note
 * (`order: 3 # top of the list`) is left alone. Returns the line (counted from 0) and why.
 */
function wordsCutByNote(text: string): { line: number; why: string } | undefined {
  const lines = text.split('\n');
  const lineAt = (position: number) => text.slice(0, position).split('\n').length - 1;
  const opened: number[] = [];
  let cut: { line: number; why: string } | undefined;
  yaml.load(text, {
    listener(event, state) {
      if (state.kind !== 'scalar' && event === 'close') return;
      if (event === 'open') return void opened.push(state.position);
      const start = opened.pop() ?? state.position;
      if (cut || event !== 'close' || typeof state.result !== 'string') return;
      const end = state.position;
      const note = /^[ \t]*#(.?)/.exec(lines[lineAt(end)]!.slice(end - text.lastIndexOf('\n', end - 1) - 1));
      // A quoted value ends at its quote, before the note.
      if (!note || /["'][ \t]*$/.test(text.slice(start, end))) return;
      const words = state.result.trim();
      if (!words || (!/\s/.test(words) && /^\s?$/.test(note[1]!))) return;
      const line = lineAt(end);
      const first = lines[lineAt(start)]!;
      const field = /^\s*(?:-\s+)?([^:#\s'"][^:]*):\s/.exec(first)?.[1]?.trim();
      const named = field ? `the field "${field}"` : 'this value';
      const written = first.slice(start - text.lastIndexOf("\n", start - 1) - 1).trim();
      const quoted = written.includes('"') ? `'${written.replaceAll("'", "''")}'` : `"${written}"`;
      const example = lineAt(start) === line ? `: ${field ? `${field}: ` : ''}${quoted}` : '.';
      cut = {
        line,
        why: `${named} reads only “${words}”: in a file of fields, a # after a space starts a note the site never shows, so the words from the # on are left out. Put the whole text between quotes${example}`,
      };
    },
  });
  return cut;
}

/**
 * Why the head of the Markdown `text` of `file` does not hold its fields, or undefined when it
 * does: they sit between a first line `---` and the next, and without the closing `---` YAML
 * would read the whole text as fields (and say only that each field is missing).
 */
export function frontmatterProblem(file: string, text: string): string | undefined {
  if (frontmatterOf(text) !== undefined) return undefined;
  const folder = path.dirname(file);
  if (/^---[ \t]*\r?\n/.test(text))
    return `${file}, line 1: the fields at the head of the file open with a line of three dashes (---) but no such line closes them. Put a line --- after the last field, before the text, as in the other files of ${folder}/.`;
  return `${file}, line 1: the file does not start with its fields between two lines of three dashes (---), as the other files of ${folder}/ do. Put them back at the top: ---, the fields, ---, then the text.`;
}

/** The fields at the head of a Markdown file, between its `---` lines, or undefined. */
export function frontmatterOf(text: string): string | undefined {
  const match = /^---\r?\n([\s\S]*?)\r?\n?---[ \t]*(\r?\n|$)/.exec(text);
  return match?.[1];
}


/**
 * Why `written` (a field's value as typed, quotes and all) is not a day, or undefined when it
 * is. A day is year-month-day, a real one, in `yearRange`: YAML would otherwise make 30
 * February 2 March, year 0001 the year 1901, a year alone a moment of 1970, and a time with
 * an offset the day before in UTC.
 */
export function dayProblem(written: string): string | undefined {
  const value = written.trim().replace(/^(['"])(.*)\1$/, '$2');
  const example = 'like 2026-03-01';
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) {
    if (/^\d{1,4}$/.test(value))
      return `"${value}" is a year alone. Write the whole day as year-month-day, ${example}.`;
    if (/^\d{4}-\d{1,2}-\d{1,2}[T ]/.test(value))
      return `"${value}" gives a time. Write the day alone, as year-month-day, ${example}: an article appears on a day in UTC (the time in London in winter), whatever the hour.`;
    return `"${value}" is not a day written as year-month-day, ${example}.`;
  }
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  date.setUTCFullYear(year);
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return `there is no ${value}: check the day and the month (year-month-day, ${example}).`;
  if (year < yearRange[0] || year > yearRange[1])
    return `${value} is in the year ${year}. Check the year: a date on this site is between ${yearRange[0]} and ${yearRange[1]}.`;
  return undefined;
}

/**
 * Why a field named in `fields` at the head of the Markdown `text` of `file` does not give a
 * day (dayProblem), naming its line; undefined when each gives one or is absent.
 */
export function dayLinesProblem(
  file: string,
  text: string,
  fields: readonly string[],
): string | undefined {
  const head = frontmatterOf(text);
  if (head === undefined) return undefined;
  const lines = head.split(/\r?\n/);
  for (const [index, line] of lines.entries()) {
    const match = /^([A-Za-z]+):[ \t]*(.*?)[ \t]*(?:[ \t]#.*)?$/.exec(line);
    if (!match || !fields.includes(match[1]!) || !match[2]) continue;
    const problem = dayProblem(match[2]);
    // The first line of the file is `---`.
    if (problem) return `${file}, line ${index + 2}: ${match[1]}: ${problem}`;
  }
  return undefined;
}
