import { describe, expect, it } from 'vitest';
import { serviceCards } from '~/data/services';
import {
  describeFilter,
  filterServiceCards,
  parseCategory,
  searchForCategory,
  serviceCategories,
} from './service-filter';

describe('parseCategory', () => {
  it('reads the three categories from the URL', () => {
    expect(parseCategory('development')).toBe('development');
    expect(parseCategory('marketing')).toBe('marketing');
    expect(parseCategory('hosting')).toBe('hosting');
  });

  it('tolerates case and whitespace a person might type into a shared link', () => {
    expect(parseCategory(' Marketing ')).toBe('marketing');
  });

  it('falls back to all services for a missing, empty or unknown value', () => {
    for (const value of [null, undefined, '', 'nonsense', 'all', 'developments']) {
      expect(parseCategory(value)).toBe('all');
    }
  });
});

describe('filterServiceCards', () => {
  it('shows every card for all services, and only a category’s cards, in order, for a category', () => {
    const cards = [
      { id: 1, category: 'development' },
      { id: 2, category: 'marketing' },
      { id: 3, category: 'development' },
      { id: 4, category: 'hosting' },
    ] as const;
    const ids = (filter: Parameters<typeof filterServiceCards>[1]) =>
      filterServiceCards(cards, filter).map((card) => card.id);
    expect(ids('all')).toEqual([1, 2, 3, 4]);
    expect(ids('development')).toEqual([1, 3]);
    expect(ids('marketing')).toEqual([2]);
    expect(ids('hosting')).toEqual([4]);
  });

  it('splits the site’s cards into its categories, each card in exactly one, in card order', () => {
    const shown = serviceCategories.map((category) => filterServiceCards(serviceCards, category));
    // A category may have no service today; the union below still holds every card.
    for (const [index, cards] of shown.entries()) {
      for (const card of cards) expect(card.category).toBe(serviceCategories[index]);
      const order = cards.map((card) => serviceCards.indexOf(card));
      expect(order).toEqual([...order].sort((a, b) => a - b));
    }
    expect(shown.flat()).toHaveLength(serviceCards.length);
    expect(new Set(shown.flat())).toEqual(new Set(serviceCards));
  });

  it('returns a new array, leaving the cards it was given untouched', () => {
    const all = filterServiceCards(serviceCards, 'all');
    expect(all).not.toBe(serviceCards);
    expect(all).toEqual([...serviceCards]);
  });
});

describe('searchForCategory', () => {
  it('sets ?category= for a category and drops it for all services, keeping other parameters', () => {
    const current = new URLSearchParams('utm_source=newsletter&category=hosting');
    expect(searchForCategory(current, 'marketing').toString()).toBe(
      'utm_source=newsletter&category=marketing',
    );
    expect(searchForCategory(current, 'all').toString()).toBe('utm_source=newsletter');
    expect(current.get('category')).toBe('hosting');
  });
});

describe('describeFilter', () => {
  it('says what is shown, in words a screen reader can announce', () => {
    expect(describeFilter('all', 6)).toBe('Showing all 6 services');
    expect(describeFilter('development', 3)).toBe('Showing 3 development services');
    expect(describeFilter('hosting', 1)).toBe('Showing 1 hosting service');
  });
});
