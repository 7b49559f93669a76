/**
 * The owner's month (`npm run test:month`): a copy of the whole project takes a month of
 * ordinary marketing edits (owners-month.ts), then must pass what reads the content: the content
 * check, the unit tests that read it, the preview build with its first-paint guard, the whole-site pass
 * (tests/site/) and the browser tests of each kind of page. A test that pins today's words,
 * prices or counts fails here. It writes the time of each step to .tmp/owners-month.md, and the
 * browser tests' report, each test with its time, to .tmp/owners-month-browser-tests.txt.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentFolder, ownersMonth } from './owners-month';
import { copySite, type SiteCopy } from './site-copy';

/**
 * The end-to-end specs that test a kind of page from its entries (file-name filters for
 * Playwright): axe at both widths on a page of each kind, and each page's own spec, which reads
 * every word, price, name and count it expects from the content. The specs of behaviour no
 * content edit changes (the form's sending and drafts, scripts, fonts, the crawl for missing
 * files, the servers, the editor) run once, against the project's own build.
 */
const templateSpecs = [
  'a11y',
  'about',
  'case-studies',
  'footer-and-cta',
  'home',
  'insights',
  'legal',
  'llms-txt',
  'pages.mobile',
  'portfolio',
  'routes',
  'service-pages',
  'services.spec',
];

/**
 * The unit tests that read the content: those under src/ (the schemas, loaders, data and the
 * components rendered from entries) and the contact form's words; the tests of the build's own
 * steps, the tools and the scripts take fixtures, and ran once already.
 */
const contentUnitTests = ['src', 'integrations/contact-form-words-plugin.test.mjs'];

let site: SiteCopy;
let content: ContentFolder;
const timings: string[] = [];
const minutes = 60_000;

/** The end of a command's output: where a failure's reasons are. */
const tail = (output: string) => output.split('\n').slice(-120).join('\n');

async function timed(step: string, work: () => Promise<{ code: number; output: string }>) {
  const start = performance.now();
  const result = await work();
  timings.push(
    `| ${step} | ${((performance.now() - start) / 1000).toFixed(0)} s | ${result.code === 0 ? 'passed' : 'FAILED'} |`,
  );
  return result;
}

beforeAll(async () => {
  site = await copySite({ whole: true });
  content = new ContentFolder(site.at('src/content'));
}, 5 * minutes);

afterAll(async () => {
  await site?.remove();
  const table = ['| step | time | result |', '| --- | --- | --- |', ...timings, ''];
  await mkdir('.tmp', { recursive: true });
  await writeFile('.tmp/owners-month.md', table.join('\n'));
  console.log(table.join('\n'));
});

describe('the owner’s month', () => {
  for (const { edit, apply } of ownersMonth)
    it(`edit: ${edit}`, async () => {
      const start = performance.now();
      await apply(content);
      timings.push(`| ${edit} | ${((performance.now() - start) / 1000).toFixed(1)} s | applied |`);
    });

  it(
    'npm run check:content accepts every edited file',
    async () => {
      const { code, output } = await timed('check:content', () => site.check());
      expect(code, tail(output)).toBe(0);
    },
    5 * minutes,
  );

  it(
    'the unit tests that read the content pass on the edited content',
    async () => {
      const { code, output } = await timed('unit tests that read the content', () =>
        site.node('vitest/vitest.mjs', ['run', ...contentUnitTests]),
      );
      expect(code, tail(output)).toBe(0);
    },
    30 * minutes,
  );

  it(
    'the preview build, with its first-paint guard, accepts the month',
    async () => {
      const { code, output } = await timed('build:preview', () =>
        site.node('astro/bin/astro.mjs', ['build'], { INBOX_PORT: '3101' }),
      );
      expect(code, tail(output)).toBe(0);
    },
    20 * minutes,
  );

  it(
    'the whole-site pass reads every page of that build',
    async () => {
      const { code, output } = await timed('whole-site pass', () =>
        site.node('vitest/vitest.mjs', ['run', '--config', 'vitest.site.config.ts']),
      );
      expect(code, tail(output)).toBe(0);
    },
    10 * minutes,
  );

  it(
    'the browser tests of each kind of page pass against that build',
    async () => {
      // `templateSpecs`: each page's copy, lists and links as the edited entries make them.
      const { code, output } = await timed('browser tests of each kind of page', () =>
        site.node(
          '@playwright/test/cli.js',
          ['test', '--project=desktop', '--project=mobile', ...templateSpecs],
          { E2E_PORT: '4273', E2E_EDITOR: 'off' },
        ),
      );
      // Each test's time, for a run that grew slow as well as one that failed.
      await mkdir('.tmp', { recursive: true });
      await writeFile('.tmp/owners-month-browser-tests.txt', output);
      expect(code, tail(output)).toBe(0);
    },
    30 * minutes,
  );
});
