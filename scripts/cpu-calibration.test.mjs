import { describe, expect, it } from 'vitest';
import { calibratedCpuMultiplier } from './cpu-calibration.mjs';

describe('calibratedCpuMultiplier', () => {
  it('gives the preset 4x only to a host as fast as the one Lighthouse assumes', () => {
    expect(calibratedCpuMultiplier(1533)).toBe(4);
    expect(calibratedCpuMultiplier(1766)).toBe(5);
    expect(calibratedCpuMultiplier(2000)).toBe(6);
  });

  it('passes through the calculator points below that', () => {
    expect(calibratedCpuMultiplier(1300)).toBe(3);
    expect(calibratedCpuMultiplier(800)).toBe(2);
    expect(calibratedCpuMultiplier(150)).toBe(1);
  });

  it('interpolates between the points, as for this 2-core machine', () => {
    expect(calibratedCpuMultiplier(1050)).toBe(2.5);
    expect(calibratedCpuMultiplier(1424)).toBe(3.53);
    expect(calibratedCpuMultiplier(475)).toBe(1.5);
  });

  it('never asks for less than 1x', () => {
    expect(calibratedCpuMultiplier(100)).toBe(1);
    expect(calibratedCpuMultiplier(1)).toBe(1);
  });

  it('refuses an index Lighthouse did not measure', () => {
    expect(() => calibratedCpuMultiplier(Number.NaN)).toThrow(RangeError);
    expect(() => calibratedCpuMultiplier(0)).toThrow(RangeError);
  });
});
