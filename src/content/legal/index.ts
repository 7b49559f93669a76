import { privacyPolicy } from './privacy-policy';
import { termsOfService } from './terms-of-service';
import type { LegalDocument } from './types';

export type { LegalBlock, LegalDocument, LegalSection } from './types';

/** Both legal pages, served by the one prose template `components/pages/legal-page.tsx`. */
export const legalDocuments = [
  privacyPolicy,
  termsOfService,
] as const satisfies readonly LegalDocument[];
