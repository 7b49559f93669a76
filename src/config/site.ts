/**
 * The one source of every fact about the agency itself: name, contact
 * details, addresses, social profiles, public URL and e-mail delivery ids.
 * Components read these values; none of them is written anywhere else.
 *
 * The agency's real name and details replace these fictional ones here.
 */

import { resolveEmailjsOrigin } from './emailjs-origin.js';

export interface Phone {
  label: string;
  /** As shown to visitors. */
  display: string;
  /** E.164, used in `tel:` links. */
  e164: `+${string}`;
}

export interface Address {
  label: string;
  lines: readonly string[];
  country: 'India' | 'USA';
  /** The same address split for structured data (schema.org PostalAddress). */
  postal: {
    street: string;
    locality: string;
    region: string;
    postalCode: string;
    countryCode: 'IN' | 'US';
  };
  /** A plain link to the place on a map. */
  mapUrl: string;
  /** The same place as an embeddable map (contact page iframe). */
  mapEmbedUrl: string;
}

export interface SocialProfile {
  network: 'Instagram' | 'X';
  url: string;
  handle: string;
}

const env = import.meta.env;

/**
 * The e-mail address and phones every contact block shows. Its own object, which `siteConfig`
 * spreads, so that the contact form's island (which shows them when a send fails) ships these
 * few values and not the whole config.
 */
export const directContact = {
  email: 'hello@brightwave.example',
  phones: [
    { label: 'USA', display: '+1 (307) 555-0142', e164: '+13075550142' },
    { label: 'Support', display: '+1 (307) 555-0178', e164: '+13075550178' },
  ],
} as const satisfies { email: string; phones: readonly Phone[] };

/**
 * EmailJS delivery. Each id can be set at build time through the matching
 * VITE_EMAILJS_* variable; without them the form talks to the local inbox
 * (`scripts/inbox.mjs`) so the whole journey works offline. Its own object, for the
 * same reason as `directContact`.
 */
export const emailjsConfig = {
  serviceId: env.VITE_EMAILJS_SERVICE_ID ?? 'service_brightwave',
  templateId: env.VITE_EMAILJS_TEMPLATE_ID ?? 'template_enquiry',
  publicKey: env.VITE_EMAILJS_PUBLIC_KEY ?? 'local-inbox-public-key',
  origin: resolveEmailjsOrigin(env),
  /** The SDK's own guards (SPEC §8). All are off unless their variable is set at build time. */
  guards: {
    /** VITE_EMAILJS_BLOCK_HEADLESS=true: refuse browsers that look automated (451). */
    blockHeadless: env.VITE_EMAILJS_BLOCK_HEADLESS === 'true',
    /** VITE_EMAILJS_BLOCK_LIST=a@x.com,b@y.com: refuse these sender addresses (403). */
    blockList: (env.VITE_EMAILJS_BLOCK_LIST ?? '')
      .split(',')
      .map((address) => address.trim())
      .filter(Boolean),
    /** VITE_EMAILJS_THROTTLE_MS=60000: one enquiry per browser per period (429); 0 is off. */
    throttleMs: Math.max(0, Number(env.VITE_EMAILJS_THROTTLE_MS ?? 0) || 0),
  },
} as const;

export const siteConfig = {
  name: 'Brightwave Digital',
  tagline: 'MARKETING SOLUTIONS',
  /** Public origin of the site, no trailing slash: canonical URLs and the sitemap use it. */
  url: 'https://www.brightwave.example',
  locale: 'en_US',
  foundedYear: 2015,
  copyrightYear: 2025,
  ...directContact,
  addresses: [
    {
      label: 'India office',
      lines: ['4th Floor, Skyline Tech Park', 'Baner Road, Pune', 'Maharashtra 411045'],
      country: 'India',
      postal: {
        street: '4th Floor, Skyline Tech Park, Baner Road',
        locality: 'Pune',
        region: 'Maharashtra',
        postalCode: '411045',
        countryCode: 'IN',
      },
      mapUrl: 'https://www.openstreetmap.org/?mlat=18.5590&mlon=73.7868#map=16/18.5590/73.7868',
      mapEmbedUrl:
        'https://www.openstreetmap.org/export/embed.html?bbox=73.7768%2C18.5520%2C73.7968%2C18.5660&layer=mapnik&marker=18.5590%2C73.7868',
    },
    {
      label: 'USA office',
      lines: ['1800 Capitol Avenue, Suite 400', 'Cheyenne, WY 82001'],
      country: 'USA',
      postal: {
        street: '1800 Capitol Avenue, Suite 400',
        locality: 'Cheyenne',
        region: 'WY',
        postalCode: '82001',
        countryCode: 'US',
      },
      mapUrl: 'https://www.openstreetmap.org/?mlat=41.1400&mlon=-104.8202#map=16/41.1400/-104.8202',
      mapEmbedUrl:
        'https://www.openstreetmap.org/export/embed.html?bbox=-104.8302%2C41.1340%2C-104.8102%2C41.1460&layer=mapnik&marker=41.1400%2C-104.8202',
    },
  ],
  social: [
    {
      network: 'Instagram',
      url: 'https://www.instagram.com/brightwave.digital.example',
      handle: '@brightwave.digital',
    },
    {
      network: 'X',
      url: 'https://x.com/brightwave_example',
      handle: '@brightwave_example',
    },
  ],
  /**
   * Where the media served as they are live (hero videos, the Open Graph card); point it at a
   * CDN origin to move them off the site. Images go through astro:assets into /assets/.
   */
  mediaBaseUrl: env.VITE_MEDIA_BASE_URL ?? '/media',
  emailjs: emailjsConfig,
} as const satisfies {
  phones: readonly Phone[];
  addresses: readonly Address[];
  social: readonly SocialProfile[];
  [key: string]: unknown;
};

/** The US number the 'Call Us Now' links dial. */
export const primaryPhone = directContact.phones[0];

/**
 * Hosting choices the build writes into every host's headers (integrations/hosting-headers.mjs).
 * `hstsPreload`: add `preload` to Strict-Transport-Security, which asks browsers to build the
 * domain into their HTTPS-only lists. Turn it on only for the real domain, once it and every
 * subdomain serve HTTPS, then submit it at https://hstspreload.org; leaving the list takes months.
 */
export const hostingPolicy = { hstsPreload: false } as const;
