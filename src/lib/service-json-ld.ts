import type { ServiceCardEntry } from '~/content/schemas/services';
import type { HostingPlan, PageMeta } from '~/content/types';
import { breadcrumbJsonLd, organizationId, type JsonLd } from './structured-data';
import { absoluteUrl } from './urls';

export interface ParsedPrice {
  /** Plain decimal for schema.org, e.g. '1499' or '9.99'. */
  amount: string;
  monthly: boolean;
}

/** 'Starting at $1,499' → 1499 once; '$9.99/month' → 9.99 per month. */
export function parsePrice(text: string): ParsedPrice {
  const match = text.match(/\$([\d,]+(?:\.\d+)?)/);
  if (!match?.[1]) throw new Error(`No dollar amount in price text '${text}'`);
  return { amount: match[1].replaceAll(',', ''), monthly: /\/\s*month/i.test(text) };
}

/** A schema.org Offer in US dollars; monthly prices carry a unit price specification. */
export function offerJsonLd(
  priceText: string,
  url: string,
  name?: string,
): Record<string, unknown> {
  const { amount, monthly } = parsePrice(priceText);
  return {
    '@type': 'Offer',
    ...(name ? { name } : {}),
    price: amount,
    priceCurrency: 'USD',
    description: priceText,
    url: absoluteUrl(url),
    ...(monthly
      ? {
          priceSpecification: {
            '@type': 'UnitPriceSpecification',
            price: amount,
            priceCurrency: 'USD',
            unitCode: 'MON',
            unitText: 'month',
          },
        }
      : {}),
  };
}

/** What the JSON-LD says of a service: its /services card and the service's slug. */
export type ServiceOffer = Pick<
  ServiceCardEntry,
  'title' | 'description' | 'category' | 'price'
> & {
  slug: string;
};

/** What the JSON-LD says of a service page: its own SEO copy and the plans it lists. */
export interface ServicePageFacts {
  meta: PageMeta;
  /** The service's name, as the header and /services give it. */
  serviceTitle: string;
  /** The hosting plans the page shows, if it has a plans section. */
  plans: readonly HostingPlan[];
}

/** The Service block for a /services card, without @context (for embedding). */
function serviceNode(
  card: ServiceOffer,
  path: string,
  extraOffers: readonly Record<string, unknown>[] = [],
) {
  const offer = offerJsonLd(card.price, `/contact?service=${card.slug}`);
  return {
    '@type': 'Service',
    name: card.title,
    description: card.description,
    serviceType: card.title,
    category: card.category,
    url: absoluteUrl(path),
    provider: { '@id': organizationId },
    areaServed: 'Worldwide',
    offers: extraOffers.length > 0 ? [offer, ...extraOffers] : offer,
  };
}

/**
 * JSON-LD for one service page: a Service with the starting price from
 * /services (plus any hosting plans on the page as further Offers) and the
 * breadcrumb Home › Services › page.
 */
export function servicePageJsonLd(
  { meta, serviceTitle, plans }: ServicePageFacts,
  card: ServiceOffer,
): JsonLd[] {
  const planOffers = plans.map((plan) =>
    offerJsonLd(
      `${plan.price}${plan.period}`,
      `/contact?plan=${plan.name.toLowerCase()}`,
      `${plan.name} plan`,
    ),
  );
  return [
    {
      '@context': 'https://schema.org',
      ...serviceNode(card, meta.path, planOffers),
      description: meta.description,
    },
    breadcrumbJsonLd([
      { name: 'Home', path: '/' },
      { name: 'Services', path: '/services' },
      { name: serviceTitle, path: meta.path },
    ]),
  ];
}

/** JSON-LD for /services: every card as a Service with its Offer, in an ItemList, and the breadcrumb. */
export function servicesListJsonLd(cards: readonly ServiceOffer[]): JsonLd[] {
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: 'Services',
      itemListElement: cards.map((card, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        item: serviceNode(card, `/services/${card.slug}`),
      })),
    },
    breadcrumbJsonLd([
      { name: 'Home', path: '/' },
      { name: 'Services', path: '/services' },
    ]),
  ];
}
