import { describe, expect, it } from 'vitest';
import {
  dayLinesProblem,
  dayProblem,
  fileNameProblem,
  frontmatterOf,
  frontmatterProblem,
  notUtf8Problem,
  yamlProblem,
} from './file-checks';

describe('a content file’s name', () => {
  const folder = 'src/content/insights';
  it('is accepted in lower-case words joined by dashes', () => {
    expect(fileNameProblem(`${folder}/what-a-site-costs.md`, [])).toBeUndefined();
    expect(fileNameProblem(`${folder}/2026-plans.md`, [])).toBeUndefined();
  });

  it('is refused with capitals, dots or spaces, saying the name to use', () => {
    expect(fileNameProblem(`${folder}/Upper-Case.md`, [])).toBe(
      `${folder}/Upper-Case.md: a file name is the entry’s address, so it holds only lower-case letters, figures and dashes (no capitals, spaces, dots or other signs). Rename it upper-case.md.`,
    );
    expect(fileNameProblem(`${folder}/a.b.md`, [])).toMatch(/Rename it a-b\.md\.$/);
    expect(fileNameProblem(`${folder}/with space.md`, [])).toMatch(/Rename it with-space\.md\.$/);
  });

  it('is refused when hidden (a dot first), which the site would leave out', () => {
    expect(fileNameProblem('src/content/case-studies/.ledgerly.yaml', [])).toBe(
      'src/content/case-studies/.ledgerly.yaml: a file whose name starts with a dot is hidden, and the site leaves it out. Rename it ledgerly.yaml.',
    );
  });

  it('says two files make one address when the name to use is taken', () => {
    expect(fileNameProblem('src/content/team/Rohan Iyer.yaml', ['rohan-iyer.yaml'])).toBe(
      'src/content/team/Rohan Iyer.yaml and src/content/team/rohan-iyer.yaml make the same address (rohan-iyer): rename one of them.',
    );
  });
});

describe('a YAML mistake', () => {
  const file = 'src/content/team/maya.yaml';
  it('names its line in plain words: a field written twice', () => {
    expect(yamlProblem(file, 'name: Maya\nrole: Writer\nname: Maya Patel\n')).toBe(
      `${file}, line 3: the field "name" is written twice. Keep one of the two lines.`,
    );
  });

  it('names its line in a Markdown file, counting the --- line', () => {
    const text = '---\ntitle: A\n  description: B\n---\nText\n';
    expect(yamlProblem('a.md', frontmatterOf(text)!, 2)).toMatch(
      /^a\.md, line 3: this line is not written as "name: value"/,
    );
  });

  it('names an unclosed quote', () => {
    expect(yamlProblem(file, 'name: "Maya\nrole: Writer\n')).toMatch(/never closed/);
  });
});

describe('a day', () => {
  it('is accepted as a real year-month-day, quoted or not', () => {
    for (const written of ['2026-03-01', "'2024-02-29'", '"2026-12-31"'])
      expect(dayProblem(written), written).toBeUndefined();
  });

  it.each([
    ['2026-02-30', /there is no 2026-02-30: check the day and the month/],
    ['2025-02-29', /there is no 2025-02-29/],
    ['0001-03-01', /is in the year 1\. Check the year: a date on this site is between 1990 and 2100/],
    ['2026', /"2026" is a year alone\. Write the whole day/],
    ['2026-03-01T00:30:00+02:00', /gives a time\. Write the day alone.+a day in UTC/],
    ['1 March 2026', /is not a day written as year-month-day/],
  ])('is refused: %s', (written, why) => {
    expect(dayProblem(written)).toMatch(why);
  });

  it('names the line of the field in the Markdown file', () => {
    const text = '---\ntitle: A\npubDate: 2026-02-30\nupdatedDate: 2026-03-02\n---\nText\n';
    expect(dayLinesProblem('a.md', text, ['pubDate', 'updatedDate'])).toBe(
      'a.md, line 3: pubDate: there is no 2026-02-30: check the day and the month (year-month-day, like 2026-03-01).',
    );
    expect(dayLinesProblem('a.md', text.replace('02-30', '02-28'), ['pubDate'])).toBeUndefined();
  });
});

describe('words cut short by a # (a note in YAML)', () => {
  const file = 'src/content/pages/home.yaml';
  it('are refused on their line, saying to put the text in quotes', () => {
    expect(yamlProblem(file, 'seo:\n  title: Why we are the #1 agency in Pune\n')).toBe(
      `${file}, line 2: the field "title" reads only “Why we are the”: in a file of fields, a # after a space starts a note the site never shows, so the words from the # on are left out. Put the whole text between quotes: title: "Why we are the #1 agency in Pune"`,
    );
    expect(yamlProblem(file, 'tags:\n  - Fast sites # really fast\n')).toMatch(
      /^src\/content\/pages\/home\.yaml, line 2: this value reads only “Fast sites”: .+ Put the whole text between quotes: "Fast sites # really fast"$/,
    );
    expect(yamlProblem(file, 'people:\n  - name: Maya #1\n')).toMatch(
      /line 2: the field "name" reads only “Maya”: .+ quotes: name: "Maya #1"$/,
    );
    expect(yamlProblem(file, 'quote: Say "hi" to the #1 team\n')).toMatch(
      /quotes: quote: 'Say "hi" to the #1 team'$/,
    );
    expect(yamlProblem(file, 'intro: the first line\n  and the #2 line\n')).toMatch(
      /line 2: the field "intro" reads only “the first line and the”: .+ Put the whole text between quotes\.$/,
    );
  });

  it('counts the line in a Markdown file, after its ---', () => {
    expect(yamlProblem('a.md', 'title: The #1 agency\n', 2)).toMatch(/^a\.md, line 2: the field "title"/);
  });

  it('leave a quoted text, a block of text and a note after a short value alone', () => {
    for (const text of [
      'title: "Why we are the #1 agency"\n',
      "title: 'The #1 agency' # a note\n",
      'order: 3 # top of the list\n',
      'video: ./web-hosting/web-hosting.mp4 # an MP4\n',
      'intro: |\n  The #1 agency\n',
      '# a note on its own line\ntitle: Plain words\n',
      'title: C# and F# developers\n',
    ])
      expect(yamlProblem(file, text), text).toBeUndefined();
  });
});

describe('a text file not saved as UTF-8', () => {
  const file = 'src/content/insights/a.md';
  it('is refused naming the first line that is not, quoted as Windows-1252 reads it', () => {
    // Word's curly quotes in Windows-1252: 0x93 and 0x94.
    const bytes = Buffer.concat([
      Buffer.from('---\ntitle: Fine\n---\n\n'),
      Buffer.from([0x53, 0x68, 0x65, 0x20, 0x73, 0x61, 0x69, 0x64, 0x20, 0x93]),
      Buffer.from('fast'),
      Buffer.from([0x94, 0x0a]),
    ]);
    expect(notUtf8Problem(file, bytes)).toBe(
      `${file}, line 5: the file is not saved as UTF-8, the way the site reads text, so some letters or quote marks would show as �: “She said “fast””. This happens with text pasted from Word or saved in an older format. Save the file again choosing the encoding “UTF-8” (in most editors: Save As, then Encoding), or retype the quote marks, dashes and accented letters on this line.`,
    );
  });

  it('is accepted in UTF-8, in any script', () => {
    expect(notUtf8Problem(file, Buffer.from('title: “Fast” sites, पुणे, café\n'))).toBeUndefined();
  });
});

describe('the fields at the head of a Markdown file', () => {
  const file = 'src/content/insights/a.md';
  it('are accepted between two lines of three dashes', () => {
    expect(frontmatterProblem(file, '---\ntitle: A\n---\n\nText.\n')).toBeUndefined();
  });

  it('are refused, saying so, when the closing --- is missing or there are none', () => {
    expect(frontmatterProblem(file, '---\ntitle: A\ndescription: B\n\nText.\n')).toBe(
      `${file}, line 1: the fields at the head of the file open with a line of three dashes (---) but no such line closes them. Put a line --- after the last field, before the text, as in the other files of src/content/insights/.`,
    );
    expect(frontmatterProblem(file, 'title: A\n\nText.\n')).toMatch(
      /^src\/content\/insights\/a\.md, line 1: the file does not start with its fields between two lines of three dashes/,
    );
  });
});
