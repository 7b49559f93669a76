// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { serviceCards } from '~/content/service-cards';
import { ServiceCatalog } from './service-catalog';

function CatalogPage() {
  const location = useLocation();
  return (
    <>
      <p data-testid="search">{location.search}</p>
      <ServiceCatalog cards={serviceCards} includesLabel="Includes" actionLabel="Get Started" />
    </>
  );
}

function renderCatalog(path = '/services') {
  const Stub = createRoutesStub([{ path: '/services', Component: CatalogPage }]);
  return render(<Stub initialEntries={[path]} />);
}

const pressed = () =>
  screen
    .getAllByRole('button')
    .filter((button) => button.getAttribute('aria-pressed') === 'true')
    .map((button) => button.textContent);

describe('ServiceCatalog', () => {
  it('starts on All Services with all six cards', () => {
    renderCatalog();
    expect(pressed()).toEqual(['All Services']);
    expect(document.querySelectorAll('#service-cards > li')).toHaveLength(6);
    expect(screen.getByRole('status')).toHaveTextContent('Showing all 6 services');
  });

  it('shows one category at a time and writes it to the URL', async () => {
    const user = userEvent.setup();
    renderCatalog();
    for (const [label, count, search] of [
      ['Development', 3, '?category=development'],
      ['Marketing', 2, '?category=marketing'],
      ['Hosting', 1, '?category=hosting'],
      ['All Services', 6, ''],
    ] as const) {
      await user.click(screen.getByRole('button', { name: label }));
      expect(pressed()).toEqual([label]);
      expect(document.querySelectorAll('#service-cards > li')).toHaveLength(count);
      expect(screen.getByTestId('search')).toHaveTextContent(search);
    }
    expect(screen.getByRole('status')).toHaveTextContent('Showing all 6 services');
  });

  it('restores the category from a shared link, and ignores an unknown one', () => {
    renderCatalog('/services?category=marketing');
    expect(pressed()).toEqual(['Marketing']);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 2 marketing services');
    expect(document.querySelectorAll('[data-category="marketing"]')).toHaveLength(2);
  });

  it('falls back to all services for an unknown category', () => {
    renderCatalog('/services?category=nonsense');
    expect(pressed()).toEqual(['All Services']);
    expect(document.querySelectorAll('#service-cards > li')).toHaveLength(6);
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
