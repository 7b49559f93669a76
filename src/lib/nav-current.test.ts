import { describe, expect, it } from 'vitest';
import { navCurrent } from './nav-current';

describe('which navigation link says where the visitor is', () => {
  it('marks the link to the page itself as the page, however the path ends', () => {
    expect(navCurrent('/insights', '/insights')).toBe('page');
    expect(navCurrent('/insights/', '/insights')).toBe('page');
    expect(navCurrent('/portfolio', '/portfolio/')).toBe('page');
    expect(navCurrent('/', '/')).toBe('page');
  });

  it('marks the link to the section a page sits in, at any depth', () => {
    expect(navCurrent('/insights/a-first-article', '/insights')).toBe('true');
    expect(navCurrent('/insights/topics/seo/2/', '/insights')).toBe('true');
    expect(navCurrent('/portfolio/ledgerly', '/portfolio')).toBe('true');
    expect(navCurrent('/services/web-hosting', '/services')).toBe('true');
  });

  it('never makes the home page the section of every page', () => {
    expect(navCurrent('/insights/a-first-article', '/')).toBeUndefined();
    expect(navCurrent('/about-us', '/')).toBeUndefined();
  });

  it('marks nothing for another page, or one whose address only begins the same', () => {
    expect(navCurrent('/insights', '/portfolio')).toBeUndefined();
    expect(navCurrent('/insights-archive', '/insights')).toBeUndefined();
    expect(navCurrent('/portfolio', '/portfolio/ledgerly')).toBeUndefined();
  });

  it('marks nothing for another site, a place on a page or an address with a query', () => {
    expect(navCurrent('/insights', 'https://example.com/insights')).toBeUndefined();
    expect(navCurrent('/insights', '//example.com/insights')).toBeUndefined();
    expect(navCurrent('/about-us', '/about-us#team')).toBeUndefined();
    expect(navCurrent('/about-us', '#team')).toBeUndefined();
    expect(navCurrent('/contact', '/contact?service=seo')).toBeUndefined();
  });
});
