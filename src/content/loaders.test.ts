import { describe, expect, it } from 'vitest';
import {
  entryMedia,
  fieldLine,
  fieldsProblem,
  missingFileProblem,
  namedLikeProblem,
  otherEndingProblem,
} from './loaders';

const file = 'src/content/team/maya.yaml';
const fix =
  'Each field goes on its own line as "name: value", like the other files in src/content/team/. If a save was interrupted, save the entry again in the editor, or put back the file\'s last published version.';

describe('a content file read as a whole', () => {
  it('is accepted when it holds a set of fields', () => {
    expect(fieldsProblem(file, 'name: Maya Patel\norder: 8\n')).toBeUndefined();
  });

  it('is refused, naming the file, when it is empty or null', () => {
    for (const text of ['', '\n', '# only a comment\n', 'null\n', '~\n'])
      expect(fieldsProblem(file, text), JSON.stringify(text)).toBe(
        `${file} is empty: it holds no fields. ${fix}`,
      );
  });

  it('is refused, naming the file, when it is a list', () => {
    expect(fieldsProblem(file, '- name: Maya Patel\n- order: 8\n')).toBe(
      `${file} is a list (its lines start with "- "), not a set of fields. ${fix}`,
    );
  });

  it('is refused, naming the file, when it holds only words', () => {
    expect(fieldsProblem(file, 'Maya Patel\n')).toBe(
      `${file} holds only the words "Maya Patel", not a set of fields. ${fix}`,
    );
  });

  it('is refused, naming the line, when its YAML cannot be read', () => {
    expect(fieldsProblem(file, 'name: Maya\nname: Maya Patel\n')).toBe(
      `${file}, line 2: the field "name" is written twice. Keep one of the two lines.`,
    );
  });
});

describe('a page named like an entry of another folder (a case study like its project)', () => {
  const projects = ['ledgerly', 'routewise'];

  it('is refused naming the file, the missing entry and the names it may take', () => {
    expect(
      namedLikeProblem(
        'src/content/case-studies/ledgerlie.yaml',
        'ledgerlie',
        projects,
        'src/content/portfolio',
        'project',
      ),
    ).toBe(
      'src/content/case-studies/ledgerlie.yaml: there is no project called "ledgerlie" (src/content/portfolio/ledgerlie.yaml). Rename it after its project\'s file, one of: ledgerly.yaml, routewise.yaml. If the project was taken off the site, remove this file too.',
    );
  });

  it('says to add the entry first when there is none to name it after', () => {
    expect(
      namedLikeProblem('case-studies/a.yaml', 'a', [], 'src/content/portfolio', 'project'),
    ).toMatch(/src\/content\/portfolio\/ holds no project yet: add the project first\./);
  });
});

describe('the files an entry names besides its text', () => {
  it('are its pictures and its videos, so a file replaced under its name is checked again', () => {
    expect(
      entryMedia({
        assetImports: ['./web-hosting/web-hosting.png'],
        data: {
          title: 'Web hosting',
          video: './web-hosting/web-hosting.mp4',
          hero: { videoWebm: './web-hosting/web-hosting.webm' },
          sections: [{ text: 'Fast pages' }],
        },
      }),
    ).toEqual([
      './web-hosting/web-hosting.png',
      './web-hosting/web-hosting.mp4',
      './web-hosting/web-hosting.webm',
    ]);
    expect(entryMedia({ data: { name: 'Maya' } })).toEqual([]);
  });
});

describe('a file with another ending than its folder’s entries', () => {
  it('is refused, saying the ending to use', () => {
    expect(otherEndingProblem('src/content/team/maya-patel.yml', '.yaml')).toBe(
      'src/content/team/maya-patel.yml: the site reads only .yaml files in src/content/team/, so this file would never be published. Rename it maya-patel.yaml.',
    );
    expect(otherEndingProblem('src/content/insights/my-article.MD', '.md')).toMatch(
      /the site reads only \.md files in src\/content\/insights\/.+ Rename it my-article\.md\.$/,
    );
    expect(otherEndingProblem('src/content/team/notes.txt', '.yaml')).toMatch(
      /Write it as a YAML file ending in \.yaml, like the others there\.$/,
    );
  });

  it('leaves entries, hidden files, pictures and videos to their own checks', () => {
    for (const file of ['team/maya.yaml', 'team/.DS_Store', 'team/photo.jpg', 'pages/a.mp4'])
      expect(otherEndingProblem(`src/content/${file}`, '.yaml'), file).toBeUndefined();
  });
});

describe('a line of Astro’s refusal of an entry’s fields', () => {
  it('names the field with its items counted from one', () => {
    expect(fieldLine('  **phones.1**: Write the phone number.')).toBe(
      'phones, the second: Write the phone number.',
    );
    expect(fieldLine('  **faq.items.0.question**: Write the question.')).toBe(
      'faq.items, the first, question: Write the question.',
    );
    expect(fieldLine('  **tags.11**: Choose a topic.')).toBe('tags, the 12th: Choose a topic.');
    expect(fieldLine('  **photo**: "x.jpg" is too small for a team photo: it needs more.')).toBe(
      'photo: "x.jpg" is too small for a team photo: it needs more.',
    );
    expect(fieldLine('  **role**: These words hold the Markdown marks ** around “x”.')).toBe(
      'role: These words hold the Markdown marks ** around “x”.',
    );
  });

  it('says once what Astro says twice, and what to write for a value of the wrong kind', () => {
    expect(fieldLine('  **tags**: **tags**: Expected type `"array"`, received `"string"`')).toBe(
      'tags: Write this as a list: each item on a line of its own under the field, starting with "- " (or between square brackets: [first, second]).',
    );
    expect(fieldLine('  **hero**: **hero**: Expected type `"object"`, received `"object"`')).toBe(
      'hero: Write this part as fields, each "name: value" on a line of its own, indented under it, not as a list (lines starting with "- ").',
    );
    expect(fieldLine('  **order**: Expected type `"number"`, received `"string"`')).toBe(
      'order: Write a number here, without quotes or other signs.',
    );
    expect(fieldLine('')).toBe('');
  });
});

describe('a page’s file the site cannot do without', () => {
  it('is missing in the earlier words, or found under another ending, saying the name to use', () => {
    expect(missingFileProblem('src/content/pages', 'home.yaml', 'the home page’s copy', [])).toBe(
      'src/content/pages/home.yaml is missing. The site cannot be built without it: it holds the home page’s copy. Put the file back, for example from the last published version of the site.',
    );
    expect(
      missingFileProblem('src/content/pages', 'home.yaml', 'the home page’s copy', [
        'about-us.yaml',
        'Home.yml',
      ]),
    ).toBe(
      'src/content/pages/Home.yml: the site reads this file only as home.yaml, so it is missing (it holds the home page’s copy). Rename it home.yaml.',
    );
  });
});
