import Clock from 'lucide-react/icons/clock';
import Handshake from 'lucide-react/icons/handshake';
import SlidersHorizontal from 'lucide-react/icons/sliders-horizontal';
import Users from 'lucide-react/icons/users';
import type { EnquiryFields, FaqItem, FeatureCard } from './types';

/** Copy of the /contact page (SPEC §2 /contact). Contact details come from the site config. */
export const contactHero = {
  eyebrow: 'Contact Us',
  title: 'Tell us about your project',
  text: 'Share your goals, timeline and budget. A strategist reads every message and replies within 24 hours on business days.',
} as const;

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

export const contactDetails = {
  id: 'contact-details',
  title: 'Talk to us directly',
  intro: 'Prefer a conversation? Call or email our team, or visit one of our offices.',
  emailLabel: 'Email',
  phonesLabel: 'Phone',
  officesLabel: 'Offices',
  mapLinkLabel: 'View on map',
} as const;

export const officeMap = {
  /** Which office the embedded map shows. */
  country: 'USA',
  /** The iframe's accessible name is this followed by the office's address. */
  titlePrefix: 'Map of our',
  linkLabel: 'Open the full map',
  /** The map loads only on request: the button over its frame, and the line under the button. */
  showLabel: 'Show the map',
  hideLabel: 'Hide the map',
  loadNote: 'The map loads from OpenStreetMap when you open it.',
} as const;

export const whyReachOut = {
  id: 'why-reach-out',
  eyebrow: 'Working With Us',
  title: 'Why Reach Out?',
  intro:
    'One message starts a conversation with people who have completed 200+ projects for growing businesses.',
  tiles: [
    {
      title: 'Fast Response',
      description:
        'A real strategist replies within 24 hours on business days, usually with a time for a short discovery call.',
      icon: Clock,
    },
    {
      title: 'Expert Team',
      description:
        'Designers, engineers and marketers who specialize in their craft, working on your project from the first call.',
      icon: Users,
    },
    {
      title: 'Customized Solutions',
      description:
        'No template packages. We shape scope, stack and budget around your goals, then put it all in writing.',
      icon: SlidersHorizontal,
    },
    {
      title: 'Trusted Partner',
      description:
        'Clients stay with us for years because we report honestly, meet deadlines and look after what we launch.',
      icon: Handshake,
    },
  ],
} as const satisfies {
  id: string;
  eyebrow: string;
  title: string;
  intro: string;
  tiles: readonly FeatureCard[];
};

export const contactFaq = {
  id: 'faq',
  eyebrow: 'FAQ',
  title: 'Frequently Asked Questions',
  intro: 'Quick answers to what people usually ask before they get in touch.',
  items: [
    {
      question: 'How quickly will you respond to my enquiry?',
      answer:
        'A response typically comes within 24 hours on business days. Messages sent on a weekend or public holiday are answered on the next business day, and urgent hosting issues can go straight to our support line.',
    },
    {
      question: 'What happens after I send the form?',
      answer:
        'A strategist reads your message and suggests a 30-minute discovery call. Within a few days of that call you receive a written proposal with scope, timeline and a fixed quote, with no obligation to go ahead.',
    },
    {
      question: 'How much does a project cost?',
      answer:
        'It depends on scope. Our services page lists a starting price for every service, and every proposal is a fixed quote broken down by deliverable, so you know the full cost before any work begins.',
    },
    {
      question: 'Do you work with businesses outside India and the USA?',
      answer:
        'Yes. With offices in Pune and Cheyenne we cover most time zones, and we work with clients across North America, Europe, the Middle East and Asia through video calls and shared project boards.',
    },
    {
      question: 'Do you support a website after it launches?',
      answer:
        'Yes. Most clients keep us on after launch for hosting, maintenance, SEO or email campaigns, with one team that already knows the code. Hosting clients can reach our support team 24/7.',
    },
  ],
} as const satisfies {
  id: string;
  eyebrow: string;
  title: string;
  intro: string;
  items: readonly FaqItem[];
};
