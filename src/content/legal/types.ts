import type { PageMeta } from '../types';

/** One block of legal prose: a paragraph, a bulleted list, or the agency's contact details. */
export type LegalBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: readonly string[] }
  /** Rendered from `siteConfig`: e-mail, phones and both office addresses. */
  | { kind: 'contact-details' };

export interface LegalSection {
  /** Anchor of the section's h2, linked from the table of contents. */
  id: string;
  title: string;
  blocks: readonly LegalBlock[];
}

/** A legal page (privacy policy, terms of service) rendered by the one prose template. */
export interface LegalDocument {
  meta: PageMeta;
  /** Short label in the hero, e.g. 'Legal'. */
  eyebrow: string;
  /** Lead paragraph under the title. */
  summary: string;
  lastUpdated: { iso: string; label: string };
  sections: readonly LegalSection[];
}
