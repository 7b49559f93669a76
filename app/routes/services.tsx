import { ClosingCta } from '~/components/layout/closing-cta';
import { PageHero } from '~/components/sections/page-hero';
import { pageMeta } from '~/content/page-meta';
import { seo } from '~/lib/seo';
import type { Route } from './+types/services';

export const meta: Route.MetaFunction = () => seo(pageMeta.services);

export default function ServicesPage() {
  return (
    <>
      <PageHero title="Our Services" text="Excellence in Digital Solutions" />
      <ClosingCta />
    </>
  );
}
