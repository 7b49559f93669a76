import { ClosingCta } from '~/components/layout/closing-cta';
import { PageHero } from '~/components/sections/page-hero';
import { pageMeta } from '~/content/page-meta';
import { seo } from '~/lib/seo';
import type { Route } from './+types/portfolio';

export const meta: Route.MetaFunction = () => seo(pageMeta.portfolio);

export default function PortfolioPage() {
  return (
    <>
      <PageHero title="Our Portfolio" text="Websites, SaaS platforms and storefronts we have designed, built and grown for our clients." />
      <ClosingCta />
    </>
  );
}
