import { describe, expect, it } from 'vitest';
import { formatStat } from './format-stat';

describe('formatStat', () => {
  it('appends the suffix to the figure', () => {
    expect(formatStat(200, '+')).toBe('200+');
    expect(formatStat(98, '%')).toBe('98%');
    expect(formatStat(0, '+')).toBe('0+');
  });

  it('adds no thousands separator, so a year stays a year', () => {
    expect(formatStat(2015, '')).toBe('2015');
    expect(formatStat(12500, '+')).toBe('12500+');
  });
});
