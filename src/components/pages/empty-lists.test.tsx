// @vitest-environment content-dom
/**
 * What a visitor sees when a marketer removes every entry of a list: the section that shows
 * the list goes, heading and all, or the page says so in the words of its copy. Never a
 * heading over nothing.
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { teamIntro } from '~/data/about';
import type * as HomeData from '~/data/home';
import type * as PortfolioData from '~/data/portfolio';
import { homePortfolioIntro } from '~/data/home';
import { projectsIntro } from '~/data/portfolio';
import { AboutPage } from './about';
import { HomePage } from './home';
import { PortfolioPage } from './portfolio';

vi.mock('~/data/team', () => ({ team: [] }));
vi.mock('~/data/home', async (original) => ({
  ...(await original<typeof HomeData>()),
  portfolioTeaser: [],
}));
vi.mock('~/data/portfolio', async (original) => ({
  ...(await original<typeof PortfolioData>()),
  projects: [],
}));

describe('a page whose list is empty', () => {
  it('/about-us without team members has no team section', () => {
    const { container } = render(<AboutPage />);
    expect(container.querySelector(`#${teamIntro.id}`)).toBeNull();
    expect(screen.queryByRole('heading', { name: teamIntro.title })).toBeNull();
    // The page around it is whole.
    expect(container.querySelector('#values')).not.toBeNull();
    expect(container.querySelector('#culture')).not.toBeNull();
  });

  it('the home page without projects has no projects section and no link to all of them', () => {
    const { container } = render(<HomePage />);
    expect(container.querySelector('#work')).toBeNull();
    expect(screen.queryByRole('heading', { name: homePortfolioIntro.title })).toBeNull();
    expect(screen.queryByRole('link', { name: homePortfolioIntro.viewAll.label })).toBeNull();
    expect(container.querySelector('#testimonials')).not.toBeNull();
  });

  it('/portfolio without projects says so in its own words, under no projects heading', () => {
    const { container } = render(<PortfolioPage />);
    const section = container.querySelector(`#${projectsIntro.id}`);
    expect(section?.textContent).toBe(projectsIntro.noProjects);
    expect(screen.queryByRole('heading', { name: projectsIntro.title })).toBeNull();
    expect(section?.querySelector('ul')).toBeNull();
  });
});
