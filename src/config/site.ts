/**
 * The one source of every fact about the agency itself: name, contact
 * details, addresses, social profiles, public URL and e-mail delivery ids.
 * Components read these values; none of them is written anywhere else.
 *
 * The agency's real name and details replace these fictional ones here.
 */

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

/**
 * The build's settings (src/config/build-settings.js): site URL, EmailJS ids, media origin,
 * from the environment and .env, put into the bundle by integrations/build-settings.mjs.
 */
const settings = __BUILD_SETTINGS__;

/** `preview` on a local preview build, whose form posts to the local inbox; `deploy` otherwise. */
export const buildTarget = settings.target;

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
 * EmailJS delivery: ids, the origin the SDK posts to and the SDK's guards (SPEC §8, all off unless
 * set). A deploy build takes them from EMAILJS_* variables and refuses to build without the ids; a
 * preview build posts to the local inbox (`scripts/inbox.mjs`), so the whole journey works
 * offline. Its own object, for the same reason as `directContact`.
 */
export const emailjsConfig = settings.emailjs;

export const siteConfig = {
  name: 'Brightwave Digital',
  tagline: 'MARKETING SOLUTIONS',
  /** Public origin of the site, no trailing slash (SITE_URL): canonical URLs and the sitemap use it. */
  url: settings.siteUrl,
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
  mediaBaseUrl: settings.mediaBaseUrl,
  emailjs: emailjsConfig,
} as const satisfies {
  phones: readonly Phone[];
  addresses: readonly Address[];
  social: readonly SocialProfile[];
  [key: string]: unknown;
};

/** The US number the 'Call Us Now' links dial. */
export const primaryPhone = directContact.phones[0];
