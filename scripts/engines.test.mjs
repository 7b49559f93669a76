import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const manifest = JSON.parse(readFileSync('package.json', 'utf8'));
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));

/** Every installed package that states the Node versions it runs on. */
const constrained = Object.entries(lock.packages)
  .filter(([path, entry]) => path && !entry.optional && entry.engines?.node)
  .map(([path, entry]) => ({
    name: path.replace(/.*node_modules\//, ''),
    range: entry.engines.node,
  }));

describe('engines', () => {
  it('admits no Node release that a dependency refuses: the floor is the strictest of theirs', () => {
    // The first release of each major our range admits, up to the current LTS.
    const ours = manifest.engines.node;
    const firsts = [20, 21, 22, 23, 24]
      .map((major) => semver.minVersion(semver.validRange(`${ours} ${major}.x`) ?? '<0.0.0'))
      .filter((version) => version && semver.satisfies(version, ours));
    expect(firsts.length).toBeGreaterThan(0);
    for (const version of firsts)
      for (const { name, range } of constrained)
        expect(semver.satisfies(version, range), `${name} (${range}) on Node ${version}`).toBe(
          true,
        );
  });

  it('is no stricter than the strictest dependency: each admitted major starts where one of them does', () => {
    const floor = semver.minVersion(manifest.engines.node);
    const refused = semver.parse(`${floor.major}.${floor.minor}.${Math.max(0, floor.patch - 1)}`);
    const previous =
      floor.patch > 0 ? refused : semver.parse(`${floor.major}.${floor.minor - 1}.99`);
    expect(constrained.some(({ range }) => !semver.satisfies(previous, range))).toBe(true);
  });
});
