/** Server-only: the contact page's copy (src/content/pages/contact.yaml). */
import { enquiryFormCopy, islandWords } from '~/components/contact/enquiry-copy';
import { singleEntry } from './entry';

const page = await singleEntry('contactPage', 'contact', 'src/content/pages/contact.yaml');

export const contactMeta = { ...page.seo, path: '/contact' };
export const contactHero = page.hero;
export const contactDetails = page.details;
export const officeMap = page.map;
export const whyReachOut = page.whyReachOut;
export const contactFaq = page.faq;

/**
 * The contact form's words. The page renders the heading, the line under it and the preview
 * notice; the island's own are built into its script (integrations/contact-form-words-plugin.mjs).
 */
export const contactFormWords = page.form;
/** The form's copy, for the parts of it the server renders. */
export const enquiryForm = enquiryFormCopy(islandWords(page.form));
