import { describe, expect, it } from 'vitest';
import { callLink, dialNumber } from './phone';

describe('a phone number written once', () => {
  it('dials the figures of the number shown', () => {
    expect(dialNumber('+1 (307) 555-0142')).toBe('+13075550142');
    expect(dialNumber(' +91 98765 43210 ')).toBe('+919876543210');
    expect(dialNumber('+44 20.7946.0958')).toBe('+442079460958');
    expect(callLink('+1 (307) 555-0199')).toBe('tel:+13075550199');
  });

  it('is no number without + and the country code, with letters, or too short or long', () => {
    for (const display of [
      '(307) 555-0142',
      '+0 307 555 0142',
      '+1 307 CALL NOW',
      '+1 555',
      '+1 234 567 890 123 456',
      'call us',
      '',
    ])
      expect(dialNumber(display), display).toBeUndefined();
    expect(() => callLink('(307) 555-0142')).toThrow(/not a phone number a call link can dial/);
  });
});
