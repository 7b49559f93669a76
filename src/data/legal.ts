/**
 * Server-only: the legal pages (src/content/legal/*.md), their Markdown read into sections,
 * and the not-found page's copy (src/content/pages/not-found.yaml).
 */
import { getCollection } from 'astro:content';
import type { PageMeta } from '~/content/types';
import { parseLegalBody, type LegalSection } from '~/lib/legal-markdown';
import { singleEntry } from './entry';

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

const entries = await getCollection('legal');

function legalDocument(slug: string): LegalDocument {
  const entry = entries.find((candidate) => candidate.id === slug);
  if (!entry)
    throw new Error(`src/content/legal/${slug}.md is missing: the site needs it to build.`);
  const { seo, eyebrow, summary, lastUpdated } = entry.data;
  return {
    meta: { ...seo, path: `/${slug}` },
    eyebrow,
    summary,
    lastUpdated: {
      iso: lastUpdated.toISOString().slice(0, 10),
      label: lastUpdated.toLocaleDateString('en-GB', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }),
    },
    sections: parseLegalBody(entry.body ?? '', entry.filePath ?? slug),
  };
}

export const privacyPolicy = legalDocument('privacy-policy');
export const termsOfService = legalDocument('terms-of-service');

/** Both legal pages, served by the one prose template `components/pages/legal-page.tsx`. */
export const legalDocuments: readonly LegalDocument[] = [privacyPolicy, termsOfService];

export const notFoundPage = await singleEntry(
  'notFoundPage',
  'not-found',
  'src/content/pages/not-found.yaml',
);
export const notFoundMeta = { ...notFoundPage.seo, path: '/404' };
