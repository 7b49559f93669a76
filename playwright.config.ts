import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

/**
 * End-to-end tests run against the production build of a preview (`npm run build:preview`
 * first; `tests/e2e/global-setup.ts` refuses a deploy build), served by scripts/serve.mjs on
 * 127.0.0.1, in Debian's Chromium. The same command starts the local e-mail inbox the preview's
 * form posts to. E2E_PORT moves the site, and a build made with INBOX_PORT moves the inbox, so
 * two checkouts can run their suites side by side.
 */
const port = process.env.E2E_PORT ?? '4173';
export const baseURL = `http://127.0.0.1:${port}`;
/** The content editor's tests (tests/editor/) drive `npm run edit`'s development server here. */
const editorPort = process.env.EDITOR_E2E_PORT ?? '4330';
export const editorURL = `http://127.0.0.1:${editorPort}`;
/**
 * E2E_EDITOR=off leaves out the editor's project and its development server: `npm run test:e2e`
 * and the owner's month (tests/content-build/owners-month.test.ts) run only the site's specs.
 */
export const withEditor = process.env.E2E_EDITOR !== 'off';

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  // Measured on this 2-core machine at 188 tests: 6.0 min with 2 workers, 7.6 min with 1; at 222
  // tests: 457 s with 2, 511 s with 3 (both cores 100% busy throughout), nothing retried. One
  // retry in CI at most: a test that passes only on retry is a bug.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL,
    // A trace only of a test's retry (CI's one), never of every run: recording a trace of each
    // test took the site's 222 from 306 s to 446 s on this machine, the same morning, for traces
    // that a passing test throws away. Locally, `npx playwright test --trace=on` records them.
    trace: 'on-first-retry',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [
    ...(withEditor
      ? [
          {
            // The editor is a development tool: its tests change src/content/ and read it back,
            // one after another, for about 190 s. `npm test` runs them on their own, in a copy of
            // the project (`npm run test:editor`, tests/editor/in-a-copy.vitest.ts), after the
            // site's (`npm run test:e2e`, E2E_EDITOR=off):
            // beside the site's tests, the development server and the browsers shared two cores,
            // both ran 2-3 times slower, and the editor's first form once never showed. The
            // global setup (tests/e2e/global-setup.ts) has the server compile the editor's
            // modules before the first test, and it encodes pictures at the quickest settings
            // (integrations/quick-preview-pictures.mjs).
            name: 'editor',
            testDir: 'tests/editor',
            timeout: 180_000,
            use: {
              ...devices['Desktop Chrome'],
              viewport: { width: 1280, height: 900 },
              baseURL: editorURL,
            },
          },
        ]
      : []),
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      testIgnore: /\.mobile\.spec\.ts/,
    },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } },
      testMatch: /\.mobile\.spec\.ts/,
    },
  ],
  webServer: [
    {
      command: 'node scripts/serve.mjs',
      url: `${baseURL}/`,
      // The contact tests steer the local inbox through its /__test endpoints, and keep their enquiries apart.
      // Besides this server's pages, the inbox allows the nginx spec's (tests/e2e/nginx.spec.ts).
      env: {
        PORT: port,
        HOST: '127.0.0.1',
        INBOX_TEST_CONTROL: '1',
        INBOX_FILE: '.inbox/e2e-enquiries.jsonl',
        INBOX_ALLOWED_ORIGINS: 'http://127.0.0.1:4180',
      },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    ...(withEditor
      ? [
          {
            // `npm run edit`, on its own port; Keystatic binds it to 127.0.0.1.
            command: `node node_modules/astro/bin/astro.mjs dev --port ${editorPort}`,
            url: `${editorURL}/keystatic`,
            env: { CONTENT_EDITOR: 'on', BUILD_TARGET: 'preview', ASTRO_TELEMETRY_DISABLED: '1' },
            reuseExistingServer: false,
            timeout: 120_000,
          },
        ]
      : []),
  ],
});
