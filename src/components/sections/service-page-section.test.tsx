// @vitest-environment content-dom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ServicePage, ServicePageSection as Section } from '~/content/types';
import { servicePages } from '~/data/services';
import { brandLogos } from '~/components/ui/content-icons';
import { expectInOrder } from '~/data/content.test-support';
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

/** Every service page with a section of this kind, and that section, as its entry holds it. */
function pagesWith<Kind extends Section['kind']>(kind: Kind) {
  return servicePages.flatMap((page) =>
    page.sections
      .filter((section): section is Extract<Section, { kind: Kind }> => section.kind === kind)
      .map((section) => ({ page, section })),
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

  it('shows every name its entry lists, in the entry’s order', () => {
    for (const page of servicePages) {
      const { unmount } = renderSections(page);
      for (const section of page.sections)
        expectInOrder(document.getElementById(section.id)!, [section.title, ...namesIn(section)]);
      unmount();
    }
  });

  it('shows every technology with its name, and its logo as a decorative SVG file from simple-icons', () => {
    for (const { page, section } of pagesWith('technologies')) {
      const { technologies } = section;
      const { container, unmount } = renderSections(page);
      const logos = [...container.querySelectorAll(`#${section.id} [data-technology] img`)];
      expect(logos).toHaveLength(technologies.filter(({ logo }) => logo).length);
      for (const logo of logos) {
        expect(logo).toHaveAttribute('alt', '');
        expect(logo.getAttribute('src')).toMatch(/\.svg$/);
      }
      for (const { name, logo } of technologies) {
        const item = container.querySelector(`[data-technology="${name}"]`);
        expect(item).toHaveTextContent(name);
        // A light brand tile takes black ink, a dark one white.
        if (logo) {
          const ink = logoInk(brandLogos[logo].hex) === '#FFFFFF' ? 'white' : 'black';
          expect(item?.querySelector('img'), name).toHaveAttribute('data-ink', ink);
        }
      }
      unmount();
    }
  });

  it('numbers the process steps in an ordered list', () => {
    for (const { page, section } of pagesWith('process')) {
      const { container, unmount } = renderSections(page);
      const numbers = [...container.querySelectorAll(`#${section.id} ol > li`)].map(
        (li) => li.querySelector('p')?.textContent,
      );
      expect(numbers).toEqual(section.steps.map((step) => `Step ${step.step}`));
      unmount();
    }
  });

  it('shows the hosting plans with the badge on the recommended plan only, each linking to /contact?plan=', () => {
    const [withPlans] = pagesWith('plans');
    if (!withPlans) throw new Error('No service page has a plans section');
    const { page, section } = withPlans;
    renderSections(page);
    const plans = document.getElementById(section.id) as HTMLElement;
    expect(within(plans).getAllByText(section.badge)).toHaveLength(1);
    for (const plan of section.plans) {
      const card = plans.querySelector(`[data-plan="${plan.name}"]`);
      expect(card).toHaveTextContent(`${plan.price}${plan.period}`);
      if (plan.recommended) expect(card).toHaveTextContent(section.badge);
      else expect(card).not.toHaveTextContent(section.badge);
      const link = screen.getByRole('link', {
        name: `${section.actionLabel} with the ${plan.name} plan`,
      });
      expect(link).toHaveAttribute('href', `/contact?plan=${plan.name.toLowerCase()}`);
    }
  });
});

/** Every name a section lists: cards, tools and their groups, technologies, frameworks, plans, steps. */
function namesIn(section: Section): string[] {
  switch (section.kind) {
    case 'cards':
      return section.cards.map((card) => card.title);
    case 'tool-groups':
      return section.groups.flatMap((group) => [group.category, ...group.tools]);
    case 'technologies':
      return section.technologies.map((technology) => technology.name);
    case 'frameworks':
      return section.frameworks.map((framework) => framework.name);
    case 'plans':
      return section.plans.map((plan) => plan.name);
    case 'process':
      return section.steps.map((step) => step.title);
  }
}

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
