import { existsSync } from 'node:fs';
import { emailjsApiOrigin } from '../../src/config/build-settings.js';
import { builtSettings, hostingDir } from '../../scripts/serve.mjs';

/**
 * The end-to-end tests send real enquiries through the contact form, so they run only against a
 * preview build, whose form posts to the local inbox whatever keys `.env` holds
 * (src/config/build-settings.js). A deploy build in build/ would post to EmailJS: refuse it.
 */
export default function requirePreviewBuild() {
  if (!existsSync(`${hostingDir}/build.json`))
    throw new Error('No build to test: run `npm run build:preview` first.');
  const built = builtSettings();
  if (built.target !== 'preview' || built.emailjs.origin === emailjsApiOrigin)
    throw new Error(
      `build/ holds a ${built.target} build, whose form posts to ${built.emailjs.origin}. ` +
        'The end-to-end tests send enquiries: run `npm run build:preview` and test that.',
    );
}
