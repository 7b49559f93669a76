import {
  business,
  hostingPlans,
  priceAmount,
  primaryPhone,
  servicePages,
  services,
  telHref,
} from '../e2e/content';
import { cardOwner, sitePaths } from '../e2e/site-routes';
import { expect, test } from 'vitest';
import { pageAt, siteUrl } from './built-site';

type Node = Record<string, unknown> & { '@type': string | string[] };

function jsonLdBlocks(html: string): Node[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Node,
  );
}

const ofType = (blocks: Node[], type: string) => blocks.filter((b) => b['@type'] === type);

test('the home page describes the agency and the website; every other route names the agency by its @id', () => {
  const home = jsonLdBlocks(pageAt('/').html);
  const [agency] = ofType(home, 'ProfessionalService');
  expect(agency).toBeDefined();
  expect(agency!.name).toBe(business.name);
  expect(agency!.email).toBe(business.email);
  // The first phone, in E.164: a plus, then up to fifteen digits.
  expect(agency!.telephone).toMatch(/^\+\d{7,15}$/);
  expect(`tel:${String(agency!.telephone)}`).toBe(telHref(primaryPhone));
  const addresses = agency!.address as { addressCountry: string; streetAddress: string }[];
  expect(addresses.map((a) => a.addressCountry)).toEqual(
    business.addresses.map(({ postal }) => postal.countryCode),
  );
  for (const address of addresses) expect(address.streetAddress.length).toBeGreaterThan(5);
  expect(agency!.sameAs).toEqual(business.social.map(({ url }) => url));
  expect(ofType(home, 'WebSite')).toHaveLength(1);
  const agencyId = String(agency!['@id']);
  expect(agencyId).toBe(`${siteUrl}/#organization`);

  let checked = 0;
  for (const path of sitePaths) {
    const html = pageAt(path).html;
    const blocks = jsonLdBlocks(html);
    checked += blocks.length;
    for (const block of blocks) expect(block['@context'], path).toBe('https://schema.org');
    if (path !== '/') {
      expect(ofType(blocks, 'ProfessionalService'), path).toHaveLength(0);
      expect(ofType(blocks, 'WebSite'), path).toHaveLength(0);
    }
    // Any node a page names by @id is the agency the home page describes, or one of its own.
    const own = new Set(blocks.map((block) => block['@id']).filter(Boolean));
    for (const [, id] of JSON.stringify(blocks).matchAll(/\{"@id":"([^"]+)"\}/g))
      expect(id === agencyId || own.has(id), `${path} names ${id}`).toBe(true);

    if (path.split('/').length > 2) {
      const [crumbs] = ofType(blocks, 'BreadcrumbList');
      expect(crumbs, `${path} breadcrumbs`).toBeDefined();
      const items = crumbs!.itemListElement as { position: number; item: string }[];
      expect(items.map((i) => i.position)).toEqual(items.map((_, i) => i + 1));
      expect(items.at(-1)!.item).toBe(`${siteUrl}${path}`);
    }
    if (path.startsWith('/services/')) {
      const [service] = ofType(blocks, 'Service');
      expect(service, `${path} Service`).toBeDefined();
      expect(service!.name).toBeTruthy();
      expect(service!.provider).toBeTruthy();
      const offers = ([] as Record<string, unknown>[]).concat(
        service!.offers as Record<string, unknown>,
      );
      expect(offers.length).toBeGreaterThan(0);
      for (const offer of offers) {
        expect(offer['@type']).toBe('Offer');
        expect(String(offer.price)).toMatch(/^\d+(\.\d+)?$/);
        expect(offer.priceCurrency).toBe('USD');
      }
    }
  }
  expect(checked).toBeGreaterThanOrEqual(sitePaths.length);
  console.log(`structured data: ${checked} JSON-LD blocks checked on ${sitePaths.length} routes`);
});

test('the page with the hosting plans lists each plan as an offer with its price', () => {
  const withPlans = servicePages.find(({ sections }) =>
    sections.some(({ discriminant }) => discriminant === 'plans'),
  );
  expect(withPlans, 'a service page shows the hosting plans').toBeDefined();
  const blocks = jsonLdBlocks(pageAt(withPlans!.path).html);
  const [service] = ofType(blocks, 'Service');
  const offers = service!.offers as { name?: string; price: string; priceCurrency: string }[];
  for (const { name, price } of hostingPlans)
    expect(offers, name).toContainEqual(
      expect.objectContaining({
        name: `${name} plan`,
        price: priceAmount(price),
        priceCurrency: 'USD',
      }),
    );
});

test('the services page offers each service with its starting price', () => {
  const blocks = jsonLdBlocks(pageAt('/services').html);
  const [list] = ofType(blocks, 'ItemList');
  const items = list!.itemListElement as {
    item: { name: string; offers: { price: string; priceCurrency: string } };
  }[];
  expect(
    items.map(({ item }) => [item.name, item.offers.price, item.offers.priceCurrency]),
  ).toEqual(services.map(({ card }) => [card.title, priceAmount(card.price), 'USD']));
});

test('each page has Open Graph and Twitter card tags with its own 1200x630 card', () => {
  for (const path of sitePaths) {
    const { html } = pageAt(path);
    const owner = cardOwner(path);
    const card = `${siteUrl}/og/${owner === '/' ? 'home' : owner.slice(1)}.jpg`;
    expect(html, path).toContain(`<meta property="og:image" content="${card}">`);
    expect(html).toMatch(/<meta property="og:image:width" content="1200"\/?>/);
    expect(html).toMatch(/<meta name="twitter:card" content="summary_large_image"\/?>/);
  }
});
