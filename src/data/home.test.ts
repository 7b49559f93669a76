import { describe, expect, it } from 'vitest';
import { homeAbout, homeHero, homeHeroStats, homePortfolioIntro } from '~/data/home';
import { portfolioTeaser } from '~/data/home';
import { services } from '~/data/services';
import { testimonials } from '~/data/home';
import { formatStat } from '~/lib/format-stat';

const figures = (stats: readonly { value: number; suffix: string }[]) =>
  stats.map((stat) => formatStat(stat.value, stat.suffix));

describe('home page content', () => {
  it('sends the hero buttons to /contact and /portfolio', () => {
    expect(homeHero.actions).toEqual([
      { label: 'Get Started', href: '/contact' },
      { label: 'Our Projects', href: '/portfolio' },
    ]);
  });

  it('shows the hero figures of SPEC §9: 200+ projects, 99% satisfaction, 10 years', () => {
    expect(figures(homeHeroStats)).toEqual(['200+', '99%', '10']);
    expect(homeHeroStats.map((stat) => stat.label)).toEqual([
      expect.stringMatching(/projects/i),
      expect.stringMatching(/satisfaction/i),
      expect.stringMatching(/years/i),
    ]);
  });

  it('lists the six services in the grid, each linking to its service page', () => {
    expect(services).toHaveLength(6);
    for (const service of services) expect(service.href).toBe(`/services/${service.slug}`);
  });

  it('has an about section with 150+ projects delivered, 98% client satisfaction and a link to /about-us', () => {
    expect(figures(homeAbout.stats)).toEqual(['150+', '98%']);
    expect(homeAbout.stats.map((stat) => stat.label)).toEqual([
      'Projects delivered',
      'Client satisfaction',
    ]);
    expect(homeAbout.link.href).toBe('/about-us');
  });

  it('teases three client sites on reserved .example domains, each with a teaser image', () => {
    expect(portfolioTeaser).toHaveLength(3);
    for (const item of portfolioTeaser) {
      expect(item.link).toMatch(/^https:\/\/[a-z-]+\.example$/);
      expect(item.image.alt.length).toBeGreaterThan(20);
      expect(item.description.length).toBeGreaterThan(40);
    }
    expect(new Set(portfolioTeaser.map((item) => item.image)).size).toBe(3);
    expect(homePortfolioIntro.viewAll).toEqual({
      label: 'View Full Portfolio',
      href: '/portfolio',
    });
  });

  it('has five testimonials with unique ids and every field filled', () => {
    expect(testimonials).toHaveLength(5);
    expect(new Set(testimonials.map((t) => t.id)).size).toBe(5);
    for (const t of testimonials) {
      for (const field of [t.name, t.position, t.company, t.feedback])
        expect(field.trim()).not.toBe('');
    }
  });
});
