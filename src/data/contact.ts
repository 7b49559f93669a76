/** Server-only: the contact page's copy (src/content/pages/contact.yml). */
import { singleEntry } from './entry';

const page = await singleEntry('contactPage', 'contact', 'src/content/pages/contact.yml');

export const contactMeta = { ...page.seo, path: '/contact' };
export const contactHero = page.hero;
export const contactDetails = page.details;
export const officeMap = page.map;
export const whyReachOut = page.whyReachOut;
export const contactFaq = page.faq;
