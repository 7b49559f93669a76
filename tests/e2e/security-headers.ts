import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { crossOriginPaths } from '../../integrations/security-headers.mjs';
import {
  headerPolicyDirectives,
  longestHeaderLine,
  securityHeaderNames,
} from '../security-expectations.mjs';
import { expect, type APIResponse, type Page } from './fixtures';

/**
 * Helpers for the header tests of every server the site runs under (nginx, scripts/serve.mjs):
 * what each response must carry, and a watch on the browser's Content Security Policy reports.
 */

export { securityHeaderNames };

/** The values the build computed (build/hosting/security-headers.json), by header name. */
function builtValues(): Map<string, string> {
  const pairs = JSON.parse(readFileSync('build/hosting/security-headers.json', 'utf8')) as [
    string,
    string,
  ][];
  return new Map(pairs);
}

/**
 * Asserts that `response` sends every security header once, with the build's value, and the
 * given Cross-Origin-Resource-Policy. Reads the header lines as sent, so a header given twice
 * shows as two values.
 */
export function expectSecurityHeaders(
  response: APIResponse,
  resourcePolicy: 'same-origin' | 'cross-origin',
  label: string,
) {
  const built = builtValues();
  const lines = response.headersArray();
  for (const name of securityHeaderNames) {
    const sent = lines
      .filter((line) => line.name.toLowerCase() === name.toLowerCase())
      .map((line) => line.value);
    const expected = name === 'Cross-Origin-Resource-Policy' ? resourcePolicy : built.get(name);
    expect(sent, `${label}: ${name}`).toEqual([expected]);
    expect(`${name}: ${sent[0]}`.length, `${label}: ${name}`).toBeLessThanOrEqual(
      longestHeaderLine,
    );
  }
  // Pages, pictures, fonts and scripts alike carry the small fixed policy, no page's hashes.
  const policy = lines.find((line) => line.name.toLowerCase() === 'content-security-policy');
  expect(directivesOf(policy?.value ?? ''), `${label}: the policy header`).toEqual(
    headerPolicyDirectives,
  );
}

/** A policy's directives, each as [name, sources]. */
export function directivesOf(policy: string): [string, string][] {
  return policy
    .split(';')
    .map((directive) => directive.trim())
    .filter(Boolean)
    .map((directive) => {
      const [name = '', ...sources] = directive.split(/\s+/);
      return [name, sources.join(' ')];
    });
}

/**
 * The page's own Content Security Policy: the `content` of its
 * `<meta http-equiv="Content-Security-Policy">`, which must come before any inline `<style>` or
 * `<script>` (a <meta> policy governs only what follows it); '' when it has none.
 */
export function pagePolicy(html: string): string {
  const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(html);
  if (!meta) return '';
  const before = html.slice(0, meta.index);
  expect(before, 'no inline style or script before the page’s policy').not.toMatch(
    /<style|<script(?![^>]*\ssrc=)(?![^>]*type="application\/(ld\+)?json")/,
  );
  return (meta[1] ?? '').replaceAll('&quot;', '"').replaceAll('&amp;', '&');
}

/**
 * One URL path per `crossOriginPaths` pattern, a file of the site in `root` (the first one of a
 * folder pattern), or null where the build has no such file.
 */
export function crossOriginSamples(root: string): [pattern: string, path: string | null][] {
  return crossOriginPaths.map((pattern) => {
    if (!pattern.endsWith('/*')) return [pattern, existsSync(join(root, pattern)) ? pattern : null];
    const folder = pattern.slice(0, -1);
    const files = existsSync(join(root, folder))
      ? readdirSync(join(root, folder))
          .filter((name) => !/\.(br|gz)$/.test(name) && statSync(join(root, folder, name)).isFile())
          .sort()
      : [];
    return [pattern, files[0] ? `${folder}${files[0]}` : null];
  });
}

/**
 * Collects every Content Security Policy violation the page reports from now on, in any of its
 * documents: `securitypolicyviolation` events, and the browser's console errors about the CSP.
 * Also collects console errors about the Permissions-Policy header (an unknown feature).
 */
export async function watchPolicyReports(page: Page): Promise<string[]> {
  const reports: string[] = [];
  await page.exposeFunction('__reportPolicyViolation', (text: string) => reports.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportPolicyViolation: (text: string) => void })
        .__reportPolicyViolation;
      report(`${location.pathname}: ${event.effectiveDirective} blocked ${event.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to|Permissions-Policy/i.test(message.text()))
      reports.push(`console: ${message.text().slice(0, 200)}`);
  });
  return reports;
}

/**
 * Adds a `<style>` element the policy does not allow, so a test can see its watch catch it: a
 * policy that let it in, or a watch that heard nothing, fails the test.
 */
export async function injectUnhashedStyle(page: Page) {
  await page.evaluate(() => {
    const style = document.createElement('style');
    style.textContent = '.csp-canary { color: red }';
    document.head.append(style);
  });
}
