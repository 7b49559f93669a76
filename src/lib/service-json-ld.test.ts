import { describe, expect, it } from 'vitest';
import { serviceCardFor, serviceCards } from '~/content/service-cards';
import { servicePages } from '~/content/service-pages';
import { siteConfig } from '~/config/site';
import { offerJsonLd, parsePrice, servicePageJsonLd, servicesListJsonLd } from './service-json-ld';
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
    const page = servicePages['email-marketing'];
    const [service, breadcrumb] = servicePageJsonLd(page, serviceCardFor('email-marketing'));
    expect(service).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Service',
      name: 'Email Marketing',
      description: page.meta.description,
      provider: { '@id': organizationId },
      areaServed: 'Worldwide',
      url: `${siteConfig.url}/services/email-marketing`,
      offers: { '@type': 'Offer', price: '299', priceCurrency: 'USD' },
    });
    expect(breadcrumb).toMatchObject({ '@type': 'BreadcrumbList' });
    const names = (breadcrumb?.itemListElement as { name: string }[]).map((item) => item.name);
    expect(names).toEqual(['Home', 'Services', 'Email Marketing']);
  });

  it('lists the three hosting plans as further offers on the hosting page', () => {
    const [service] = servicePageJsonLd(servicePages['web-hosting'], serviceCardFor('web-hosting'));
    const offers = service?.offers as { name?: string; price: string }[];
    expect(offers.map((offer) => [offer.name, offer.price])).toEqual([
      [undefined, '9.99'],
      ['Starter plan', '2.99'],
      ['Business plan', '5.99'],
      ['Enterprise plan', '12.99'],
    ]);
  });
});

describe('servicesListJsonLd', () => {
  it('lists all six services with their offers in card order', () => {
    const [list] = servicesListJsonLd(serviceCards);
    const items = list?.itemListElement as {
      position: number;
      item: { name: string; offers: { price: string } };
    }[];
    expect(items.map((entry) => entry.position)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(items.map((entry) => entry.item.offers.price)).toEqual([
      '1499',
      '999',
      '1299',
      '499',
      '299',
      '9.99',
    ]);
  });
});
