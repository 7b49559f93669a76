import { normalizePath } from '~/lib/urls';
import { privacyPolicy } from './privacy-policy';
import { termsOfService } from './terms-of-service';
import type { LegalDocument } from './types';

export type { LegalBlock, LegalDocument, LegalSection } from './types';

/** Both legal pages, served by the one prose template `routes/legal-page.tsx`. */
export const legalDocuments = [
  privacyPolicy,
  termsOfService,
] as const satisfies readonly LegalDocument[];

/** The legal document for a URL path such as '/terms-of-service' (trailing slash tolerated). */
export function legalDocumentForPath(pathname: string): LegalDocument | undefined {
  const path = normalizePath(pathname);
  return legalDocuments.find((document) => document.meta.path === path);
}
