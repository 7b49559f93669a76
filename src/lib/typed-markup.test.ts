import { describe, expect, it } from 'vitest';
import { typedMarkup } from './typed-markup';

describe('markup typed into a plain-text field', () => {
  it('is found and named: a link, bold, italics, a tag, an HTML code', () => {
    expect(typedMarkup('Read our [terms of service](/terms-of-service) first')).toBe(
      'These words hold a Markdown link, [terms of service](/terms-of-service), which this field shows as typed: it takes plain text. Write the words alone (“terms of service”).',
    );
    expect(typedMarkup('Fast **hosting** for Pune')).toBe(
      'These words hold the Markdown marks ** around “hosting”, which this field shows as typed: it takes plain text. Remove the marks.',
    );
    expect(typedMarkup('Truly _fast_ sites')).toMatch(/marks _ around “fast”/);
    expect(typedMarkup('Truly *fast* sites')).toMatch(/marks \* around “fast”/);
    expect(typedMarkup('We answer <b>within a day</b>.')).toBe(
      'These words hold the HTML tag <b>, which this field shows as typed: it takes plain text. Remove the tag.',
    );
    expect(typedMarkup('Hosting &amp; domains')).toBe(
      'These words hold the HTML code &amp;, which this field shows as typed: it takes plain text. Write the character itself (&) instead.',
    );
    expect(typedMarkup('It&#39;s fast')).toMatch(/Write the character itself \('\) instead\.$/);
  });

  it('leaves plain words alone, signs and all', () => {
    for (const words of [
      'Hosting & domains',
      'Q&A with our team',
      '5 * 3 * 2 = 30',
      'snake_case_names and file_name.txt',
      '5 < 10 and 10 > 5',
      'Plans [from May] (in rupees)',
      'Pune’s #1 agency',
      'पुणे स्टूडियो',
      '👩‍💻 at work',
    ])
      expect(typedMarkup(words), words).toBeUndefined();
  });
});
