// `npm run check:content` (astro sync) answered again and again by one process, in a copy of the
// project (its working folder): each line `check` on stdin asks for one. Astro's `sync()` reads
// the configuration and the content afresh each time, as the command does, without starting
// Node and loading Astro each time: 0.7 s a check instead of 2 s, for the tests that check
// dozens of mistakes one after another (tests/content-build/site-copy.ts, `quickCheck`).
// Each answer is a line of its own: the marker the caller gives (the first argument), then the
// exit code and the refusal as JSON.
import { createInterface } from 'node:readline';
import { sync } from 'astro';

const answerMarker = process.argv[2];

for await (const request of createInterface({ input: process.stdin })) {
  if (request !== 'check') continue;
  let answer = { code: 0, output: '' };
  try {
    await sync({ root: process.cwd(), logLevel: 'silent' });
  } catch (error) {
    // What `astro sync` prints of a refusal: its words (tests/content-build/bad-entries.test.ts
    // proves on the command itself that nothing else is printed).
    answer = { code: 1, output: error instanceof Error ? error.message : String(error) };
  }
  process.stdout.write(`\n${answerMarker}${JSON.stringify(answer)}\n`);
}
