import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  buildTarget,
  editorRefusalMessage,
  emailjsApiOrigin,
  placeholderSiteUrl,
  readEnvironment,
  refusalMessage,
  resolveBuildSettings,
  resolveEditorSettings,
} from '../src/config/build-settings.js';

const complete = {
  SITE_URL: 'https://www.brightwave-digital.com/',
  EMAILJS_SERVICE_ID: 'service_live',
  EMAILJS_TEMPLATE_ID: 'template_live',
  EMAILJS_PUBLIC_KEY: 'live-public-key',
};

describe('deploy build settings', () => {
  it('take the site URL and the EmailJS ids from the environment, and post to the EmailJS API', () => {
    const settings = resolveBuildSettings(complete, 'deploy');
    expect(settings.problems).toEqual([]);
    expect(settings.siteUrl).toBe('https://www.brightwave-digital.com');
    expect(settings.emailjs).toMatchObject({
      serviceId: 'service_live',
      templateId: 'template_live',
      publicKey: 'live-public-key',
      origin: emailjsApiOrigin,
    });
    expect(settings.mediaBaseUrl).toBe('/media');
  });

  it('name every missing key and the placeholder site URL, with what to set', () => {
    const { problems } = resolveBuildSettings({ SITE_URL: placeholderSiteUrl }, 'deploy');
    expect(problems).toHaveLength(4);
    expect(problems[0]).toMatch(/^SITE_URL is "https:\/\/www\.brightwave\.example", a placeholder/);
    for (const name of ['EMAILJS_SERVICE_ID', 'EMAILJS_TEMPLATE_ID', 'EMAILJS_PUBLIC_KEY'])
      expect(problems.join('\n')).toContain(`${name} is not set`);
    const message = refusalMessage(problems);
    expect(message).toContain('npm run build:preview');
    expect(message).toContain('.env');
  });

  it.each([
    ['', /SITE_URL is not set/],
    ['www.agency.com', /not a URL/],
    ['http://www.agency.com', /https:\/\//],
    ['https://www.agency.com/en', /origin only/],
    ['https://localhost:3000', /placeholder or local/],
    ['https://agency.test', /placeholder or local/],
  ])('refuse SITE_URL %j', (value, problem) => {
    const { problems } = resolveBuildSettings({ ...complete, SITE_URL: value }, 'deploy');
    expect(problems).toEqual([expect.stringMatching(problem)]);
  });

  it('read the guards, and refuse a throttle that is not a whole number of milliseconds', () => {
    const settings = resolveBuildSettings(
      {
        ...complete,
        EMAILJS_BLOCK_HEADLESS: 'true',
        EMAILJS_BLOCK_LIST: ' a@x.com, ,b@y.com ',
        EMAILJS_THROTTLE_MS: '60000',
      },
      'deploy',
    );
    expect(settings.emailjs.guards).toEqual({
      blockHeadless: true,
      blockList: ['a@x.com', 'b@y.com'],
      throttleMs: 60000,
    });
    const { problems } = resolveBuildSettings(
      { ...complete, EMAILJS_THROTTLE_MS: '1 min' },
      'deploy',
    );
    expect(problems).toEqual([expect.stringMatching(/EMAILJS_THROTTLE_MS/)]);
  });

  it('refuse a media origin that is not https', () => {
    const { problems } = resolveBuildSettings(
      { ...complete, MEDIA_BASE_URL: 'http://cdn.agency.com/media' },
      'deploy',
    );
    expect(problems).toEqual([expect.stringMatching(/MEDIA_BASE_URL/)]);
  });
});

describe('preview build settings', () => {
  it('post to the local inbox with its own ids, whatever EmailJS keys the environment holds', () => {
    const settings = resolveBuildSettings(
      { ...complete, EMAILJS_THROTTLE_MS: '60000', INBOX_PORT: '3101' },
      'preview',
    );
    expect(settings.problems).toEqual([]);
    expect(settings.emailjs.origin).toBe('http://localhost:3101');
    expect(settings.emailjs.publicKey).not.toBe(complete.EMAILJS_PUBLIC_KEY);
    expect(settings.emailjs.guards.throttleMs).toBe(0);
    expect(settings.inboxPort).toBe(3101);
  });

  it('build without any setting, on the placeholder domain and the default inbox', () => {
    const settings = resolveBuildSettings({}, 'preview');
    expect(settings.siteUrl).toBe(placeholderSiteUrl);
    expect(settings.emailjs.origin).toBe('http://localhost:3001');
  });

  it('are chosen by the process, never by a .env file', () => {
    expect(buildTarget({ BUILD_TARGET: 'preview' })).toBe('preview');
    expect(buildTarget({})).toBe('deploy');
    expect(buildTarget({ BUILD_TARGET: 'staging' })).toBe('deploy');
  });
});

describe('the environment', () => {
  it('is read from .env, with the shell winning over the file', async () => {
    const { writeFileSync } = await import('node:fs');
    const dir = mkdtempSync(join(tmpdir(), 'brightwave-env-'));
    writeFileSync(join(dir, '.env'), 'SITE_URL=https://from-file.com\nEMAILJS_SERVICE_ID=file\n');
    process.env.EMAILJS_SERVICE_ID = 'shell';
    try {
      const env = readEnvironment(dir);
      expect(env.SITE_URL).toBe('https://from-file.com');
      expect(env.EMAILJS_SERVICE_ID).toBe('shell');
    } finally {
      delete process.env.EMAILJS_SERVICE_ID;
    }
  });
});

describe('npm run build', () => {
  it('stops before rendering anything when the settings are incomplete, and says what to set', () => {
    const out = join(mkdtempSync(join(tmpdir(), 'brightwave-refused-')), 'client');
    // Empty values in the process win over any .env in the checkout.
    const result = spawnSync(
      process.execPath,
      ['node_modules/astro/bin/astro.mjs', 'build', '--outDir', out],
      {
        encoding: 'utf8',
        env: {
          ...process.env,
          BUILD_TARGET: '',
          SITE_URL: '',
          EMAILJS_SERVICE_ID: '',
          EMAILJS_TEMPLATE_ID: '',
          EMAILJS_PUBLIC_KEY: '',
          ASTRO_TELEMETRY_DISABLED: '1',
        },
      },
    );
    expect(result.status).not.toBe(0);
    const output = result.stdout + result.stderr;
    expect(output).toContain('SITE_URL is not set');
    expect(output).toContain('EMAILJS_PUBLIC_KEY is not set');
    expect(existsSync(out)).toBe(false);
  }, 60_000);
});

describe('the live content editor’s settings (npm run build:editor)', () => {
  it('take the Keystatic Cloud project and the live site’s address', () => {
    expect(
      resolveEditorSettings({
        KEYSTATIC_CLOUD_PROJECT: ' brightwave/website ',
        SITE_URL: 'https://www.brightwave-digital.com/',
      }),
    ).toEqual({
      cloudProject: 'brightwave/website',
      siteUrl: 'https://www.brightwave-digital.com',
      problems: [],
    });
  });

  it('refuse a half-configured build, naming what is missing and where to find it', () => {
    const onlySite = resolveEditorSettings({ SITE_URL: 'https://www.brightwave-digital.com' });
    expect(onlySite.problems).toEqual([
      expect.stringMatching(/^KEYSTATIC_CLOUD_PROJECT is not set: .*team\/project/),
    ]);
    const onlyProject = resolveEditorSettings({ KEYSTATIC_CLOUD_PROJECT: 'brightwave/website' });
    expect(onlyProject.problems).toEqual([expect.stringMatching(/^SITE_URL is not set/)]);
    const neither = resolveEditorSettings({});
    expect(neither.problems).toHaveLength(2);
    const message = editorRefusalMessage(neither.problems);
    expect(message).toContain('npm run build:editor');
    expect(message).toContain('npm run edit');
  });

  it('refuse a project written without its team, and the template’s site address', () => {
    const { problems } = resolveEditorSettings({
      KEYSTATIC_CLOUD_PROJECT: 'website',
      SITE_URL: placeholderSiteUrl,
    });
    expect(problems[0]).toBe(
      'KEYSTATIC_CLOUD_PROJECT is "website": write the team\'s name and the project\'s name with a / between them, like brightwave/website.',
    );
    expect(problems[1]).toMatch(/^SITE_URL is "https:\/\/www\.brightwave\.example", a placeholder/);
  });

  it('stop `npm run build:editor` before it builds anything, with the message', () => {
    const result = spawnSync(process.execPath, ['scripts/build-editor.mjs'], {
      encoding: 'utf8',
      // A variable set in the environment, even empty, wins over a .env file.
      env: {
        ...process.env,
        KEYSTATIC_CLOUD_PROJECT: '',
        SITE_URL: 'https://www.brightwave-digital.com',
      },
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('The content editor cannot be built for the live site yet:');
    expect(result.stderr).toContain('KEYSTATIC_CLOUD_PROJECT is not set');
    expect(result.stdout).not.toContain('The live content editor is in build/editor/');
  });
});
