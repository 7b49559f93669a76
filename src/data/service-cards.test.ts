import { describe, expect, it } from 'vitest';
import { servicesProcess } from '~/data/services';
import { serviceCardFor, serviceCards, serviceFilters, servicesOverview } from '~/data/services';
import { services } from '~/data/services';

describe('/services content', () => {
  it('has one card per service, in the same order, each with a unique id', () => {
    expect(serviceCards.map((card) => card.slug)).toEqual(services.map((service) => service.slug));
    expect(new Set(serviceCards.map((card) => card.id)).size).toBe(serviceCards.length);
  });

  it('finds each service’s card by its slug', () => {
    for (const card of serviceCards) expect(serviceCardFor(card.slug)).toBe(card);
  });

  // Pinned to SPEC §9: the services page starting prices.
  it('shows the starting prices of SPEC §9', () => {
    const prices = Object.fromEntries(serviceCards.map((card) => [card.slug, card.price]));
    expect(prices).toEqual({
      'website-development': 'Starting at $1,499',
      'frontend-development': 'Starting at $999',
      'backend-development': 'Starting at $1,299',
      'seo-digital-marketing': 'Starting at $499/month',
      'email-marketing': 'Starting at $299/month',
      'web-hosting': 'Starting at $9.99/month',
    });
  });

  // Pinned to SPEC §2 /services and §3: the filter's categories over the six services of §3
  // (website, frontend and backend development; SEO and email marketing; hosting).
  it('splits the cards 3 development, 2 marketing, 1 hosting', () => {
    const count = (category: string) =>
      serviceCards.filter((card) => card.category === category).length;
    expect([count('development'), count('marketing'), count('hosting')]).toEqual([3, 2, 1]);
  });

  it('gives every card a description and at least four included features', () => {
    for (const card of serviceCards) {
      expect(card.description.length).toBeGreaterThan(60);
      expect(card.features.length).toBeGreaterThanOrEqual(4);
    }
  });

  // Pinned to SPEC §2 /services: the category filter row and its default.
  it('offers the four filters of SPEC §2, All Services first', () => {
    expect(serviceFilters.map((filter) => filter.label)).toEqual([
      'All Services',
      'Development',
      'Marketing',
      'Hosting',
    ]);
    expect(serviceFilters[0]?.value).toBe('all');
  });

  // Pinned to SPEC §2 /services.
  it('has the hero actions and closing call to action of SPEC §2', () => {
    expect(servicesOverview.hero.title).toBe('Our Services');
    expect(servicesOverview.hero.highlight).toBe('Excellence in Digital Solutions');
    expect(servicesOverview.hero.actions).toEqual([
      { label: 'Start Your Project', href: '/contact' },
      { label: 'Explore Services', href: `#${servicesOverview.cards.id}` },
    ]);
    expect(servicesOverview.closing.action).toEqual({
      label: 'Start Your Project Today',
      href: '/contact',
    });
  });

  // Pinned to SPEC §2 /services: each card's 'Includes' list and 'Get Started' button.
  it('labels each card’s list Includes and its button Get Started', () => {
    expect(servicesOverview.cards.includesLabel).toBe('Includes');
    expect(servicesOverview.cards.actionLabel).toBe('Get Started');
  });

  // Pinned to SPEC §2 /services: the four-step process.
  it('numbers the four process steps 01 to 04: Consultation, Design, Development, Launch', () => {
    expect(servicesProcess.map((step) => step.step)).toEqual(['01', '02', '03', '04']);
    expect(servicesProcess.map((step) => step.title)).toEqual([
      'Consultation',
      'Design',
      'Development',
      'Launch',
    ]);
  });
});
