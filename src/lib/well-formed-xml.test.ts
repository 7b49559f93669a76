import { describe, expect, it } from 'vitest';
import { xmlProblem } from './well-formed-xml.test-support';

const feed = (title: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/"><channel><item><title>${title}</title><dc:creator>Maya</dc:creator></item></channel></rss>`;

describe('a strict XML reading of a feed', () => {
  it('accepts a well-formed feed', () => {
    expect(xmlProblem(feed('Fast sites &amp; “sales” — पुणे 👩‍💻'))).toBeUndefined();
  });

  it('refuses what feed readers refuse and a lenient parser lets through', () => {
    expect(xmlProblem(feed('Fast \u0001 sites'))).toMatch(/disallowed character/);
    expect(xmlProblem(feed('Fast & sites'))).toBeDefined();
    expect(xmlProblem(feed('<b>Fast sites'))).toBeDefined();
  });
});
