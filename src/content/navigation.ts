import type { LinkAction } from './types';

/** Header links, in the order they appear (the services dropdown sits after Home). */
export const headerLinks = [
  { label: 'Home', href: '/' },
  { label: 'Portfolio', href: '/portfolio' },
  { label: 'About Us', href: '/about-us' },
] as const satisfies readonly LinkAction[];

export const getStartedLink = {
  label: 'Get Started',
  href: '/contact',
} as const satisfies LinkAction;

/** Footer "Company" column. */
export const companyLinks = [
  { label: 'About Us', href: '/about-us' },
  { label: 'Portfolio', href: '/portfolio' },
  { label: 'Contact', href: '/contact' },
  { label: 'Privacy Policy', href: '/privacy-policy' },
  { label: 'Terms of Service', href: '/terms-of-service' },
] as const satisfies readonly LinkAction[];

export const servicesDropdownText = {
  title: 'Our Services',
  subtitle: 'Innovative solutions for a digital-first world',
} as const;

/** The small-screen menu toggle's accessible name, closed and open (SPEC §2 Header). */
export const menuToggleLabels = {
  open: 'Open menu',
  close: 'Close menu',
} as const;
