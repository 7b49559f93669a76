/**
 * The author field offers the team by name and writes the file name: names come from each
 * member's file, and a file that cannot be read yet is offered by its file name, not dropped.
 */
import { describe, expect, it } from 'vitest';
import { membersOf, team } from './team-names';
import { readdirSync } from 'node:fs';
import { teamFolder } from '~/content/schemas/team';

describe('the team, as the author field offers it', () => {
  it('names each member by the name in their file, sorted by name', () => {
    expect(
      membersOf({
        '../content/team/zoe-park.yaml': 'name: Zoë Park\nrole: Designer\n',
        '../content/team/adam-li.yaml': "name: 'Adam Li'\n",
      }),
    ).toEqual([
      { file: 'adam-li', name: 'Adam Li', hasLeft: false },
      { file: 'zoe-park', name: 'Zoë Park', hasLeft: false },
    ]);
  });

  it('offers those who have left the agency after everyone who works here, marked', () => {
    expect(
      membersOf({
        '../content/team/adam-li.yaml': 'name: Adam Li\nhasLeft: true\n',
        '../content/team/zoe-park.yaml': 'name: Zoë Park\nhasLeft: false\n',
        '../content/team/maya-patel.yaml': 'name: Maya Patel\n',
      }),
    ).toEqual([
      { file: 'maya-patel', name: 'Maya Patel', hasLeft: false },
      { file: 'zoe-park', name: 'Zoë Park', hasLeft: false },
      { file: 'adam-li', name: 'Adam Li', hasLeft: true },
    ]);
  });

  it('offers a file being written, or broken by hand, by its file name', () => {
    expect(membersOf({ '../content/team/maya-patel.yaml': '' })).toEqual([
      { file: 'maya-patel', name: 'maya-patel', hasLeft: false },
    ]);
    expect(membersOf({ '../content/team/maya-patel.yaml': 'name: [unclosed' })).toEqual([
      { file: 'maya-patel', name: 'maya-patel', hasLeft: false },
    ]);
  });

  it('is every file of the team folder', () => {
    const files = readdirSync(teamFolder)
      .filter((file) => file.endsWith('.yaml'))
      .map((file) => file.slice(0, -'.yaml'.length));
    expect(
      team()
        .map((member) => member.file)
        .sort(),
    ).toEqual(files.sort());
  });
});
