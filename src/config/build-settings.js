// The one place the build's settings come from: the site's public URL, the EmailJS ids and guards,
// the media origin, and which kind of build this is. Plain JavaScript, so that astro.config.ts,
// scripts/serve.mjs, the Playwright config and the unit tests all read the same rules.
//
// Values come from the environment, `.env` and `.env.local` included (Vite's loadEnv; a variable
// set in the shell wins over the files). Two kinds of build:
// - `deploy` (`npm run build`): what is uploaded. It refuses to build while a setting is missing
//   or still the template's placeholder, and says which variable to set.
// - `preview` (`npm run build:preview`, used by `npm start` and the tests): the form posts to the
//   local inbox (scripts/inbox.mjs) whatever EmailJS keys the environment holds, so a preview can
//   never send a real e-mail, and the contact page says where enquiries go.
// The build records what it used in build/hosting/build.json, which scripts/serve.mjs and the
// end-to-end tests read rather than the environment, so they always match the files they serve.
import { loadEnv } from 'vite';

/** The template's own domain (RFC 2606 `.example`): canonical links must never carry it. */
export const placeholderSiteUrl = 'https://www.brightwave.example';
export const emailjsApiOrigin = 'https://api.emailjs.com';
export const defaultInboxPort = 3001;

/** The ids a preview build sends and the local inbox accepts. */
export const localInboxIds = {
  serviceId: 'service_brightwave',
  templateId: 'template_enquiry',
  publicKey: 'local-inbox-public-key',
};

/** Every variable the build reads, and what it sets. docs/hosting.md and `.env.example` name the same. */
export const variables = {
  BUILD_TARGET: '`preview` for a local preview build; anything else is a deploy build',
  SITE_URL:
    "the site's public origin, e.g. https://www.youragency.com (canonical links, Open Graph, JSON-LD, sitemap)",
  EMAILJS_SERVICE_ID: 'the EmailJS service id (dashboard → Email Services)',
  EMAILJS_TEMPLATE_ID: 'the EmailJS template id (dashboard → Email Templates)',
  EMAILJS_PUBLIC_KEY: 'the EmailJS public key (dashboard → Account → API keys)',
  EMAILJS_BLOCK_HEADLESS: '`true` refuses browsers that look automated (451)',
  EMAILJS_BLOCK_LIST: 'comma-separated sender addresses to refuse (403)',
  EMAILJS_THROTTLE_MS: 'one enquiry per browser per this many ms (429); 0 or unset is off',
  MEDIA_BASE_URL: "an https:// origin and path for the site's Open Graph card (default /media)",
  INBOX_PORT: 'preview builds only: the port of the local inbox (default 3001)',
  KEYSTATIC_CLOUD_PROJECT:
    "the Keystatic Cloud project the content editor signs in to, as team/project, shown in the project's settings at keystatic.cloud (`npm run build:editor` only)",
};

/** @typedef {'deploy' | 'preview'} BuildTarget */

/**
 * @typedef {object} EmailjsSettings
 * @property {string} serviceId
 * @property {string} templateId
 * @property {string} publicKey
 * @property {string} origin where the SDK posts: the EmailJS API, or the local inbox
 * @property {{ blockHeadless: boolean, blockList: string[], throttleMs: number }} guards the SDK's guards, each off unless the deploy turns it on (each refuses some real visitors' sends)
 */

/**
 * @typedef {object} BuildSettings
 * @property {BuildTarget} target
 * @property {string} siteUrl public origin, no trailing slash
 * @property {string} mediaBaseUrl
 * @property {EmailjsSettings} emailjs
 * @property {number | undefined} inboxPort the local inbox's port, on a preview build
 * @property {string[]} problems why this cannot be deployed; a deploy build refuses while any is left
 */

/**
 * The variables of a checkout: `.env`, `.env.local`, then the process's own, which win.
 * @param {string} [root]
 * @returns {Record<string, string | undefined>}
 */
export function readEnvironment(root = process.cwd()) {
  return { ...loadEnv('production', root, ''), ...process.env };
}

/**
 * The kind of build, from the process only: a `.env` file cannot turn a deploy into a preview.
 * @param {Record<string, string | undefined>} [processEnv]
 * @returns {BuildTarget}
 */
export function buildTarget(processEnv = process.env) {
  return processEnv.BUILD_TARGET === 'preview' ? 'preview' : 'deploy';
}

/**
 * @param {Record<string, string | undefined>} env
 * @param {BuildTarget} target
 * @returns {BuildSettings}
 */
export function resolveBuildSettings(env, target) {
  /** @param {string} name */
  const read = (name) => env[name]?.trim() || undefined;
  /** @type {string[]} */
  const problems = [];

  const siteUrl = read('SITE_URL')?.replace(/\/+$/, '') ?? placeholderSiteUrl;
  const siteProblem = siteUrlProblem(read('SITE_URL'));
  if (siteProblem) problems.push(siteProblem);

  const mediaBaseUrl = read('MEDIA_BASE_URL')?.replace(/\/+$/, '') ?? '/media';
  if (!/^\/(?!\/)|^https:\/\/[^/]/.test(mediaBaseUrl))
    problems.push(
      `MEDIA_BASE_URL is "${mediaBaseUrl}": set a path on the site, such as /media, or an https:// address.`,
    );

  if (target === 'preview') {
    // Whatever EmailJS keys the environment holds, a preview posts to the local inbox only.
    const inboxPort = Number(read('INBOX_PORT') ?? defaultInboxPort);
    if (!Number.isInteger(inboxPort) || inboxPort < 1 || inboxPort > 65535)
      throw new Error(`INBOX_PORT is "${read('INBOX_PORT')}": set a port number, such as 3001.`);
    return {
      target,
      siteUrl,
      mediaBaseUrl,
      emailjs: {
        ...localInboxIds,
        origin: `http://localhost:${inboxPort}`,
        guards: { blockHeadless: false, blockList: [], throttleMs: 0 },
      },
      inboxPort,
      // A preview is never uploaded, so nothing above stops it.
      problems: [],
    };
  }

  const ids = /** @type {const} */ ({
    serviceId: 'EMAILJS_SERVICE_ID',
    templateId: 'EMAILJS_TEMPLATE_ID',
    publicKey: 'EMAILJS_PUBLIC_KEY',
  });
  for (const name of Object.values(ids)) {
    if (!read(name)) problems.push(`${name} is not set: ${variables[name]}.`);
  }

  const throttle = read('EMAILJS_THROTTLE_MS');
  const throttleMs = Number(throttle ?? 0);
  if (!Number.isInteger(throttleMs) || throttleMs < 0)
    problems.push(
      `EMAILJS_THROTTLE_MS is "${throttle}": set a whole number of milliseconds, or 0.`,
    );
  return {
    target,
    siteUrl,
    mediaBaseUrl,
    emailjs: {
      serviceId: read(ids.serviceId) ?? '',
      templateId: read(ids.templateId) ?? '',
      publicKey: read(ids.publicKey) ?? '',
      origin: emailjsApiOrigin,
      guards: {
        blockHeadless: read('EMAILJS_BLOCK_HEADLESS') === 'true',
        blockList: (read('EMAILJS_BLOCK_LIST') ?? '')
          .split(',')
          .map((address) => address.trim())
          .filter(Boolean),
        throttleMs: Math.max(0, throttleMs || 0),
      },
    },
    inboxPort: undefined,
    problems,
  };
}

/**
 * Why `value` cannot be the public site URL, or undefined when it can.
 * @param {string | undefined} value
 */
function siteUrlProblem(value) {
  const what = variables.SITE_URL;
  if (!value) return `SITE_URL is not set: ${what}.`;
  /** @type {URL} */
  let url;
  try {
    url = new URL(value);
  } catch {
    return `SITE_URL is "${value}", which is not a URL: ${what}.`;
  }
  if (url.protocol !== 'https:')
    return `SITE_URL is "${value}": the site must be served over https://.`;
  if (url.pathname !== '/' || url.search || url.hash)
    return `SITE_URL is "${value}": give the origin only, with no path, query or #fragment.`;
  if (/(^|\.)(example|test|invalid|localhost)$|^localhost$|^127\.|^\[::1\]$/.test(url.hostname))
    return `SITE_URL is "${value}", a placeholder or local address: set the real domain.`;
  return undefined;
}

/**
 * The message a deploy build stops with.
 * @param {string[]} problems
 */
export function refusalMessage(problems) {
  return refusal(
    'This deploy build would not work once uploaded, so it stops here:',
    problems,
    'npm run build',
    'To build a local preview whose form posts to the local inbox instead, run `npm run build:preview`.',
  );
}

/**
 * A refusal: what stops, each problem on its line, where to set things, and what to do instead.
 * @param {string} heading @param {string[]} problems @param {string} command @param {string} instead
 */
function refusal(heading, problems, command, instead) {
  return [
    heading,
    ...problems.map((problem) => `  - ${problem}`),
    `Set these in the environment or in a .env file (see .env.example), then run \`${command}\` again.`,
    instead,
  ].join('\n');
}

/**
 * @typedef {object} EditorSettings
 * @property {string} cloudProject the Keystatic Cloud project, `team/project`
 * @property {string} siteUrl the live site's origin, where the editor's preview links lead
 * @property {string[]} problems why the editor cannot be built; it refuses while any is left
 */

/**
 * The settings of the content editor's own build (`npm run build:editor`,
 * scripts/build-editor.mjs): the Keystatic Cloud project its editors sign in to, and the live
 * site its preview links open. Both are needed; a build with one is refused, naming the other.
 * @param {Record<string, string | undefined>} env
 * @returns {EditorSettings}
 */
export function resolveEditorSettings(env) {
  const cloudProject = env.KEYSTATIC_CLOUD_PROJECT?.trim() ?? '';
  /** @type {string[]} */
  const problems = [];
  if (!cloudProject)
    problems.push(`KEYSTATIC_CLOUD_PROJECT is not set: ${variables.KEYSTATIC_CLOUD_PROJECT}.`);
  else if (!/^[\w.-]+\/[\w.-]+$/.test(cloudProject))
    problems.push(
      `KEYSTATIC_CLOUD_PROJECT is "${cloudProject}": write the team's name and the project's name with a / between them, like brightwave/website.`,
    );
  const siteUrl = env.SITE_URL?.trim().replace(/\/+$/, '') ?? '';
  const siteProblem = siteUrlProblem(env.SITE_URL?.trim() || undefined);
  if (siteProblem) problems.push(siteProblem);
  return { cloudProject, siteUrl, problems };
}

/**
 * The message the editor's build stops with.
 * @param {string[]} problems
 */
export function editorRefusalMessage(problems) {
  return refusal(
    'The content editor cannot be built for the live site yet:',
    problems,
    'npm run build:editor',
    'To edit on this computer instead, with no set-up, run `npm run edit`.',
  );
}

/** What the browser bundle needs of the settings: no problems, no inbox port. */
/** @param {BuildSettings} settings */
export function publicSettings({ target, siteUrl, mediaBaseUrl, emailjs }) {
  return { target, siteUrl, mediaBaseUrl, emailjs };
}

/** @typedef {ReturnType<typeof publicSettings>} PublicBuildSettings */
