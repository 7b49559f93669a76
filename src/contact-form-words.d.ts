/** The contact form's words (src/content/pages/contact.yaml, `form:`), made by integrations/contact-form-words-plugin.mjs. */
declare module 'virtual:contact-form-words' {
  import type { IslandWords } from '~/components/contact/enquiry-copy';

  const words: IslandWords;
  export default words;
}
