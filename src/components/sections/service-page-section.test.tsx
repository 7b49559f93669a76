// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { servicePages } from '~/content/service-pages';
import type { ServicePage } from '~/content/service-pages/types';
import { logoInk } from './brand-logo';
import { cardGridColumns } from './card-grid';
import { bandTones, ServicePageSection } from './service-page-section';
import { splitPrice } from './service-price-card';

function renderSections(page: ServicePage) {
  const tones = bandTones(page.sections);
  return render(
    <>
      {page.sections.map((section, index) => (
        <ServicePageSection key={section.id} section={section} tone={tones[index] ?? 'white'} />
      ))}
    </>,
  );
}

describe('ServicePageSection', () => {
  it('renders every section of every page as a labelled region with an h2 and h3 cards', () => {
    for (const page of Object.values(servicePages)) {
      const { container, unmount } = renderSections(page);
      for (const section of page.sections) {
        const region = container.querySelector(`section#${section.id}`);
        expect(region).not.toBeNull();
        const heading = within(region as HTMLElement).getByRole('heading', { level: 2 });
        expect(heading).toHaveTextContent(section.title);
        expect(region).toHaveAttribute('aria-labelledby', heading.id);
        expect(
          within(region as HTMLElement).getAllByRole('heading', { level: 3 }).length,
        ).toBeGreaterThan(0);
      }
      unmount();
    }
  });

  it('shows the twelve frontend technology logos as decorative SVG files from simple-icons', () => {
    const { container } = renderSections(servicePages['frontend-development']);
    const logos = [...container.querySelectorAll('#technologies [data-technology] img')];
    expect(logos).toHaveLength(12);
    for (const logo of logos) {
      expect(logo).toHaveAttribute('alt', '');
      expect(logo.getAttribute('src')).toMatch(/\.svg$/);
    }
    // React's cyan tile takes black ink; Angular's red one takes white.
    expect(container.querySelector('[data-technology="React"] img')).toHaveAttribute(
      'data-ink',
      'black',
    );
    expect(container.querySelector('[data-technology="Angular"] img')).toHaveAttribute(
      'data-ink',
      'white',
    );
    expect(container.querySelector('[data-technology="CSS3"]')).toHaveTextContent('CSS3');
  });

  it('numbers the process 01 to 06 in an ordered list', () => {
    const { container } = renderSections(servicePages['backend-development']);
    const steps = [...container.querySelectorAll('#process ol > li')].map((li) =>
      li.textContent?.slice(0, 7),
    );
    expect(steps).toEqual(['Step 01', 'Step 02', 'Step 03', 'Step 04', 'Step 05', 'Step 06']);
  });

  it('shows the hosting plans with the MOST POPULAR badge on Business and links to /contact?plan=', () => {
    renderSections(servicePages['web-hosting']);
    const plans = document.querySelector('#plans') as HTMLElement;
    expect(within(plans).getAllByText('MOST POPULAR')).toHaveLength(1);
    expect(plans.querySelector('[data-plan="Business"]')).toHaveTextContent('MOST POPULAR');
    for (const name of ['Starter', 'Business', 'Enterprise']) {
      const link = screen.getByRole('link', { name: `Get Started with the ${name} plan` });
      expect(link).toHaveAttribute('href', `/contact?plan=${name.toLowerCase()}`);
    }
    expect(plans).toHaveTextContent('$5.99/month');
  });
});

describe('layout helpers', () => {
  it('alternates white and tint bands, keeping a section’s own tone', () => {
    expect(bandTones([{}, { tone: 'dark' }, {}, {}])).toEqual(['white', 'dark', 'tint', 'white']);
  });

  it('lays cards out in one, two or three columns', () => {
    expect(cardGridColumns(6)).toBe('grid-cols-1 md:grid-cols-2 lg:grid-cols-3');
    expect(cardGridColumns(4)).toBe('grid-cols-1 md:grid-cols-2');
    expect(cardGridColumns(3)).toBe('grid-cols-1 md:grid-cols-3');
  });

  it('splits a price text into lead, amount and period', () => {
    expect(splitPrice('Starting at $499/month')).toEqual({
      lead: 'Starting at',
      amount: '$499',
      period: '/month',
    });
    expect(splitPrice('Starting at $1,499')).toEqual({
      lead: 'Starting at',
      amount: '$1,499',
      period: '',
    });
  });

  it('inks logos black on light brand colours and white on dark ones', () => {
    expect(logoInk('F7DF1E')).toBe('#0A0F1F');
    expect(logoInk('61DAFB')).toBe('#0A0F1F');
    expect(logoInk('000000')).toBe('#FFFFFF');
    expect(logoInk('764ABC')).toBe('#FFFFFF');
  });
});
