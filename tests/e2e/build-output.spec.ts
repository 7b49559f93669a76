import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { expect, test } from './fixtures';

/** The deployed folder, as `npm run build` wrote it. */
const clientDir = 'build/client';

const files = readdirSync(clientDir, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => relative(clientDir, join(entry.parentPath, entry.name)));

test('every JS and CSS file in the output is loaded by a page, directly or through an import', () => {
  const pages = files.filter((file) => file.endsWith('.html'));
  const code = files.filter((file) => /\.(m?js|css)$/.test(file));
  expect(pages.length).toBeGreaterThan(0);
  expect(code.length).toBeGreaterThan(0);
  const text = (file: string) => readFileSync(join(clientDir, file), 'utf8');
  const pageText = pages.map(text).join('\n');
  const reached = new Set(code.filter((file) => pageText.includes(`/${file}`)));
  for (let grew = true; grew;) {
    grew = false;
    for (const from of [...reached]) {
      const source = text(from);
      for (const file of code) {
        if (reached.has(file) || !source.includes(basename(file))) continue;
        reached.add(file);
        grew = true;
      }
    }
  }
  expect(code.filter((file) => !reached.has(file))).toEqual([]);
});
