import { describe, expect, it } from 'vitest';
import { portfolioClosing, portfolioHero, projectTags, projects } from '~/data/portfolio';

describe('portfolio page content', () => {
  it('shows the four hero chips and sends both hero buttons to /contact', () => {
    expect(portfolioHero.chips).toEqual([
      'Web Design',
      'SaaS Platforms',
      'E-commerce',
      'Healthcare Tech',
    ]);
    expect(portfolioHero.actions).toHaveLength(2);
    for (const action of portfolioHero.actions) expect(action.href).toBe('/contact');
    expect(portfolioClosing.primary.href).toBe('/contact');
  });

  it('lists five projects with an image, description, tags and a .example URL', () => {
    expect(projects.map((project) => project.name)).toEqual([
      'Lumina Health',
      'Northpeak Outfitters',
      'Ledgerly',
      'Atelier Nord',
      'Routewise',
    ]);
    for (const project of projects) {
      expect(project.url).toMatch(/^https:\/\/[a-z-]+\.example$/);
      expect(project.image.alt).toContain(project.name);
      expect(project.tags.length).toBeGreaterThanOrEqual(2);
      expect(project.description.length).toBeGreaterThan(60);
    }
  });

  it('gives every project a different image', () => {
    expect(new Set(projects.map((project) => project.image)).size).toBe(5);
  });

  it('uses the first tag as the category', () => {
    expect(projects.map((project) => projectTags(project).category)).toEqual(
      projects.map((project) => project.tags[0]),
    );
  });

  it('has exactly one project whose card shows a "+3 More" tag', () => {
    const overflowing = projects.filter((project) => projectTags(project).more > 0);
    expect(overflowing).toHaveLength(1);
    expect(projectTags(overflowing[0]!).more).toBe(3);
  });

  it('splits tags into category, listed tags and overflow', () => {
    const project = { ...projects[0], tags: ['A', 'B', 'C', 'D', 'E', 'F'] };
    expect(projectTags(project, 2)).toEqual({ category: 'A', shown: ['B', 'C'], more: 3 });
    expect(projectTags({ ...project, tags: ['Solo'] })).toEqual({
      category: 'Solo',
      shown: [],
      more: 0,
    });
  });
});
