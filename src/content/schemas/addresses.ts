/**
 * The ledger of every address the site has published (src/content/site/addresses.yaml): what a
 * visitor may hold a link to. The build compares it with the pages it built
 * (integrations/redirects.mjs): an address still built is live; one no longer built must say
 * where it leads now, or that it is gone for good, or the build stops. The rules that compare
 * entries (chains, loops, a target that is no page) are integrations/address-ledger.mjs'.
 */
import { z } from 'astro/zod';
import { strict } from './fields';

export const addressesFile = 'addresses';

/** A page of this site as the address bar shows it after the domain: `/insights/my-article`. */
const sitePath = (what: string) =>
  z
    .string({ error: `Write ${what}, starting with /, like /insights/my-article.` })
    .regex(/^\/([a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*)?$/, {
      error: `Write ${what} as the part of the link after the domain: starting with /, lower-case words joined by -, like /insights/my-article (no spaces, no / at the end, no https://).`,
    });

export const publishedAddress = strict({
  address: sitePath('the address').meta({
    title: 'Address',
    description:
      'An address the site has published, after the domain: /insights/my-article. Leave it as it is: people may have this link.',
  }),
  leadsTo: sitePath('the page this address leads to')
    .optional()
    .meta({
      title: 'Leads to',
      description:
        'Once this page is renamed or removed: the page its visitors are sent to instead, like /insights/my-new-article. Empty while the page is on the site.',
    }),
  gone: z
    .boolean()
    .optional()
    .meta({
      title: 'Gone for good',
      description:
        'Once this page is removed with no page to send its visitors to: tick it, and they see the “Page not found” page. Leave “Leads to” empty then.',
    }),
});

export const publishedAddresses = strict({
  addresses: z.array(publishedAddress).meta({
    title: 'Published addresses',
    description:
      'Every address the site has published. On your computer, renaming a page in the editor writes it here by itself; on the live editor, write the new address under “Leads to” of the old one. When a page is removed, say here where its address leads.',
  }),
});
