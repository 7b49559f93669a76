// `npm test`: every check of the project, in the order that fails fastest, each step timed.
// Stops at the first step that fails, and ends with how long each step took, so a slow step
// shows in CI's log (.ci/run) without another run.
import { spawn } from 'node:child_process';

/**
 * Each stage: [what it checks, npm script] pairs run side by side, then the next stage. Types
 * and lint each keep one core busy, so they share the two; the builds and browsers use both.
 * The editor's tests have a stage of their own, after the site's: beside them, its development
 * server and the site's browsers shared two cores, and the two took 1,192 s together in CI
 * against 498 s and 228 s apart on this machine, where the editor's first form once never showed.
 */
const stages = [
  [
    ['types', 'typecheck'],
    ['lint and formatting', 'lint'],
  ],
  [['unit tests', 'test:unit']],
  [['the preview build', 'build:preview']],
  [['the whole-site pass over every built page', 'test:site']],
  [['the browser tests, once', 'test:e2e']],
  [['the content editor in a browser, on its development server', 'test:editor']],
  [
    [
      'the content builds: the deploy build, photos, videos, articles, mistakes, ten times the content, the month',
      'test:content',
    ],
  ],
];

/**
 * CI (.ci/run) makes the deploy build on the `engines` floor before `npm test` and says so with
 * DEPLOY_BUILD_TESTED=1: the content builds then leave it out rather than make it twice.
 */
const contentArguments =
  process.env.DEPLOY_BUILD_TESTED === '1'
    ? ['--', '--exclude', 'tests/content-build/deploy-build.test.ts']
    : [];

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/**
 * Runs `npm run script`. Alone, its output streams as it comes; beside another, it is held and
 * printed whole when it ends, so the two never interleave.
 */
function run(script, alone) {
  return new Promise((resolve) => {
    const start = performance.now();
    const extra = script === 'test:content' ? contentArguments : [];
    const child = spawn(npm, ['run', script, ...extra], {
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      if (!alone) process.stdout.write(output);
      resolve({ script, status: code, seconds: Math.round((performance.now() - start) / 1000) });
    });
  });
}

const times = [];
let failed = [];
for (const stage of stages) {
  for (const [what, script] of stage) console.log(`\n--- npm test: ${what} (npm run ${script})`);
  const results = await Promise.all(stage.map(([, script]) => run(script, stage.length === 1)));
  for (const { script, status, seconds } of results) {
    times.push(
      `  ${String(seconds).padStart(5)} s  npm run ${script}${status === 0 ? '' : '  FAILED'}`,
    );
    console.log(`--- npm test: npm run ${script} took ${seconds} s`);
  }
  failed = results.filter(({ status }) => status !== 0).map(({ script }) => script);
  if (failed.length > 0) break;
}
console.log(`\nnpm test, step by step:\n${times.join('\n')}`);
if (failed.length > 0) {
  console.error(`npm test: npm run ${failed.join(', npm run ')} failed`);
  process.exit(1);
}
