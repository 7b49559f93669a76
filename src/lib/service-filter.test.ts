import { describe, expect, it } from 'vitest';
import { serviceCards } from '~/content/service-cards';
import {
  describeFilter,
  filterServiceCards,
  parseCategory,
  searchForCategory,
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
  it('shows all six cards, then 3 development, 2 marketing and 1 hosting', () => {
    expect(filterServiceCards(serviceCards, 'all')).toHaveLength(6);
    expect(filterServiceCards(serviceCards, 'development').map((card) => card.slug)).toEqual([
      'website-development',
      'frontend-development',
      'backend-development',
    ]);
    expect(filterServiceCards(serviceCards, 'marketing').map((card) => card.slug)).toEqual([
      'seo-digital-marketing',
      'email-marketing',
    ]);
    expect(filterServiceCards(serviceCards, 'hosting').map((card) => card.slug)).toEqual([
      'web-hosting',
    ]);
  });

  it('returns a new array, leaving the content module untouched', () => {
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
