import { useLocation } from 'react-router';
import { LegalProse } from '~/components/sections/legal-prose';
import { PageHero } from '~/components/sections/page-hero';
import { legalDocumentForPath, legalDocuments } from '~/content/legal';
import { seo } from '~/lib/seo';
import { breadcrumbJsonLd } from '~/lib/structured-data';
import type { Route } from './+types/legal-page';

/** One prose template for both legal pages; the path picks the document. */
export const meta: Route.MetaFunction = ({ location }) => {
  const { meta: page } = legalDocumentForPath(location.pathname) ?? legalDocuments[0];
  const trail = [
    { name: 'Home', path: '/' },
    { name: page.title, path: page.path },
  ];
  return seo({ ...page, jsonLd: [breadcrumbJsonLd(trail)] });
};

export default function LegalPage() {
  const document = legalDocumentForPath(useLocation().pathname);
  if (!document) throw new Error('Legal route without a registered document');
  return (
    <>
      <PageHero eyebrow={document.eyebrow} title={document.meta.title} text={document.summary} />
      <LegalProse document={document} />
    </>
  );
}
