import { getCollection } from 'astro:content';
import { describe, expect, it } from 'vitest';
import { brandLogos } from '~/components/ui/content-icons';
import { lowestPlanPriceToken, sectionForPage } from '~/content/schemas/service-page';
import type { ServicePage, ServicePageSection } from '~/content/types';
import { hostingPlans, servicePageFor, servicePages, services } from './services';
import { entriesInOrder } from './content.test-support';
import { sitePaths as routePaths } from './site-paths.test-support';

// What the service pages' files, the services and the hosting plans say.
const pageEntries = await getCollection('servicePages');
const serviceEntries = await entriesInOrder('services');
const planEntries = await entriesInOrder('hostingPlans');

const pages: readonly ServicePage[] = servicePages;

/** The file behind a service page, as it is written. */
function entryOf(page: ServicePage) {
  const entry = pageEntries.find((candidate) => candidate.id === page.slug);
  if (!entry) throw new Error(`No file src/content/service-pages/${page.slug}.yaml`);
  return entry.data;
}
function sectionsOf<Kind extends ServicePageSection['kind']>(page: ServicePage, kind: Kind) {
  return page.sections.filter(
    (section): section is Extract<ServicePageSection, { kind: Kind }> => section.kind === kind,
  );
}
/** The dollar amount in a price text: 'Starting at $9.99/month' → 9.99. */
const dollars = (price: string) => Number(price.match(/\$([\d,.]+)/)?.[1]?.replaceAll(',', ''));

describe('service page registry', () => {
  it('registers a page for every service, in the services’ order, each under its own route path', () => {
    expect(servicePages.map((entry) => entry.slug)).toEqual(serviceEntries.map(({ id }) => id));
    expect(servicePages.map((entry) => entry.slug)).toEqual(
      services.map((service) => service.slug),
    );
    for (const entry of pages) {
      expect(entry.meta.path).toBe(`/services/${entry.slug}`);
      expect(routePaths.has(entry.meta.path)).toBe(true);
      expect(servicePageFor(entry.slug)).toBe(entry);
    }
  });

  it('gives every page a title and a description of its own', () => {
    expect(new Set(pages.map((entry) => entry.meta.title)).size).toBe(pages.length);
    expect(new Set(pages.map((entry) => entry.meta.description)).size).toBe(pages.length);
  });

  it('numbers every page’s process steps 01, 02, … in the order its file lists them', () => {
    for (const entry of pages) {
      const [process, ...others] = sectionsOf(entry, 'process');
      expect(others).toHaveLength(0);
      expect(process?.steps.map((step) => step.step)).toEqual(
        process?.steps.map((_, index) => String(index + 1).padStart(2, '0')),
      );
    }
  });

  it('points every hero action at /contact or at a section that exists on the page', () => {
    for (const entry of pages) {
      const ids = entry.sections.map((section) => section.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).not.toContain('contact');
      for (const action of entry.hero.actions) {
        if (action.href.startsWith('#')) expect(ids).toContain(action.href.slice(1));
        else expect(action.href).toBe('/contact');
      }
      expect(entry.closing.action.href).toBe('/contact');
    }
  });

  it('draws every technology’s logo from the icon set', () => {
    for (const entry of pages)
      for (const section of sectionsOf(entry, 'technologies'))
        for (const { name, logo } of section.technologies)
          if (logo) expect(brandLogos[logo], name).toBeDefined();
  });
});

describe('each page shows what its file says', () => {
  it('has the file’s hero and closing, with the cheapest plan’s price where the file asks for it', () => {
    for (const entry of pages) {
      const { hero, closing } = entryOf(entry);
      expect(entry.hero).toEqual({
        ...hero,
        priceFact: hero.priceFact && withLowestPrice(hero.priceFact),
      });
      expect(entry.closing).toEqual(closing);
    }
  });

  it('has the file’s sections, in order, as it writes them', () => {
    for (const entry of pages) {
      const sections = entry.sections.map((section) =>
        section.kind === 'plans' ? (({ plans, ...rest }) => rest)(section) : section,
      );
      expect(sections).toEqual(entryOf(entry).sections.map(sectionForPage));
    }
  });

  it('has the file’s search title and description, with the cheapest plan’s price where the file asks for it', () => {
    for (const entry of pages) {
      const { seo } = entryOf(entry);
      expect(entry.meta).toEqual({
        title: withLowestPrice(seo.title),
        description: seo.description,
        path: `/services/${entry.slug}`,
      });
    }
  });
});

describe('hosting plans (#plans)', () => {
  const plansSections = pages.flatMap((entry) => sectionsOf(entry, 'plans'));

  it('offers every plan of src/content/hosting-plans/, in the order of their positions', () => {
    expect(hostingPlans).toEqual(planEntries.map(({ data }) => data));
    for (const section of plansSections) expect(section.plans).toEqual(hostingPlans);
  });

  it('quotes the cheapest plan, whatever its position, for {lowest plan price}', () => {
    const cheapest = [...planEntries].sort(
      (a, b) => dollars(a.data.price) - dollars(b.data.price),
    )[0]!.data;
    expect(withLowestPrice(`From ${lowestPlanPriceToken}`)).toBe(
      `From ${cheapest.price}${cheapest.period}`,
    );
    for (const entry of pages) {
      const { seo, hero } = entryOf(entry);
      if (seo.title.includes(lowestPlanPriceToken))
        expect(entry.meta.title).toContain(`${cheapest.price}${cheapest.period}`);
      if (hero.priceFact?.includes(lowestPlanPriceToken))
        expect(entry.hero.priceFact).toContain(`${cheapest.price}${cheapest.period}`);
    }
  });

  it('recommends exactly one plan, and every plan has a price in dollars', () => {
    expect(hostingPlans.filter((plan) => plan.recommended)).toHaveLength(1);
    for (const plan of hostingPlans) expect(dollars(plan.price)).toBeGreaterThan(0);
  });
});

describe('copy quality', () => {
  it('contains no placeholder text', () => {
    const text = JSON.stringify(pages);
    expect(text).not.toMatch(/lorem|ipsum|TODO|TBD|placeholder/i);
  });
});

/** A text with `{lowest plan price}` filled in as the site fills it: the cheapest plan's price and period. */
function withLowestPrice(text: string): string {
  const [cheapest] = [...planEntries].sort((a, b) => dollars(a.data.price) - dollars(b.data.price));
  if (!cheapest) return text;
  return text.replaceAll(lowestPlanPriceToken, `${cheapest.data.price}${cheapest.data.period}`);
}
