import { useLocation } from 'react-router';
import { ClosingCta } from '~/components/layout/closing-cta';
import { PageHero } from '~/components/sections/page-hero';
import { servicePageForPath } from '~/content/service-pages';
import { seo } from '~/lib/seo';
import type { Route } from './+types/service-page';

/** One module for all six /services/* pages: the path picks the page's data. */
export const meta: Route.MetaFunction = ({ location }) => {
  const page = servicePageForPath(location.pathname);
  return page ? seo(page.meta) : [];
};

export default function ServicePageRoute() {
  const page = servicePageForPath(useLocation().pathname);
  if (!page) throw new Error('Service page route without a registered page');
  return (
    <>
      <PageHero tall title={page.title} highlight={page.highlight} text={page.meta.description} />
      <ClosingCta />
    </>
  );
}
