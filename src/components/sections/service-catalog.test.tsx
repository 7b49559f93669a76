// @vitest-environment content-dom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serviceCards, servicesCopy } from '~/data/services';
import type { ServiceFilterValue } from '~/lib/service-filter';
import { describeFilter, serviceCategories } from '~/lib/service-filter';
import { ServiceCatalog } from './service-catalog';

const { includesLabel, actionLabel } = servicesCopy.cards;
const serviceFilters = servicesCopy.filters;

function renderCatalog() {
  return render(
    <ServiceCatalog
      cards={serviceCards}
      filters={serviceFilters}
      includesLabel={includesLabel}
      actionLabel={actionLabel}
    />,
  );
}

/** How many cards a filter should show, counted from the content. */
const cardsIn = (filter: ServiceFilterValue) =>
  serviceCards.filter((card) => filter === 'all' || card.category === filter).length;

const cardItems = (category?: string) =>
  document.querySelectorAll(
    category ? `#service-cards > li[data-category="${category}"]` : '#service-cards > li',
  );

describe('ServiceCatalog filter', () => {
  it('is a group of native radios, one per filter, named after the URL parameter, under a legend', () => {
    renderCatalog();
    const group = screen.getByRole('group', { name: 'Filter services by category' });
    expect(group.tagName).toBe('FIELDSET');
    const radios = within(group).getAllByRole<HTMLInputElement>('radio');
    expect(radios.map((radio) => [radio.value, radio.name])).toEqual(
      serviceFilters.map((filter) => [filter.value, 'category']),
    );
    expect(radios.every((radio) => radio.hasAttribute('data-service-filter'))).toBe(true);
  });

  it('labels each radio with its category', () => {
    renderCatalog();
    for (const { label, value } of serviceFilters) {
      expect(screen.getByRole('radio', { name: label })).toHaveAttribute('value', value);
    }
  });

  it('starts on all services, in the HTML as well as in the DOM', () => {
    renderCatalog();
    const checked = screen
      .getAllByRole<HTMLInputElement>('radio')
      .filter((radio) => radio.checked)
      .map((radio) => radio.value);
    expect(checked).toEqual(['all']);
    // The checked attribute, not only the property: the prerendered HTML must carry it.
    const withAttribute = screen
      .getAllByRole('radio')
      .filter((radio) => radio.hasAttribute('checked'))
      .map((radio) => radio.getAttribute('value'));
    expect(withAttribute).toEqual(['all']);
  });
});

describe('ServiceCatalog cards', () => {
  it('puts every card in the HTML, each marked with its category for the CSS filter', () => {
    renderCatalog();
    expect(cardItems()).toHaveLength(serviceCards.length);
    expect([...cardItems()].map((item) => item.getAttribute('data-category'))).toEqual(
      serviceCards.map((card) => card.category),
    );
    for (const category of serviceCategories) {
      expect(cardItems(category)).toHaveLength(cardsIn(category));
    }
  });

  it('gives each card an action link to the contact form that names its service', () => {
    renderCatalog();
    for (const card of serviceCards) {
      const link = screen.getByRole('link', { name: `${actionLabel} with ${card.title}` });
      expect(link).toHaveAttribute('href', `/contact?service=${card.slug}`);
      expect(link.textContent?.startsWith(actionLabel)).toBe(true);
    }
  });
});

describe('ServiceCatalog status', () => {
  it('holds one status line per filter, for CSS to show the checked one', () => {
    renderCatalog();
    const status = screen.getByRole('status');
    const lines = [...status.querySelectorAll('p[data-filter-status]')].map((line) => [
      line.getAttribute('data-filter-status'),
      line.textContent,
    ]);
    expect(lines).toEqual(
      serviceFilters.map(({ value }) => [value, describeFilter(value, cardsIn(value))]),
    );
    expect(status.children).toHaveLength(serviceFilters.length);
  });
});
