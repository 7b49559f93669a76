import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { crossOriginPaths } from '../../integrations/security-headers.mjs';
import { securityHeaderNames } from '../security-expectations.mjs';
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
  }
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
