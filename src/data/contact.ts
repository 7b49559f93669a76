/** Server-only: the contact page's copy (src/content/pages/contact.yaml). */
import { singleEntry } from './entry';

export const contactCopy = await singleEntry(
  'contactPage',
  'contact',
  'src/content/pages/contact.yaml',
);

export const contactMeta = { ...contactCopy.seo, path: '/contact' };
