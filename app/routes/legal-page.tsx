import { useLocation } from 'react-router';
import { PageHero } from '~/components/sections/page-hero';
import { pageMeta } from '~/content/page-meta';
import { seo } from '~/lib/seo';
import type { Route } from './+types/legal-page';

const pages = { '/privacy-policy': pageMeta.privacyPolicy, '/terms-of-service': pageMeta.termsOfService };

function legalMetaFor(pathname: string) {
  return pathname.startsWith('/terms') ? pages['/terms-of-service'] : pages['/privacy-policy'];
}

export const meta: Route.MetaFunction = ({ location }) => seo(legalMetaFor(location.pathname));

export default function LegalPage() {
  const page = legalMetaFor(useLocation().pathname);
  return <PageHero title={page.title} text={page.description} />;
}
