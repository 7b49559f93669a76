/**
 * The contact form's copy: its words, which are content (src/content/pages/contact.yaml,
 * under `form:`), joined with what the form's code decides (field types, autocomplete,
 * limits, the pattern a full e-mail domain must match, the hidden title by which the agency's
 * inbox knows where an enquiry came from).
 * The island builds it from the words its page hands over as a prop; the server-rendered
 * parts build it from the same words (components/pages/contact.tsx). Never reads content itself: it
 * runs in the browser.
 */
import type { ContactFormWords } from '~/content/schemas/contact-form';
import type { EnquiryFieldName, EnquiryFields } from '~/content/types';
import { fill } from '~/lib/fill';

export type { ContactFormWords };

/**
 * The words the island itself shows: the heading, the line under it and the preview notice are
 * rendered around it by the page, so its script leaves them out.
 */
export type IslandWords = Omit<ContactFormWords, 'title' | 'intro' | 'previewNotice'>;

/** The form's words without those the page renders around the island. */
export function islandWords({
  title,
  intro,
  previewNotice,
  ...words
}: ContactFormWords): IslandWords {
  return words;
}

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

/** The form's id, which the page's parse-time script finds it by. */
export const enquiryFormId = 'enquiry';

/** The form's copy, from its words. */
export function enquiryFormCopy(words: IslandWords) {
  return {
    ...words,
    id: enquiryFormId,
    /** The hidden `title` field every enquiry carries, so the agency's inbox can tell where it came from. */
    formTitle: 'Website Contact Form' satisfies EnquiryFields['title'],
    fields: {
      name: {
        ...words.fields.name,
        type: 'text',
        autoComplete: 'name',
        maxLength: enquiryLimits.name,
      },
      email: {
        label: words.fields.email.label,
        placeholder: words.fields.email.placeholder,
        type: 'email',
        autoComplete: 'email',
        maxLength: enquiryLimits.email,
        // The browser takes `jane@localhost`; a reply cannot reach it, so ask for a full domain.
        pattern: { regex: '[^@]+@[^@]+[.][^@.]+', hint: words.fields.email.hint },
      },
      phone: {
        ...words.fields.phone,
        type: 'tel',
        autoComplete: 'tel',
        maxLength: enquiryLimits.phone,
      },
    } satisfies Record<Exclude<EnquiryFieldName, 'message'>, EnquiryFieldCopy>,
    message: {
      label: words.message.label,
      placeholder: words.message.placeholder,
      rows: 5,
      maxLength: enquiryLimits.message,
      /** The count appears once this few characters are left. */
      countFrom: 1_000,
      charactersLeft: (left: number) =>
        left === 1
          ? words.message.oneCharacterLeft
          : fill(words.message.charactersLeft, { count: left }),
      /** When a paste or drop did not fit: the browser keeps only what fits under the limit. */
      pasteCut: (lost: number) =>
        fill(words.message.pasteCut, { limit: enquiryLimits.message, lost }),
    },
    fallback: {
      ...words.fallback,
      /** Ends the email body when the message was cut to fit the link. */
      cutNotice: fill(words.fallback.cutNotice, { copyLabel: words.fallback.copyLabel }),
    },
  };
}

export type EnquiryFormCopy = ReturnType<typeof enquiryFormCopy>;
