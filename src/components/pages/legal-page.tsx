import { LegalProse, type LegalContact } from '~/components/sections/legal-prose';
import { PageHero } from '~/components/sections/page-hero';
import type { LegalDocument } from '~/content/types';

/** One prose template for both legal pages. */
export function LegalPage({
  document,
  business,
}: {
  document: LegalDocument;
  business: LegalContact;
}) {
  return (
    <>
      <PageHero eyebrow={document.eyebrow} title={document.meta.title} text={document.summary} />
      {document.problem ? (
        // Only under `npm run edit`: a build refuses such a text before any page is made.
        <div className="bg-white px-4 py-16 sm:px-6 lg:px-8">
          <div
            role="alert"
            className="mx-auto max-w-3xl rounded-2xl border border-red-200 bg-red-50 p-6 text-red-900"
          >
            <h2 className="text-lg font-bold">This page’s text cannot be shown yet</h2>
            <p className="mt-3">{document.problem}</p>
            <p className="mt-3">
              Correct it in the editor and save: this page shows it again at once.
            </p>
          </div>
        </div>
      ) : (
        <LegalProse document={document} business={business} />
      )}
    </>
  );
}
