import { LegalProse } from '~/components/sections/legal-prose';
import { PageHero } from '~/components/sections/page-hero';
import type { LegalDocument } from '~/data/legal';

/** One prose template for both legal pages. */
export function LegalPage({ document }: { document: LegalDocument }) {
  return (
    <>
      <PageHero eyebrow={document.eyebrow} title={document.meta.title} text={document.summary} />
      <LegalProse document={document} />
    </>
  );
}
