/**
 * Which card links to a case study. A /portfolio card is its project's, so it links to the case
 * study named like the project's file; a home page card is an entry of its own
 * (src/content/home-projects/), so it links to the case study of the project whose live site has
 * the same web address. Every card links to its live site as well.
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

/** A link of a project's card, as a screen reader names it: `label` shown, then `hidden`. */
export interface CardLink {
  kind: 'case-study' | 'live-site';
  href: string;
  /** The words shown: 'Read the case study', 'Visit live site'. */
  label: string;
  /** Read after the label only by a screen reader: ' (Ledgerly, opens in a new tab)'. */
  hidden: string;
  /** The live site opens in a new tab, without an opener. */
  newTab: boolean;
}

/**
 * The links of a project's card: its case study when it has one, then always its live site in a
 * new tab. Each names the project, so a screen reader's list of links tells every card's two
 * links apart.
 */
export function cardLinks(
  project: { name: string; liveSite: string; caseStudy: string | undefined },
  words: { caseStudyLabel: string; linkLabel: string },
): CardLink[] {
  const live: CardLink = {
    kind: 'live-site',
    href: project.liveSite,
    label: words.linkLabel,
    hidden: ` (${project.name}, opens in a new tab)`,
    newTab: true,
  };
  if (!project.caseStudy) return [live];
  const study: CardLink = {
    kind: 'case-study',
    href: project.caseStudy,
    label: words.caseStudyLabel,
    hidden: ` (${project.name})`,
    newTab: false,
  };
  return [study, live];
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
