/**
 * Which card opens a case study. A /portfolio card is its project's, so it opens the case study
 * named like the project's file; a home page card is an entry of its own
 * (src/content/home-projects/), so it opens the case study of the project whose live site has
 * the same web address, and the live site when there is none.
 */

/** A case study's page and the live site of the project it tells of. */
export interface CaseStudyLink {
  /** The project's file name, which is also the case study's. */
  slug: string;
  /** '/portfolio/ledgerly' */
  path: string;
  /** The project's live site. */
  url: string;
}

/** Where a card leads: its case study, on this site, or else the live site, in a new tab. */
export type CardTarget = { kind: 'case-study'; href: string } | { kind: 'live-site'; href: string };

export function cardTarget(liveSite: string, caseStudy: string | undefined): CardTarget {
  return caseStudy
    ? { kind: 'case-study', href: caseStudy }
    : { kind: 'live-site', href: liveSite };
}

/** The case study of the project with the live site `url`, matched as a browser reads the address. */
export function caseStudyAt(url: string, links: readonly CaseStudyLink[]): string | undefined {
  const address = sameSite(url);
  return links.find((link) => sameSite(link.url) === address)?.path;
}

/** 'https://Ledgerly.example/' and 'https://ledgerly.example' are one address. */
function sameSite(url: string): string {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname.replace(/\/+$/, '')}${parsed.search}`;
}
