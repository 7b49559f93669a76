import { ClosingCta } from '~/components/layout/closing-cta';
import { PageHero } from '~/components/sections/page-hero';
import { pageMeta } from '~/content/page-meta';
import { seo } from '~/lib/seo';
import type { Route } from './+types/about';

export const meta: Route.MetaFunction = () => seo(pageMeta.about);

export default function AboutPage() {
  return (
    <>
      <PageHero title="About Brightwave Digital" text="A team of strategists, designers and engineers helping businesses grow online since 2015." />
      <ClosingCta />
    </>
  );
}
