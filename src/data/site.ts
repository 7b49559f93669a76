/**
 * Server-only: what every page shows, from src/content/site/: the agency's business details
 * (with the build's site URL and media origin beside them), the navigation and the closing
 * call to action.
 */
import { emailjsConfig, mediaBaseUrl, siteUrl } from '~/config/site';
import { singleEntry } from './entry';

const business = await singleEntry('business', 'business', 'src/content/site/business.yaml');

export const siteConfig = { ...business, url: siteUrl, mediaBaseUrl, emailjs: emailjsConfig };

/** The e-mail address and phones every contact block shows, handed to the contact form's island. */
export const directContact = { email: business.email, phones: business.phones };

/** The header's and footer's links and labels. */
export const navigation = await singleEntry(
  'navigation',
  'navigation',
  'src/content/site/navigation.yaml',
);

/** The closing section pages share (closing-cta.yaml), and the number its 'Call Us Now' link dials: the first phone listed. */
export const sharedClosing = {
  copy: await singleEntry('closingCta', 'closing-cta', 'src/content/site/closing-cta.yaml'),
  phone: business.phones[0]!,
};
