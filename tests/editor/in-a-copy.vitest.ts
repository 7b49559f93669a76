/**
 * `npm run test:editor`: the editor's browser tests (editor.spec.ts, Playwright's `editor`
 * project) run in a copy of the project (tests/content-build/site-copy.ts), which holds a few
 * entries of each kind, not every one. So the tests save through the editor into the copy's
 * src/content/, never the working tree's, and the development server they drive reads as many
 * entries however much the agency has published: with 200 more articles, 30 case studies and 20
 * people, the same tests in the project itself took 317 s in CI against 187 s. The copy serves
 * the project's preview build (scripts/serve.mjs, which the Playwright config starts beside the
 * editor), so make that first, as `npm test` does. `npx playwright test --project=editor` runs
 * the same tests on the project's own content.
 */
import { cp, symlink } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { copySite, type SiteCopy } from '../content-build/site-copy';

let site: SiteCopy | undefined;

beforeAll(async () => {
  site = await copySite({ whole: true });
  await symlink(path.resolve('build'), site.at('build'));
});

afterAll(async () => {
  await site?.remove();
});

it('the content editor’s browser tests pass in a copy of the project', async () => {
  const { code, output } = await site!.node('@playwright/test/cli.js', [
    'test',
    '--project=editor',
  ]);
  // Playwright's report, each test with its time: for a run that grew slow as well as one that
  // failed. A failure's screenshots and traces are kept in the project's test-results/.
  console.log(output);
  if (code !== 0)
    await cp(site!.at('test-results'), 'test-results', { recursive: true }).catch(() => undefined);
  expect(code, 'the editor’s browser tests failed: their report is printed above').toBe(0);
});
