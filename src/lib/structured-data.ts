import { dialNumber } from '~/lib/phone';
import { siteCard, siteUrl } from '~/config/site';
import type { Business } from '~/content/schemas/site';
import { absoluteUrl, mediaUrl } from './urls';

/** One JSON-LD object; `@context` is added by the builders below. */
export type JsonLd = { '@context': 'https://schema.org'; '@type': string } & Record<
  string,
  unknown
>;

const organizationId = `${siteUrl}/#organization`;

/** The agency itself (business.yaml), with its offices, phones, e-mail and social profiles. */
export function organizationJsonLd(business: Business): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': organizationId,
    name: business.name,
    slogan: business.tagline,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/icons/icon-512.png'),
    image: absoluteUrl(mediaUrl(siteCard.path)),
    email: business.email,
    telephone: dialNumber(business.phones[0]?.display ?? ''),
    foundingDate: String(business.foundedYear),
    priceRange: '$$',
    address: business.addresses.map(({ postal }) => ({
      '@type': 'PostalAddress',
      streetAddress: postal.street,
      addressLocality: postal.locality,
      addressRegion: postal.region,
      postalCode: postal.postalCode,
      addressCountry: postal.countryCode,
    })),
    contactPoint: business.phones.map((phone) => ({
      '@type': 'ContactPoint',
      telephone: dialNumber(phone.display),
      email: business.email,
      contactType: phone.label === 'Support' ? 'customer support' : 'sales',
      availableLanguage: ['English', 'Hindi'],
    })),
    sameAs: business.social.map((profile) => profile.url),
  };
}

export function websiteJsonLd({ name }: Pick<Business, 'name'>): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name,
    url: absoluteUrl('/'),
    publisher: { '@id': organizationId },
    inLanguage: 'en',
  };
}

/** Trail for nested pages: Home › Services › Web Hosting. */
export function breadcrumbJsonLd(trail: readonly { name: string; path: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

export { organizationId };

/** A JSON-LD block as the text of its <script>: `<` escaped, so no value can end the element. */
export function jsonLdText(block: JsonLd): string {
  return JSON.stringify(block).replaceAll('<', '\\u003c');
}
