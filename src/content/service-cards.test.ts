import { describe, expect, it } from 'vitest';
import { servicesProcess } from './process';
import { serviceCardFor, serviceCards, serviceFilters, servicesOverview } from './service-cards';
import { services } from './services';

describe('/services content', () => {
  it('has six cards with unique ids and slugs, one per service, in the same order', () => {
    expect(serviceCards).toHaveLength(6);
    expect(new Set(serviceCards.map((card) => card.id)).size).toBe(6);
    expect(serviceCards.map((card) => card.slug)).toEqual(services.map((service) => service.slug));
  });

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
    expect(serviceCardFor('web-hosting').price).toBe('Starting at $9.99/month');
  });

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

  it('offers the four filters of SPEC §2, All Services first', () => {
    expect(serviceFilters.map((filter) => filter.label)).toEqual([
      'All Services',
      'Development',
      'Marketing',
      'Hosting',
    ]);
    expect(serviceFilters[0].value).toBe('all');
  });

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
