import { describe, expect, it } from 'vitest';
import { siteConfig } from '~/data/site';
import { enquiryFormCopy, islandWords } from '~/components/contact/enquiry-copy';
import { contactCopy } from '~/data/contact';
import type { EnquiryDraftFields } from './draft-store';
import { enquiryMailto, mailtoMaxLength, type EnquiryMailtoWords } from './mailto';

const enquiryForm = enquiryFormCopy(islandWords(contactCopy.form));

/** The form's own labels; a short notice, so the cut tests leave the message most of the room. */
const words: EnquiryMailtoWords = {
  labels: {
    name: enquiryForm.fields.name.label,
    email: enquiryForm.fields.email.label,
    phone: enquiryForm.fields.phone.label,
  },
  cutNotice: '(The message above was shortened.)',
};
const { labels } = words;

const enquiry: EnquiryDraftFields = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+1 307 555 0100',
  message: 'We need a new storefront.\nLive by May & on budget?',
};

function mailto(fields: EnquiryDraftFields, maxLength?: number) {
  return enquiryMailto(siteConfig.email, enquiryForm.formTitle, fields, words, maxLength);
}

/** The start of the body: the name, e-mail and phone lines as the form labels them. */
const detailLines = (fields: EnquiryDraftFields) =>
  `${labels.name}: ${fields.name}\r\n${labels.email}: ${fields.email}\r\n${labels.phone}: ${fields.phone}\r\n\r\n`;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The decoded parts of a mailto: link, as a mail client reads them. */
function parse(href: string) {
  const url = new URL(href);
  return {
    protocol: url.protocol,
    to: url.pathname,
    subject: url.searchParams.get('subject'),
    body: url.searchParams.get('body') ?? '',
  };
}

describe('enquiryMailto', () => {
  it('addresses the agency with the form title as subject and every field in the body', () => {
    const { href, cut } = mailto(enquiry);
    expect(cut).toBe(false);
    expect(parse(href)).toEqual({
      protocol: 'mailto:',
      to: siteConfig.email,
      subject: enquiryForm.formTitle,
      body: `${detailLines(enquiry)}We need a new storefront.\r\nLive by May & on budget?`,
    });
  });

  it('encodes every reserved character, with line breaks as %0D%0A and spaces as %20', () => {
    const { href } = mailto(enquiry);
    const start = `mailto:${siteConfig.email}?subject=${encodeURIComponent(enquiryForm.formTitle)}&body=`;
    expect(href.slice(0, start.length)).toBe(start);
    expect(href).toContain('storefront.%0D%0ALive%20by%20May%20%26%20on%20budget%3F');
    expect(href).not.toMatch(/[\s+]/);
    expect(href.split('&')).toHaveLength(2);
  });

  it('turns every kind of line break in the message into CRLF', () => {
    const { body } = parse(mailto({ ...enquiry, message: 'one\ntwo\r\nthree\rfour' }).href);
    expect(body.endsWith('one\r\ntwo\r\nthree\r\nfour')).toBe(true);
  });

  it('keeps a message that fits whole, right up to the limit', () => {
    const { href } = mailto(enquiry);
    expect(mailto(enquiry, href.length)).toEqual({ href, cut: false });
  });

  it(`cuts a long message so the whole link stays within ${mailtoMaxLength} characters, and says so in the body`, () => {
    const message = Array.from({ length: 400 }, (_, i) => `Sentence ${i} about our project.`).join(
      ' ',
    );
    const { href, cut } = mailto({ ...enquiry, message });
    expect(cut).toBe(true);
    expect(href.length).toBeLessThanOrEqual(mailtoMaxLength);
    expect(href.length).toBeGreaterThan(mailtoMaxLength - 60);
    const { body } = parse(href);
    expect(body.slice(0, detailLines(enquiry).length)).toBe(detailLines(enquiry));
    const [kept = '', notice] = body.split('\r\n\r\n').slice(1);
    expect(kept.endsWith('…')).toBe(true);
    expect(message.startsWith(kept.slice(0, -1))).toBe(true);
    expect(kept).toMatch(/\S…$/);
    expect(message.charAt(kept.length - 1)).toMatch(/\s/); // ends on a whole word
    expect(notice).toBe(words.cutNotice);
  });

  it('never splits a character, however much room it takes encoded', () => {
    const mixed = '👩‍💻 Café déjà vu — 東京で会いましょう。'.repeat(60);
    const astral = '😀🚀'.repeat(200);
    for (const [message, maxLength] of [
      [mixed, mailtoMaxLength],
      ...[900, 901, 902, 903].map((length) => [mixed, length] as const),
      ...[900, 912, 924, 936].map((length) => [astral, length] as const),
    ] as const) {
      const { href, cut } = mailto({ ...enquiry, message }, maxLength);
      expect(cut).toBe(true);
      expect(href.length).toBeLessThanOrEqual(maxLength);
      const { body } = parse(href); // decoding throws on half a character
      expect(body).toContain(words.cutNotice);
    }
  });

  it('survives a stray half of a surrogate pair in what was pasted', () => {
    const { body } = parse(
      mailto({ ...enquiry, name: 'Ada \uD83D', message: 'Hi \uDE00 there' }).href,
    );
    expect(body).toContain(`${labels.name}: Ada \uFFFD`);
    expect(body).toContain('Hi \uFFFD there');
  });

  it('caps a pasted wall of text in a short field so the message keeps room', () => {
    const wall = '名'.repeat(500);
    const { href } = mailto({ ...enquiry, name: wall, email: wall, phone: wall });
    expect(href.length).toBeLessThanOrEqual(mailtoMaxLength);
    const { body } = parse(href);
    const capped = [labels.name, labels.email, labels.phone].map(
      (label) => `${escapeRegExp(label)}: 名+…\r\n`,
    );
    expect(body).toMatch(new RegExp(`^${capped.join('')}\r\n`));
    expect(body).toContain(enquiry.message.replace('\n', '\r\n'));
  });

  it('keeps each short field on its own line', () => {
    const { body } = parse(mailto({ ...enquiry, name: 'Ada\nLovelace ' }).href);
    const start = `${labels.name}: Ada Lovelace\r\n${labels.email}:`;
    expect(body.slice(0, start.length)).toBe(start);
  });
});

describe('enquiryMailto as page text', () => {
  it('is self-contained: its own source, evaluated alone, builds the same link', () => {
    const fields = {
      name: 'Zoë',
      email: 'zoe@example.com',
      phone: '+1 555',
      message: 'x '.repeat(1500),
    };
    const alone = new Function(`return (${enquiryMailto.toString()})`)() as typeof enquiryMailto;
    expect(alone('a@b.co', 'Subject', fields, words)).toEqual(
      enquiryMailto('a@b.co', 'Subject', fields, words),
    );
  });
});
