import type { EnquiryFields } from '~/content/types';

/**
 * The contact form's own words: labels, status and error messages, the fallback's lines.
 * They are code rather than content because they ship inside the form's island (the one
 * script that renders in the browser), several are functions of what the visitor typed, and
 * SPEC §4 and §8 fix the status messages word for word. Everything else on /contact is
 * content (src/content/pages/contact.yml).
 */

export type EnquiryFieldName = Exclude<keyof EnquiryFields, 'title'>;

export interface EnquiryFieldCopy {
  label: string;
  type: 'text' | 'email' | 'tel';
  autoComplete: string;
  placeholder: string;
  /** The most characters the field takes (`maxlength`): see `enquiryLimits`. */
  maxLength: number;
  /** A `pattern` the browser checks, with the sentence it shows when the value does not match. */
  pattern?: { regex: string; hint: string };
}

/**
 * How much each field takes, in characters (UTF-16 code units, as `maxlength` counts them).
 * EmailJS refuses a send whose variables pass 50 KB in all. A character takes at most 3 bytes
 * in UTF-8 (an emoji's 4 bytes count as 2 characters), so even all at their limits the five
 * fields stay under 32 KB: 3 × (10,000 + 120 + 254 + 40) + the title. A message of 10,000
 * characters is about 1,600 words, several times the longest enquiry a brief needs.
 */
export const enquiryLimits = { name: 120, email: 254, phone: 40, message: 10_000 } as const;

const copyMessageLabel = 'Copy message';

/** The form's words. Button labels and status messages are verbatim from SPEC §4 and §8. */
export const enquiryForm = {
  id: 'enquiry',
  title: 'Send us a message',
  intro:
    'Every field is required. The more you tell us about your business and what you need, the more useful our first reply will be.',
  /** The hidden `title` field every enquiry carries, so the agency's inbox can tell where it came from. */
  formTitle: 'Website Contact Form' satisfies EnquiryFields['title'],
  fields: {
    name: {
      label: 'Full name',
      type: 'text',
      autoComplete: 'name',
      placeholder: 'Jane Cooper',
      maxLength: enquiryLimits.name,
    },
    email: {
      label: 'Work email',
      type: 'email',
      autoComplete: 'email',
      placeholder: 'jane@company.com',
      maxLength: enquiryLimits.email,
      // The browser takes `jane@localhost`; a reply cannot reach it, so ask for a full domain.
      pattern: {
        regex: '[^@]+@[^@]+[.][^@.]+',
        hint: 'Enter an address with a full domain, such as jane@company.com.',
      },
    },
    phone: {
      label: 'Phone number',
      type: 'tel',
      autoComplete: 'tel',
      placeholder: '+1 (555) 000-0000',
      maxLength: enquiryLimits.phone,
    },
  } satisfies Record<Exclude<EnquiryFieldName, 'message'>, EnquiryFieldCopy>,
  message: {
    label: 'How can we help?',
    placeholder: 'A few lines about your business, what you need and when you need it.',
    rows: 5,
    maxLength: enquiryLimits.message,
    /** The count appears once this few characters are left. */
    countFrom: 1_000,
    charactersLeft: (left: number) =>
      left === 1 ? '1 character left' : `${left.toLocaleString('en-US')} characters left`,
    /** When a paste or drop did not fit: the browser keeps only what fits under the limit. */
    pasteCut: (lost: number) =>
      `The message holds ${enquiryLimits.message.toLocaleString('en-US')} characters at most, so the last ${lost.toLocaleString('en-US')} characters of what you added were left out. They are still on your clipboard: shorten the message, or send the whole text from your own email app.`,
  },
  submit: 'Send Message',
  sending: 'Sending...',
  success: 'Message sent successfully!',
  error: 'Error sending message. Please check your Gmail service connection.',
  /** One plain line under the error, for each cause the form can tell apart. */
  errorCauses: {
    offline:
      'Your device seems to be offline, or could not reach our email service. Check your connection, then press Send Message again.',
    timeout:
      'Our email service did not answer within 15 seconds. If you press Send Message again, the form waits for that first attempt rather than sending your message twice.',
    rateLimited:
      'A message was sent from this browser only a moment ago, and the form sends one at a time. Please wait a minute, then try again.',
    refused:
      'Our email service turned this message down. Please send it from your own email app below, or call us.',
    unavailable:
      'Our email service had a problem on its side. Please try again in a few minutes, or use one of the options below.',
    stalled:
      'The part of this page that sends the form did not finish loading, so nothing was sent. Your words are still in the form.',
  },
  /** Shown on a preview build only (`npm run build:preview`), above the form. */
  previewNotice: {
    title: 'Preview build',
    text: (inbox: string) =>
      `This form posts to the local inbox at ${inbox}, not to EmailJS: enquiries are written to .inbox/enquiries.jsonl on this computer and no email is sent.`,
  },
  /** Under the error: the words are kept, and the same enquiry can go from the visitor's own e-mail app. */
  fallback: {
    lead: 'Your message is still in the form, so you can try again in a moment, or send the same enquiry from your own email app.',
    mailLabel: 'Email your enquiry',
    copyLabel: copyMessageLabel,
    copied: 'Message copied. Paste it into your email.',
    copyRefused:
      'Your browser did not allow copying. Select the text in the message box above and copy it from there.',
    tooLong:
      'Your message is too long for an email link, so the email holds its first part. Copy the full message and paste it in.',
    /** Ends the email body when the message was cut to fit the link. */
    cutNotice: `(The message above was shortened to fit in an email link. The full text is still in the form on the contact page: press “${copyMessageLabel}” there and paste it here in place of this note.)`,
    /** The lead before the email address and phones, for a device without an email app. */
    noMailApp: 'No email app on this device? Copy your message into your webmail.',
  },
  privacy: {
    text: 'We use your details only to answer your enquiry. Read our',
    linkLabel: 'Privacy Policy',
    href: '/privacy-policy',
  },
  /** Shown when scripts are off: the form cannot send, the e-mail and phones still work. */
  noScript:
    'Sending this form needs JavaScript, which is turned off in your browser. You can still reach us directly.',
} as const;
