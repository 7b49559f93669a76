import { cpSync, existsSync, rmSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { editorURL, withEditor } from '../../playwright.config';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';
import { emailjsApiOrigin } from '../../src/config/build-settings.js';
import { builtSettings, hostingDir } from '../../scripts/serve.mjs';

/**
 * Before the first test: a preview build to test, the content it was built from, kept, and the
 * editor's development server ready.
 */
export default async function setUp() {
  requirePreviewBuild();
  keepContentAsBuilt();
  await compileEditor();
}

/**
 * The end-to-end tests send real enquiries through the contact form, so they run only against a
 * preview build, whose form posts to the local inbox whatever keys `.env` holds
 * (src/config/build-settings.js). A deploy build in build/ would post to EmailJS: refuse it.
 */
function requirePreviewBuild() {
  if (!existsSync(`${hostingDir}/build.json`))
    throw new Error('No build to test: run `npm run build:preview` first.');
  const built = builtSettings();
  if (built.target !== 'preview' || built.emailjs.origin === emailjsApiOrigin)
    throw new Error(
      `build/ holds a ${built.target} build, whose form posts to ${built.emailjs.origin}. ` +
        'The end-to-end tests send enquiries: run `npm run build:preview` and test that.',
    );
}

/**
 * The specs expect what src/content/ says (tests/e2e/content.ts), and the editor's tests
 * (tests/editor/) change those files as a marketer would (beside the site's, in a plain `npx playwright test`). The
 * specs read this copy instead, taken before the editor's first change; Playwright passes the
 * variable on to every worker it starts after this.
 */
function keepContentAsBuilt() {
  const copy = '.tmp/e2e/content';
  rmSync(copy, { recursive: true, force: true });
  cpSync('src/content', copy, { recursive: true });
  process.env.E2E_CONTENT_DIR = copy;
}

/**
 * The first visit to the editor makes its development server compile the editor's modules, the
 * articles' Markdown editor with them: a minute of both cores on a loaded machine, which the
 * editor's first test would spend waiting (and a plain `npx playwright test`, which runs the
 * site's tests beside the editor's, would slow the site's until they failed). So it happens
 * here, before any test: a visit to a new article's form, and to the home page the editor
 * previews.
 */
async function compileEditor() {
  if (!withEditor) return;
  const minutes = 60_000;
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await browser.newPage();
    await page.goto(`${editorURL}/keystatic/collection/articles/create`, { timeout: 3 * minutes });
    await page
      .getByRole('textbox', { name: 'Address' })
      .first()
      .waitFor({ state: 'visible', timeout: 3 * minutes });
    await page.goto(`${editorURL}/`, { timeout: 3 * minutes });
  } finally {
    await browser.close();
  }
}
