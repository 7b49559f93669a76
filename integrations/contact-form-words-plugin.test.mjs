import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contactFormWordsModule } from './contact-form-words-plugin.mjs';

describe('the contact form’s words as a module of its island', () => {
  it('is the form: block of contact.yaml, as it is', async () => {
    const source = readFileSync('src/content/pages/contact.yaml', 'utf8');
    const module = contactFormWordsModule(source);
    const words = JSON.parse(module.replace(/^export default /, '').replace(/;$/, ''));
    expect(words.submit).toBe('Send Message');
    expect(words.message.charactersLeft).toBe('{count} characters left');
    const { contactFormWords } = await import('~/data/contact');
    const { title, intro, previewNotice, ...island } = contactFormWords;
    expect(words).toEqual(JSON.parse(JSON.stringify(island)));
    expect(words.title).toBeUndefined();
  });

  it('refuses a contact page without its form words', () => {
    expect(() => contactFormWordsModule('seo:\n  title: Contact\n')).toThrow(/has no form: block/);
  });
});
