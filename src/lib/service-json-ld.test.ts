import { describe, expect, it } from 'vitest';
import {
  hostingPlans,
  serviceCardFor,
  serviceCards,
  servicePageFor,
  servicePages,
  serviceFor,
  services,
} from '~/data/services';
import type { ServicePage } from '~/content/types';
import { siteConfig } from '~/data/site';
import {
  offerJsonLd,
  parsePrice,
  servicePageJsonLd,
  servicesListJsonLd,
  type ServicePageFacts,
} from './service-json-ld';
import { organizationId } from './structured-data';

describe('parsePrice', () => {
  it('reads one-off and monthly dollar prices', () => {
    expect(parsePrice('Starting at $1,499')).toEqual({ amount: '1499', monthly: false });
    expect(parsePrice('Starting at $9.99/month')).toEqual({ amount: '9.99', monthly: true });
    expect(parsePrice('$12.99/month')).toEqual({ amount: '12.99', monthly: true });
  });

  it('refuses a price text without a dollar amount', () => {
    expect(() => parsePrice('Call us')).toThrow(/No dollar amount/);
  });
});

describe('offerJsonLd', () => {
  it('prices in USD and marks monthly prices with a unit price specification', () => {
    expect(offerJsonLd('Starting at $999', '/contact')).toEqual({
      '@type': 'Offer',
      price: '999',
      priceCurrency: 'USD',
      description: 'Starting at $999',
      url: `${siteConfig.url}/contact`,
    });
    expect(offerJsonLd('$5.99/month', '/contact?plan=business', 'Business plan')).toMatchObject({
      name: 'Business plan',
      price: '5.99',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: '5.99',
        priceCurrency: 'USD',
        unitCode: 'MON',
      },
    });
  });
});

describe('servicePageJsonLd', () => {
  it('describes a service page as a Service from the agency with its /services starting price, plus a breadcrumb', () => {
    for (const { slug } of services) {
      const page = servicePageFor(slug);
      const card = serviceCardFor(slug);
      const [service, breadcrumb] = servicePageJsonLd(facts(page), card);
      expect(service).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'Service',
        name: card.title,
        description: page.meta.description,
        provider: { '@id': organizationId },
        areaServed: 'Worldwide',
        url: `${siteConfig.url}${page.meta.path}`,
      });
      // The card's starting price is the first offer; a page that shows plans adds them after it.
      expect([service?.offers].flat()[0]).toMatchObject({
        '@type': 'Offer',
        price: amountOf(card.price),
        priceCurrency: 'USD',
      });
      expect(breadcrumb).toMatchObject({ '@type': 'BreadcrumbList' });
      const names = (breadcrumb?.itemListElement as { name: string }[]).map((item) => item.name);
      expect(names).toEqual(['Home', 'Services', titleOf(slug)]);
    }
  });

  it('lists the hosting plans as further offers on the page that shows them', () => {
    const page = servicePages.find((candidate) =>
      candidate.sections.some((section) => section.kind === 'plans'),
    );
    if (!page) throw new Error('No service page shows the hosting plans');
    const card = serviceCardFor(page.slug);
    const [service] = servicePageJsonLd(facts(page), card);
    const offers = service?.offers as { name?: string; price: string }[];
    expect(offers.map((offer) => [offer.name, offer.price])).toEqual([
      [undefined, amountOf(card.price)],
      ...hostingPlans.map((plan) => [`${plan.name} plan`, amountOf(plan.price)]),
    ]);
  });
});

describe('servicesListJsonLd', () => {
  it('lists every service with its offer in card order', () => {
    const [list] = servicesListJsonLd(serviceCards);
    const items = list?.itemListElement as {
      position: number;
      item: { name: string; offers: { price: string } };
    }[];
    expect(items.map((entry) => entry.position)).toEqual(serviceCards.map((_, index) => index + 1));
    expect(items.map((entry) => entry.item.name)).toEqual(serviceCards.map((card) => card.title));
    expect(items.map((entry) => entry.item.offers.price)).toEqual(
      serviceCards.map((card) => amountOf(card.price)),
    );
  });
});

/** The plain amount schema.org wants from a price text: 'Starting at $1,499' → '1499'. */
function amountOf(price: string): string {
  const digits = /\$([\d,.]+)/.exec(price)?.[1];
  if (!digits) throw new Error(`No dollar amount in '${price}'`);
  return digits.replaceAll(',', '');
}

/** What the service page file hands `servicePageJsonLd`: the page's SEO copy, its service's title, its plans. */
function facts(page: ServicePage): ServicePageFacts {
  return {
    meta: page.meta,
    serviceTitle: serviceFor(page.slug).title,
    plans: page.sections.flatMap((section) => (section.kind === 'plans' ? section.plans : [])),
  };
}

/** The service's own title, as the header and breadcrumbs name it. */
function titleOf(slug: string): string {
  const service = services.find((candidate) => candidate.slug === slug);
  if (!service) throw new Error(`No service ${slug}`);
  return service.title;
}
