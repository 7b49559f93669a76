/** The contact form's words (src/content/pages/contact.yml, `form:`), made by integrations/contact-form-words-plugin.mjs. */
declare module 'virtual:contact-form-words' {
  import type { ContactFormWords } from '~/content/schemas/contact-form';

  const words: ContactFormWords;
  export default words;
}
