import { describe, expect, it } from 'vitest';
import { contactCopy } from '~/data/contact';
import { fill } from '~/lib/fill';
import { enquiryFormCopy, enquiryLimits } from './enquiry-copy';

const contactFormWords = contactCopy.form;

describe('the contact form’s copy', () => {
  it('fills each placeholder of its words, figures in the form a reader expects', () => {
    expect(fill('{count} characters left', { count: 1000 })).toBe('1,000 characters left');
    expect(fill('at {inbox}, not {other}', { inbox: 'http://localhost:3001' })).toBe(
      'at http://localhost:3001, not {other}',
    );
  });

  it('joins the words of contact.yaml with the limits and checks the code sets', () => {
    const copy = enquiryFormCopy(contactFormWords);
    expect(copy.fields.email).toMatchObject({
      label: contactFormWords.fields.email.label,
      type: 'email',
      maxLength: enquiryLimits.email,
      pattern: { hint: contactFormWords.fields.email.hint },
    });
    expect(copy.message.charactersLeft(1)).toBe(contactFormWords.message.oneCharacterLeft);
    // Figures as a reader expects them, where contact.yaml's words put them.
    const { charactersLeft, pasteCut } = contactFormWords.message;
    expect(copy.message.charactersLeft(1500)).toBe(charactersLeft.replace('{count}', '1,500'));
    expect(copy.message.pasteCut(12)).toBe(
      pasteCut
        .replace('{limit}', enquiryLimits.message.toLocaleString('en-US'))
        .replace('{lost}', '12'),
    );
    expect(copy.fallback.cutNotice).toContain(`“${contactFormWords.fallback.copyLabel}”`);
    expect(copy.formTitle).toBe('Website Contact Form');
  });
});
