/**
 * Server-only: the legal pages (src/content/legal/*.md), their Markdown read into sections,
 * and the not-found page's copy (src/content/pages/not-found.yaml).
 */
import { getCollection } from 'astro:content';
import type { LegalDocument } from '~/content/types';
import { dated } from '~/lib/days';
import { parseLegalBody } from '~/lib/legal-markdown';
import { singleEntry } from './entry';
import { ContentRefusal } from '~/lib/content-refusal';

/**
 * The sections of a legal page's text. A build stops at a text it cannot show (the content
 * loader has refused it already). The development server, where a marketer previews a save,
 * keeps serving: the one page says what is wrong, and the pages that only need its title and
 * address (the header, the footer, the site map) are not taken down with it.
 */
function readSections(body: string, file: string): Pick<LegalDocument, 'sections' | 'problem'> {
  try {
    return { sections: parseLegalBody(body, file) };
  } catch (error) {
    if (!import.meta.env.DEV) throw error;
    return { sections: [], problem: error instanceof Error ? error.message : String(error) };
  }
}

const entries = await getCollection('legal');

function legalDocument(slug: string): LegalDocument {
  const entry = entries.find((candidate) => candidate.id === slug);
  if (!entry)
    throw new ContentRefusal(
      `src/content/legal/${slug}.md is missing: the site needs it to build.`,
    );
  const { seo, eyebrow, summary, lastUpdated } = entry.data;
  return {
    meta: { ...seo, path: `/${slug}` },
    eyebrow,
    summary,
    lastUpdated: dated(lastUpdated),
    ...readSections(entry.body ?? '', entry.filePath ?? `src/content/legal/${slug}.md`),
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
