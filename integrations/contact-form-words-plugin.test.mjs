import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contactFormWordsModule } from './contact-form-words-plugin.mjs';

/** The words a module of the island holds, parsed back from its source. */
const moduleWords = (yamlSource) =>
  JSON.parse(
    contactFormWordsModule(yamlSource)
      .replace(/^export default /, '')
      .replace(/;$/, ''),
  );

describe('the contact form’s words as a module of its island', () => {
  it('is the form: block, less the words the page renders around the island, placeholders kept', () => {
    const source = [
      'seo:',
      '  title: Contact',
      'form:',
      '  title: Write to us',
      '  intro: We answer within a day.',
      '  previewNotice:',
      '    title: Preview',
      "    text: 'Messages go to {inbox}.'",
      '  submit: Send it',
      '  message:',
      "    charactersLeft: '{count} to go'",
    ].join('\n');
    expect(moduleWords(source)).toEqual({
      submit: 'Send it',
      message: { charactersLeft: '{count} to go' },
    });
  });

  it('is the form: block of contact.yaml, as the content collection reads it', async () => {
    const words = moduleWords(readFileSync('src/content/pages/contact.yaml', 'utf8'));
    const { contactCopy } = await import('~/data/contact');
    const { title, intro, previewNotice, ...island } = contactCopy.form;
    expect(words).toEqual(JSON.parse(JSON.stringify(island)));
    expect(words.title).toBeUndefined();
  });

  it('refuses a contact page without its form words', () => {
    expect(() => contactFormWordsModule('seo:\n  title: Contact\n')).toThrow(/has no form: block/);
  });
});
