/**
 * The team, as the author field offers it: each member's file name (what an article's `author`
 * holds) and name (what the marketer chooses by), those who work here first and those who have
 * left the agency after them, marked. Read from src/content/team/ when the editor's
 * script is made: under `npm run edit` a member added, renamed or removed is passed to an open
 * form at once, without reloading the editor (its unsaved words stay); the live editor is
 * rebuilt on every publish (docs/hosting.md), so it has the team as last published.
 */
import yaml from 'js-yaml';

export interface TeamMember {
  /** The file's name, without `.yaml`: 'maya-patel'. */
  file: string;
  /** The person's name as the site shows it: 'Maya Patel'. */
  name: string;
  /** Ticked "Has left the agency": still an author of their articles, off the team page. */
  hasLeft: boolean;
}

const files = import.meta.glob<string>('../content/team/*.yaml', {
  eager: true,
  query: '?raw',
  import: 'default',
});

/**
 * The members of `files` (path → YAML) by name, those who have left the agency last. A file with
 * no name is listed by its file.
 */
export function membersOf(files: Record<string, string>): TeamMember[] {
  return Object.entries(files)
    .map(([file, text]) => {
      const id = file.replace(/^.*\/|\.yaml$/g, '');
      let data: { name?: unknown; hasLeft?: unknown } | undefined;
      try {
        data = yaml.load(text) as typeof data;
      } catch {
        // A file being written or broken by hand: listed by its file name until it is read again.
      }
      const name = data?.name;
      return {
        file: id,
        name: typeof name === 'string' && name.trim() ? name : id,
        hasLeft: data?.hasLeft === true,
      };
    })
    .sort((a, b) => Number(a.hasLeft) - Number(b.hasLeft) || a.name.localeCompare(b.name));
}

/** What every version of this module shares while the editor runs: the team and who listens. */
interface Shared {
  team: TeamMember[];
  listeners: Set<() => void>;
}

const shared: Shared = (import.meta.hot?.data.shared as Shared | undefined) ?? {
  team: [],
  listeners: new Set(),
};
shared.team = membersOf(files);

if (import.meta.hot) {
  // A team file changed: this module runs again with the new files, and tells the open forms.
  import.meta.hot.data.shared = shared;
  import.meta.hot.accept();
  for (const listener of shared.listeners) listener();
}

/** The team now. */
export const team = (): TeamMember[] => shared.team;

/** Calls `listener` whenever the team changes; returns how to stop. */
export function onTeamChange(listener: () => void): () => void {
  shared.listeners.add(listener);
  return () => shared.listeners.delete(listener);
}
