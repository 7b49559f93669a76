// @vitest-environment content-dom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  servicePageFor,
  servicePages,
  type ServicePage,
  type ServicePageSection as Section,
} from '~/data/services';
import { brandLogos } from '~/components/ui/content-icons';
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

/** The page's one section of a kind, as its entry holds it. */
function sectionOf<Kind extends Section['kind']>(page: ServicePage, kind: Kind) {
  const section = page.sections.find(
    (candidate): candidate is Extract<Section, { kind: Kind }> => candidate.kind === kind,
  );
  if (!section) throw new Error(`${page.slug} has no ${kind} section`);
  return section;
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

  it('shows every frontend technology with its name and its logo as a decorative SVG file from simple-icons', () => {
    const page = servicePageFor('frontend-development');
    const { technologies } = sectionOf(page, 'technologies');
    const { container } = renderSections(page);
    const logos = [...container.querySelectorAll('#technologies [data-technology] img')];
    expect(logos).toHaveLength(technologies.length);
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
  });

  it('numbers the process steps in an ordered list', () => {
    const page = servicePageFor('backend-development');
    const { steps } = sectionOf(page, 'process');
    const { container } = renderSections(page);
    const numbers = [...container.querySelectorAll('#process ol > li')].map(
      (li) => li.querySelector('p')?.textContent,
    );
    expect(numbers).toEqual(steps.map((step) => `Step ${step.step}`));
  });

  it('shows the hosting plans with the badge on the recommended plan only, each linking to /contact?plan=', () => {
    const section = sectionOf(servicePageFor('web-hosting'), 'plans');
    renderSections(servicePageFor('web-hosting'));
    const plans = document.querySelector('#plans') as HTMLElement;
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
