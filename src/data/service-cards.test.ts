import { describe, expect, it } from 'vitest';
import { serviceCardFor, serviceCards, services } from '~/data/services';
import { serviceCategories } from '~/lib/service-filter';
import { entriesInOrder, entryData, expectLinkWorks } from './content.test-support';

// What services.yaml and the service files say; /services must offer exactly that.
const page = await entryData('servicesPage', 'services');
const entries = await entriesInOrder('services');

describe('/services content', () => {
  it('has one card per service, in the order of their positions, each with a unique id', () => {
    expect(serviceCards.map((card) => card.slug)).toEqual(entries.map(({ id }) => id));
    expect(serviceCards.map((card) => card.slug)).toEqual(services.map((service) => service.slug));
    expect(new Set(serviceCards.map((card) => card.id)).size).toBe(serviceCards.length);
  });

  it('gives each card the title, category, description, features and price of its file', () => {
    entries.forEach(({ data }, index) => {
      const { id, slug, icon, href, ...card } = serviceCards[index]!;
      expect(card).toEqual(data.card);
    });
  });

  it('finds each service’s card by its slug', () => {
    for (const card of serviceCards) expect(serviceCardFor(card.slug)).toBe(card);
  });

  it('offers the entry’s filters, in order, each a category the cards can have or all of them', () => {
    const values = page.filters.map((filter) => filter.value);
    expect(new Set(values).size).toBe(values.length);
    expect(values).toContain('all');
    for (const value of values) expect(['all', ...serviceCategories]).toContain(value);
  });

  it('leads each link of the hero and the closing call to action somewhere', () => {
    for (const action of page.hero.actions) {
      // A place on this page: the cards or the process.
      if (action.href.startsWith('#'))
        expect([page.cards.id, page.process.id]).toContain(action.href.slice(1));
      else expectLinkWorks(action.href);
    }
    expectLinkWorks(page.closing.action.href);
  });

  it('numbers the process steps 01, 02, … in the order the entry lists them', () => {
    const steps = page.process.steps;
    expect(steps.map((step) => step.step)).toEqual(
      steps.map((_, index) => String(index + 1).padStart(2, '0')),
    );
  });
});
