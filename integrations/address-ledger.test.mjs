import { describe, expect, it } from 'vitest';
import {
  addressOfFile,
  isSettled,
  ledgerRefusal,
  settleAddresses,
  withBuilt,
  withLive,
  withMoved,
} from './address-ledger.mjs';

const built = (...paths) => new Set(paths);

describe('settleAddresses', () => {
  it('keeps an address still built live, and names a built one the ledger lacks', () => {
    const settled = settleAddresses(
      [{ address: '/' }, { address: '/insights/a' }],
      built('/', '/insights/a', '/insights/b', '/insights/2', '/insights/topics/seo/3'),
    );
    expect(settled.live).toEqual(['/', '/insights/a']);
    expect(settled.redirects).toEqual([]);
    expect(settled.problems).toEqual([]);
    // The later pages of a list are nobody's link.
    expect(settled.unlisted).toEqual(['/insights/b']);
  });

  it('redirects a renamed address to its new page', () => {
    const settled = settleAddresses(
      [{ address: '/insights/a', leadsTo: '/insights/b' }, { address: '/insights/b' }],
      built('/insights/b'),
    );
    expect(settled.redirects).toEqual([{ from: '/insights/a', to: '/insights/b' }]);
  });

  it('collapses a chain: every old address leads straight to the page at its end', () => {
    const settled = settleAddresses(
      [
        { address: '/a', leadsTo: '/b' },
        { address: '/b', leadsTo: '/c' },
        { address: '/c', leadsTo: '/d' },
        { address: '/d' },
      ],
      built('/d'),
    );
    expect(settled.redirects).toEqual([
      { from: '/a', to: '/d' },
      { from: '/b', to: '/d' },
      { from: '/c', to: '/d' },
    ]);
  });

  it('refuses a loop, naming the addresses it goes through', () => {
    const settled = settleAddresses(
      [
        { address: '/a', leadsTo: '/b' },
        { address: '/b', leadsTo: '/a' },
        { address: '/c', leadsTo: '/c' },
      ],
      built(),
    );
    expect(settled.redirects).toEqual([]);
    expect(settled.problems).toEqual([
      expect.stringMatching(/^\/a leads \(through \/b\) back to \/a, .*circle/),
      expect.stringMatching(/^\/b leads \(through \/a\) back to \/b/),
      expect.stringMatching(/^\/c leads back to \/c/),
    ]);
  });

  it('lets a redirect end on any live page, listed or not, and stops one that ends on no page', () => {
    const settled = settleAddresses(
      [
        { address: '/a', leadsTo: '/insights/2' },
        { address: '/b', leadsTo: '/nowhere' },
        { address: '/c', leadsTo: '/e' },
        { address: '/e', gone: true },
      ],
      built('/insights/2'),
    );
    expect(settled.redirects).toEqual([{ from: '/a', to: '/insights/2' }]);
    expect(settled.gone).toEqual(['/e']);
    expect(settled.problems).toEqual([
      expect.stringMatching(/^\/b leads to \/nowhere, which is no page of the site/),
      expect.stringMatching(/^\/c leads to \/e, which is gone for good/),
    ]);
  });

  it('stops on a published address no longer built that says nowhere to lead, with both choices', () => {
    const settled = settleAddresses([{ address: '/portfolio/ledgerly' }], built());
    expect(settled.problems).toHaveLength(1);
    const [sentence] = settled.problems;
    expect(sentence).toContain('/portfolio/ledgerly is no longer on the site');
    expect(sentence).toContain('people may have its link');
    expect(sentence).toContain('“Leads to”');
    expect(sentence).toContain('“Gone for good”');
    expect(ledgerRefusal(settled.problems)).toMatch(
      /^Some addresses .*src\/content\/site\/addresses\.yaml:\n {2}- The page \/portfolio\/ledgerly/,
    );
  });

  it('answers a gone address as gone, and a page that uses it again makes it live', () => {
    const ledger = [
      { address: '/insights/old', gone: true },
      { address: '/insights/moved', leadsTo: '/' },
    ];
    expect(settleAddresses(ledger, built('/')).gone).toEqual(['/insights/old']);
    const again = settleAddresses(ledger, built('/', '/insights/old', '/insights/moved'));
    expect(again.gone).toEqual([]);
    expect(again.redirects).toEqual([]);
    expect(again.live).toEqual(['/insights/old', '/insights/moved']);
    expect(again.usedAgain).toEqual(['/insights/old', '/insights/moved']);
  });

  it('refuses an address listed twice, or both moved and gone', () => {
    const settled = settleAddresses(
      [{ address: '/a' }, { address: '/a' }, { address: '/b', leadsTo: '/a', gone: true }],
      built('/a'),
    );
    expect(settled.problems).toEqual([
      expect.stringMatching(/^\/a is listed twice/),
      expect.stringMatching(/^\/b leads to \/a and is also marked “Gone for good”/),
    ]);
  });
});

describe('changes to the ledger', () => {
  it('a rename leads the old address to the new one, and what led to the old leads to the new', () => {
    const ledger = [{ address: '/a', leadsTo: '/b' }, { address: '/b' }];
    expect(withMoved(ledger, '/b', '/c')).toEqual([
      { address: '/a', leadsTo: '/c' },
      { address: '/b', leadsTo: '/c' },
      { address: '/c' },
    ]);
  });

  it('a rename back to an old address makes it live again, with no loop', () => {
    const ledger = withMoved([{ address: '/a' }], '/a', '/b');
    const back = withMoved(ledger, '/b', '/a');
    expect(back).toEqual([{ address: '/a' }, { address: '/b', leadsTo: '/a' }]);
    expect(settleAddresses(back, built('/a')).redirects).toEqual([{ from: '/b', to: '/a' }]);
  });

  it('a rename of a page the ledger did not list yet still leads its old address on', () => {
    expect(withMoved([], '/a', '/b')).toEqual([
      { address: '/a', leadsTo: '/b' },
      { address: '/b' },
    ]);
  });

  it('a new page on a gone address takes it back', () => {
    expect(withLive([{ address: '/a', gone: true }], '/a')).toEqual([{ address: '/a' }]);
  });

  it('knows whether a removed page may go: once its address leads somewhere or is gone', () => {
    expect(isSettled([{ address: '/a' }], '/a')).toBe(false);
    expect(isSettled([{ address: '/a', gone: true }], '/a')).toBe(true);
    expect(isSettled([{ address: '/a', leadsTo: '/' }], '/a')).toBe(true);
    expect(isSettled([], '/a')).toBe(false);
  });

  it('after a build, lists every built address once, later list pages aside', () => {
    expect(
      withBuilt(
        [{ address: '/' }, { address: '/x', gone: true }],
        ['/', '/x', '/y', '/insights/2'],
      ),
    ).toEqual([{ address: '/' }, { address: '/x' }, { address: '/y' }]);
  });
});

describe('addressOfFile', () => {
  it('reads a built file as the address it answers', () => {
    expect(addressOfFile('index.html')).toBe('/');
    expect(addressOfFile('insights/a/index.html')).toBe('/insights/a');
    expect(addressOfFile('404.html')).toBeUndefined();
  });
});
