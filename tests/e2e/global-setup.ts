import { cpSync, existsSync, rmSync } from 'node:fs';
import { emailjsApiOrigin } from '../../src/config/build-settings.js';
import { builtSettings, hostingDir } from '../../scripts/serve.mjs';

/** Before the first test: a preview build to test, and the content it was built from, kept. */
export default function setUp() {
  requirePreviewBuild();
  keepContentAsBuilt();
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
 * (tests/editor/) change those files as a marketer would while the site's run beside them. The
 * specs read this copy instead, taken before the editor's first change; Playwright passes the
 * variable on to every worker it starts after this.
 */
function keepContentAsBuilt() {
  const copy = '.tmp/e2e/content';
  rmSync(copy, { recursive: true, force: true });
  cpSync('src/content', copy, { recursive: true });
  process.env.E2E_CONTENT_DIR = copy;
}
