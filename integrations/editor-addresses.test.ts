import { describe, expect, it } from 'vitest';
import { ledgerEntries, ledgerFile } from './address-ledger.mjs';
import { isPublished, ledgerAfterSave, pageOfFile } from './editor-addresses';

const now = new Date('2026-12-01T12:00:00Z');
const article = (fields: string) =>
  `---\ntitle: A title\npubDate: 2026-10-06\n${fields}---\n\nThe text.\n`;
const ledger = (...lines: string[]) =>
  `addresses:\n${lines.map((line) => `  - ${line}\n`).join('')}`;

/** A save over `files` (path → text before it), writing `written` and deleting `deleted`. */
function save(
  files: Record<string, string>,
  written: Record<string, string>,
  deleted: string[] = [],
) {
  return ledgerAfterSave({
    written: Object.entries(written).map(([path, text]) => ({ path, text })),
    deleted,
    before: (file) => files[file],
    now,
  });
}

describe('pageOfFile', () => {
  it('knows the address of each kind of page from its file, and nothing else', () => {
    expect(pageOfFile('src/content/insights/a-b.md')).toEqual({
      address: '/insights/a-b',
      kind: 'articles',
    });
    expect(pageOfFile('src/content/case-studies/ledgerly.yaml')?.address).toBe(
      '/portfolio/ledgerly',
    );
    expect(pageOfFile('src/content/service-pages/web-hosting.yaml')?.address).toBe(
      '/services/web-hosting',
    );
    expect(pageOfFile('src/content/legal/privacy-policy.md')?.address).toBe('/privacy-policy');
    expect(pageOfFile('src/content/insights/a-b/cover.png')).toBeUndefined();
    expect(pageOfFile('src/content/team/maya.yaml')).toBeUndefined();
  });
});

describe('isPublished', () => {
  it('takes an article as published unless a draft or dated after today', () => {
    expect(isPublished('articles', article('draft: false\n'), now)).toBe(true);
    expect(isPublished('articles', article('draft: true\n'), now)).toBe(false);
    expect(isPublished('articles', article('').replace('2026-10-06', '2027-01-01'), now)).toBe(
      false,
    );
    expect(isPublished('pages', 'anything: 1\n', now)).toBe(true);
  });
});

describe('ledgerAfterSave', () => {
  const old = 'src/content/insights/how-to-brief-a-web-agency.md';
  const renamed = 'src/content/insights/how-to-brief-an-agency.md';

  it('a published article renamed: its old address leads to the new one, in the same save', () => {
    const change = save(
      { [old]: article(''), [ledgerFile]: ledger('address: /insights/how-to-brief-a-web-agency') },
      { [renamed]: article('') },
      [old],
    );
    if ('refusal' in change) throw new Error(change.refusal);
    expect(ledgerEntries(change.ledger)).toEqual([
      {
        address: '/insights/how-to-brief-a-web-agency',
        leadsTo: '/insights/how-to-brief-an-agency',
      },
      { address: '/insights/how-to-brief-an-agency' },
    ]);
    expect(change.said).toEqual([
      '/insights/how-to-brief-a-web-agency now leads to /insights/how-to-brief-an-agency',
    ]);
  });

  it('a draft renamed leaves no redirect, and is not listed', () => {
    const change = save(
      { [old]: article('draft: true\n'), [ledgerFile]: ledger('address: /') },
      { [renamed]: article('draft: true\n') },
      [old],
    );
    expect(change).toEqual({ ledger: undefined, said: [] });
  });

  it('a new published page is listed; one saved again changes nothing', () => {
    const page = 'src/content/service-pages/seo.yaml';
    const first = save({ [ledgerFile]: ledger('address: /') }, { [page]: 'title: x\n' });
    if ('refusal' in first) throw new Error(first.refusal);
    expect(ledgerEntries(first.ledger)).toEqual([{ address: '/' }, { address: '/services/seo' }]);
    const again = save(
      { [ledgerFile]: first.ledger ?? '', [page]: 'title: x\n' },
      { [page]: 'title: y\n' },
    );
    expect(again).toEqual({ ledger: undefined, said: [] });
  });

  it('refuses to delete a published page until its address leads somewhere, then lets it go', () => {
    const study = 'src/content/case-studies/ledgerly.yaml';
    const refused = save(
      { [study]: 'headline: x\n', [ledgerFile]: ledger('address: /portfolio/ledgerly') },
      {},
      [study],
    );
    expect(refused).toEqual({ refusal: expect.stringContaining('Before you delete this page') });
    expect('refusal' in refused && refused.refusal).toMatch(/“Leads to”.*“Gone for good”/);
    const settled = save(
      {
        [study]: 'headline: x\n',
        [ledgerFile]: ledger('address: /portfolio/ledgerly\n    gone: true'),
      },
      {},
      [study],
    );
    expect(settled).toEqual({ ledger: undefined, said: [] });
  });

  it('lets a draft go without asking', () => {
    expect(save({ [old]: article('draft: true\n') }, {}, [old])).toEqual({
      ledger: undefined,
      said: [],
    });
  });
});
