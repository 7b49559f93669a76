import { describe, expect, it } from 'vitest';
import { hexColor, shorterColors } from './css-colors.mjs';

describe('colours in a page’s CSS', () => {
  it('writes a colour inside the sRGB gamut as its shortest hex code', () => {
    // Tailwind's slate-700 and white, and white at 10 %.
    expect(hexColor('oklch(37.2% .044 257.287)')).toBe('#314158');
    expect(hexColor('oklch(100% 0 0)')).toBe('#fff');
    expect(hexColor('oklab(100% 0 5.96046e-8/.1)')).toBe('#ffffff1a');
  });

  it('leaves a colour outside it, which a wide-gamut screen shows richer', () => {
    // Tailwind's red-600.
    expect(hexColor('oklch(57.7% .245 27.325)')).toBeUndefined();
    expect(hexColor('not a colour')).toBeUndefined();
  });

  it('rewrites only the colours, wherever they are, and nothing else', () => {
    expect(
      shorterColors(
        '.a{color:oklch(37.2% .044 257.287)}.b{color:oklch(57.7% .245 27.325)}.c{--tw-shadow-color:color-mix(in oklab, oklab(100% 0 0/.5) var(--tw-shadow-alpha), transparent)}',
      ),
    ).toBe(
      '.a{color:#314158}.b{color:oklch(57.7% .245 27.325)}.c{--tw-shadow-color:color-mix(in oklab, #ffffff80 var(--tw-shadow-alpha), transparent)}',
    );
  });
});
