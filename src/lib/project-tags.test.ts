import { describe, expect, it } from 'vitest';
import { projectTags } from './project-tags';

describe('projectTags', () => {
  it('takes the first tag as the category, lists up to the limit after it and counts the rest', () => {
    expect(projectTags(['A', 'B', 'C', 'D', 'E', 'F'], 2)).toEqual({
      category: 'A',
      shown: ['B', 'C'],
      more: 3,
    });
    expect(projectTags(['A', 'B'], 3)).toEqual({ category: 'A', shown: ['B'], more: 0 });
  });

  it('gives a project with one tag its category alone', () => {
    expect(projectTags(['Solo'], 3)).toEqual({ category: 'Solo', shown: [], more: 0 });
  });
});
