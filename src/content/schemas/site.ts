/**
 * What every page shows: the agency's business details (src/content/site/business.yaml),
 * the navigation and the closing call to action.
 */
import { z } from 'astro/zod';
import { dialNumber } from '~/lib/phone';
import { link, strict, text, webAddress, sentences } from './fields';

export const siteFolder = 'src/content/site';

/** The social networks the footer draws a logo for (its icons are chosen by this name). */
export const socialNetworks = ['Instagram', 'X'] as const;

const socialHosts: Record<(typeof socialNetworks)[number], RegExp> = {
  Instagram: /^(www\.)?instagram\.com$/,
  X: /^(www\.)?(x|twitter)\.com$/,
};

/** A phone: written once, as visitors read it; its call link dials the same figures. */
const phone = strict({
  label: text('what the number is for'),
  display: text('the number as visitors read it')
    .refine((value) => dialNumber(value) !== undefined, {
      error:
        "Write the number as visitors read it, starting with + and the country code, like '+1 (307) 555-0142'. The call link dials the same figures.",
    })
    .describe(
      'As visitors read it, starting with + and the country code: +1 (307) 555-0142. The call link dials the same figures.',
    )
    .meta({ title: 'Number' }),
});

const address = strict({
  label: text('the office’s name'),
  lines: z.array(text('each line of the address')).min(1),
  country: z.enum(['India', 'USA'], { error: 'Write India or USA.' }),
  postal: z
    .strictObject({
      street: text('the street'),
      locality: text('the town or city'),
      region: text('the state'),
      postalCode: text('the postal code'),
      countryCode: z.enum(['IN', 'US'], { error: 'Write IN or US.' }),
    })
    .describe('The same address in parts, for search engines.'),
  mapUrl: webAddress('the map link').meta({ title: 'Map link' }),
  mapEmbedUrl: webAddress('the address of the map shown on the contact page')
    .refine((url) => new URL(url).hostname === 'www.openstreetmap.org', {
      error:
        'Use an OpenStreetMap embed address (https://www.openstreetmap.org/export/embed.html?…).',
    })
    .meta({ title: 'Map shown on the contact page' }),
});

export const business = z
  .strictObject({
    name: text('the agency’s name'),
    tagline: text('the line under the name in the header'),
    locale: z.literal('en_US'),
    foundedYear: z.number().int().min(1900).max(2100),
    copyrightYear: z.number().int().min(1900).max(2100),
    email: z.email({ error: 'Write the e-mail address in full, like hello@agency.com' }),
    phones: z.array(phone).min(1, { error: 'Give at least one phone number.' }),
    addresses: z.array(address).min(1),
    social: z.array(
      z
        .strictObject({
          network: z.enum(socialNetworks, {
            error: `Name the network: ${socialNetworks.join(' or ')}.`,
          }),
          url: webAddress('the profile’s address').meta({ title: 'Web address' }),
          handle: text('the profile’s name, like @agency'),
        })
        .refine(({ network, url }) => socialHosts[network].test(new URL(url).hostname), {
          error: 'The profile’s address must be on the network it names.',
          path: ['url'],
        }),
    ),
  })
  .describe('The agency’s name and contact details, shown on every page.');

export const navigation = strict({
  headerLinks: z.array(link),
  getStartedLink: link,
  companyLinks: z.array(link),
  servicesDropdown: strict({
    title: text('the heading of the services menu'),
    subtitle: sentences('the line under it'),
  }),
  menuToggleLabels: strict({
    open: text('the name of the button that opens the phone menu'),
    close: text('the name of the button that closes it'),
  }),
});

export const closingCta = strict({
  id: z
    .literal('contact')
    .describe('The anchor other pages link to: always contact.')
    .meta({ title: 'Anchor (the part of the address after #)' }),
  title: text('the heading'),
  text: sentences('the paragraph'),
  primary: link,
  callLabel: text('the words of the call link'),
});

export type Business = z.infer<typeof business>;
export type Navigation = z.infer<typeof navigation>;
export type ClosingCta = z.infer<typeof closingCta>;
