// @vitest-environment content-dom
/**
 * What a visitor sees when a marketer removes every entry of a list: the section that shows
 * the list goes, heading and all, or the page says so in the words of its copy. Never a
 * heading over nothing.
 */
import { render, screen } from '@testing-library/react';
import { sharedClosing } from '~/data/site';
import { describe, expect, it } from 'vitest';
import { aboutCopy, aboutHeroVideo } from '~/data/about';
import { homeCopy, testimonials } from '~/data/home';
import { portfolioCopy } from '~/data/portfolio';
import { services } from '~/data/services';
import { AboutPage } from './about';
import { HomePage } from './home';
import { PortfolioPage } from './portfolio';

describe('a page whose list is empty', () => {
  it('/about-us without team members has no team section', () => {
    const { container } = render(
      <AboutPage
        copy={aboutCopy}
        heroVideo={aboutHeroVideo}
        team={[]}
        sharedClosing={sharedClosing}
      />,
    );
    const { teamIntro } = aboutCopy;
    expect(container.querySelector(`#${teamIntro.id}`)).toBeNull();
    expect(screen.queryByRole('heading', { name: teamIntro.title })).toBeNull();
    // The page around it is whole.
    expect(container.querySelector('#values')).not.toBeNull();
    expect(container.querySelector('#culture')).not.toBeNull();
  });

  it('the home page without projects has no projects section and no link to all of them', () => {
    const { container } = render(
      <HomePage
        copy={homeCopy}
        services={services}
        portfolioTeaser={[]}
        testimonials={testimonials}
        sharedClosing={sharedClosing}
      />,
    );
    const intro = homeCopy.portfolio;
    expect(container.querySelector('#work')).toBeNull();
    expect(screen.queryByRole('heading', { name: intro.title })).toBeNull();
    expect(screen.queryByRole('link', { name: intro.viewAll.label })).toBeNull();
    expect(container.querySelector('#testimonials')).not.toBeNull();
  });

  it('/portfolio without projects says so in its own words, under no projects heading', () => {
    const { container } = render(
      <PortfolioPage copy={portfolioCopy} projects={[]} sharedClosing={sharedClosing} />,
    );
    const intro = portfolioCopy.projects;
    const section = container.querySelector(`#${intro.id}`);
    expect(section?.textContent).toBe(intro.noProjects);
    expect(screen.queryByRole('heading', { name: intro.title })).toBeNull();
    expect(section?.querySelector('ul')).toBeNull();
  });
});
