// `npm test`: every check of the project, in the order that fails fastest, each step timed.
// Stops at the first step that fails, and ends with how long each step took, so a slow step
// shows in CI's log (.ci/run) without another run.
import { spawnSync } from 'node:child_process';

/** [what it checks, npm script]: the cheap checks first, the builds and browsers after. */
const steps = [
  ['types', 'typecheck'],
  ['lint and formatting', 'lint'],
  ['unit tests', 'test:unit'],
  ['the preview build', 'build:preview'],
  ['the whole-site pass over every built page', 'test:site'],
  ['the browser tests, once', 'test:e2e'],
  [
    'the content builds: photos, videos, articles, mistakes, ten times the content, the month',
    'test:content',
  ],
];

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const times = [];
let failed;
for (const [what, script] of steps) {
  const start = performance.now();
  console.log(`\n--- npm test: ${what} (npm run ${script})`);
  const { status } = spawnSync(npm, ['run', script], { stdio: 'inherit' });
  const seconds = Math.round((performance.now() - start) / 1000);
  times.push(
    `  ${String(seconds).padStart(5)} s  npm run ${script}${status === 0 ? '' : '  FAILED'}`,
  );
  console.log(`--- npm test: npm run ${script} took ${seconds} s`);
  if (status !== 0) {
    failed = script;
    break;
  }
}
console.log(`\nnpm test, step by step:\n${times.join('\n')}`);
if (failed) {
  console.error(`npm test: npm run ${failed} failed`);
  process.exit(1);
}
