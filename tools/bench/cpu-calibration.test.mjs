import { describe, expect, it } from 'vitest';
import { calibratedCpuMultiplier } from './cpu-calibration.mjs';

describe('calibratedCpuMultiplier', () => {
  it.each([
    // The preset's 4x only for a host as fast as the one Lighthouse assumes, more above it.
    [1533, 4],
    [1766, 5],
    [2000, 6],
    // The calculator's points below that, and between them (this machine measures 1050 to 1900).
    [1300, 3],
    [800, 2],
    [150, 1],
    [1050, 2.5],
    [1424, 3.53],
    [475, 1.5],
    // A host slower than the phone can't be slowed further.
    [100, 1],
    [1, 1],
  ])('gives a host with benchmark index %d a %dx slowdown', (index, multiplier) => {
    expect(calibratedCpuMultiplier(index)).toBe(multiplier);
  });

  it('refuses an index Lighthouse did not measure', () => {
    expect(() => calibratedCpuMultiplier(Number.NaN)).toThrow(RangeError);
    expect(() => calibratedCpuMultiplier(0)).toThrow(RangeError);
  });
});
