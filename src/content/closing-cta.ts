import type { LinkAction } from './types';

/** The shared closing call to action (SPEC §2), quoted verbatim. */
export const closingCta = {
  id: 'contact',
  title: 'Ready to Scale Your Digital Presence?',
  text: "Let's create something extraordinary together. Your digital transformation starts here.",
  primary: { label: 'Start Your Project', href: '/contact' },
  callLabel: 'Call Us Now',
} as const satisfies {
  id: string;
  title: string;
  text: string;
  primary: LinkAction;
  callLabel: string;
};
