import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import type { PictureContext } from './fields';
import { authorNotOnTeam, onTeamPage, teamMember } from './team';

describe('someone who has left the agency', () => {
  const people = [
    { name: 'Asha', hasLeft: false },
    { name: 'Ben', hasLeft: true },
    { name: 'Chen', hasLeft: false },
  ];

  it('is not on the team page; everyone else is, in the same order', () => {
    expect(onTeamPage(people).map(({ name }) => name)).toEqual(['Asha', 'Chen']);
  });

  it('is someone who works here unless their file says otherwise', () => {
    // The editor's way of reading a picture field: its name alone.
    const byName: PictureContext = { picture: () => z.string() as never };
    const schema = teamMember(byName);
    const hasLeft = schema.shape.hasLeft;
    expect(hasLeft.parse(undefined)).toBe(false);
    expect(hasLeft.parse(true)).toBe(true);
    expect(hasLeft.safeParse('yes').error?.issues[0]?.message).toMatch(/hasLeft: true/);
  });
});

describe('an article whose author has no file in the team folder', () => {
  const message = authorNotOnTeam('src/content/insights/a.md', 'ben-cole', ['asha-rao', 'chen-li']);

  it('names the article and the missing file', () => {
    expect(message).toMatch(/^src\/content\/insights\/a\.md: author "ben-cole" is not on the team/);
    expect(message).toContain('src/content/team/ben-cole.yaml');
  });

  it('lists whom a misspelt name may mean', () => {
    expect(message).toContain('one of: asha-rao, chen-li.');
  });

  it('says to put the file back and mark them as left, not to give the article away', () => {
    expect(message).toMatch(/put their file src\/content\/team\/ben-cole\.yaml back/);
    expect(message).toContain('"Has left the agency"');
    expect(message).not.toMatch(/colleague/);
  });

  it('says the team is empty rather than listing no one', () => {
    expect(authorNotOnTeam('src/content/insights/a.md', 'ben-cole', [])).toMatch(
      /is not on the team\. The team has no one in it \(src\/content\/team\/ holds no file\), so no article has an author: put the team back first\./,
    );
  });
});
