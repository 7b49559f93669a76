import { siteUrl } from '~/config/site';
import type { Business } from '~/content/schemas/site';
import type { SitePage } from '~/lib/site-page';
import { normalizePath } from '~/lib/urls';

/**
 * A page's social card: the 1200×630 image that `og:image` and `twitter:image` name, and
 * everything it shows. JPEG, because LinkedIn refuses WebP share images.
 */
export interface SocialCard {
  /** Site path of the image: '/og/home.jpg', '/og/services/web-hosting.jpg'. */
  path: string;
  width: 1200;
  height: 630;
  type: 'image/jpeg';
  /** Names the page and reads the heading the card shows. */
  alt: string;
  /** What the card shows, from the page's own content. */
  text: SocialCardText;
}

export interface SocialCardText {
  /** The small label above the heading, as the page's hero has it. */
  label: string;
  /** The page's h1, and the second line of it that the hero sets in the brand gradient. */
  title: string;
  highlight?: string;
  /** One sentence from the page's search description. */
  line: string;
  /** Where the page lives, as a person would type it: 'brightwave.example/services'. */
  address: string;
  /** The agency's name and tagline, beside the logo. */
  brand: CardBrand;
}

/** The agency's name and tagline, as business.yaml gives them. */
export type CardBrand = Pick<Business, 'name' | 'tagline'>;

/** The card of one page of the site map, for the agency `brand` names. */
export function socialCard(page: SitePage, brand: CardBrand): SocialCard {
  const { name, meta, heading } = page;
  return {
    path: cardPath(meta.path),
    width: 1200,
    height: 630,
    type: 'image/jpeg',
    alt: `${name} | ${brand.name}: ${headingText(heading.title, heading.highlight)}`,
    text: {
      label: heading.eyebrow ?? name,
      title: heading.title,
      ...(heading.highlight ? { highlight: heading.highlight } : {}),
      line: firstSentence(meta.description),
      address: pageAddress(meta.path),
      brand: { name: brand.name, tagline: brand.tagline },
    },
  };
}

/**
 * The card of the page at `path` among `pages`, or undefined where the site card stands in
 * (the 404 page).
 */
export function socialCardFor(
  path: string,
  pages: readonly SitePage[],
  brand: CardBrand,
): SocialCard | undefined {
  const at = normalizePath(path);
  const page = pages.find((candidate) => candidate.meta.path === at);
  return page && socialCard(page, brand);
}

/** '/' → '/og/home.jpg'; '/services/web-hosting' → '/og/services/web-hosting.jpg'. */
export function cardPath(pagePath: string): string {
  const route = normalizePath(pagePath).replace(/^\//, '');
  return `/og/${route || 'home'}.jpg`;
}

/**
 * The first sentence of a text: up to the first '.', '!' or '?' that a space and a capital or
 * a digit follow, so '$9.99/month' and '99.9%' stay whole.
 */
export function firstSentence(text: string): string {
  const [sentence = text] = text.trim().split(/(?<=[.!?])\s+(?=[A-Z0-9$])/);
  return sentence;
}

/**
 * The heading as one line of text: its second line follows on after a space where it carries
 * the sentence on ('Work that moves the numbers that matter'), after a comma where it is a
 * phrase of its own ('Web Hosting, Fast, Secure & Reliable').
 */
function headingText(title: string, highlight?: string): string {
  if (!highlight) return title;
  const continues = /^[a-z]/.test(highlight) || /[,:;]$/.test(title);
  return `${title}${continues ? ' ' : ', '}${highlight}`;
}

/** 'https://www.brightwave.example' + '/services' → 'brightwave.example/services'. */
function pageAddress(pagePath: string): string {
  const host = new URL(siteUrl).host.replace(/^www\./, '');
  const path = normalizePath(pagePath);
  return path === '/' ? host : `${host}${path}`;
}
