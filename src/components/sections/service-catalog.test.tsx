// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serviceCards } from '~/content/service-cards';
import { ServiceCatalog } from './service-catalog';

function renderCatalog() {
  return render(
    <ServiceCatalog cards={serviceCards} includesLabel="Includes" actionLabel="Get Started" />,
  );
}

const cardItems = (category?: string) =>
  document.querySelectorAll(
    category ? `#service-cards > li[data-category="${category}"]` : '#service-cards > li',
  );

describe('ServiceCatalog filter', () => {
  it('is a group of four native radios named after the URL parameter, under a legend', () => {
    renderCatalog();
    const group = screen.getByRole('group', { name: 'Filter services by category' });
    expect(group.tagName).toBe('FIELDSET');
    const radios = within(group).getAllByRole<HTMLInputElement>('radio');
    expect(radios.map((radio) => [radio.value, radio.name])).toEqual([
      ['all', 'category'],
      ['development', 'category'],
      ['marketing', 'category'],
      ['hosting', 'category'],
    ]);
    expect(radios.every((radio) => radio.hasAttribute('data-service-filter'))).toBe(true);
  });

  it('labels each radio with its category', () => {
    renderCatalog();
    for (const [label, value] of [
      ['All Services', 'all'],
      ['Development', 'development'],
      ['Marketing', 'marketing'],
      ['Hosting', 'hosting'],
    ] as const) {
      expect(screen.getByRole('radio', { name: label })).toHaveAttribute('value', value);
    }
  });

  it('starts on All Services, in the HTML as well as in the DOM', () => {
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
  it('puts all six cards in the HTML, each marked with its category for the CSS filter', () => {
    renderCatalog();
    expect(cardItems()).toHaveLength(6);
    expect([...cardItems()].map((item) => item.getAttribute('data-category'))).toEqual(
      serviceCards.map((card) => card.category),
    );
    expect(cardItems('development')).toHaveLength(3);
    expect(cardItems('marketing')).toHaveLength(2);
    expect(cardItems('hosting')).toHaveLength(1);
  });

  it('gives each card a Get Started link to the contact form that names its service', () => {
    renderCatalog();
    for (const card of serviceCards) {
      const link = screen.getByRole('link', { name: `Get Started with ${card.title}` });
      expect(link).toHaveAttribute('href', `/contact?service=${card.slug}`);
      expect(link.textContent?.startsWith('Get Started')).toBe(true);
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
    expect(lines).toEqual([
      ['all', 'Showing all 6 services'],
      ['development', 'Showing 3 development services'],
      ['marketing', 'Showing 2 marketing services'],
      ['hosting', 'Showing 1 hosting service'],
    ]);
    expect(status.children).toHaveLength(4);
  });
});
