import { ClosingCta } from '~/components/layout/closing-cta';
import { PageHero } from '~/components/sections/page-hero';
import { pageMeta } from '~/content/page-meta';
import { seo } from '~/lib/seo';
import type { Route } from './+types/contact';

export const meta: Route.MetaFunction = () => seo(pageMeta.contact);

export default function ContactPage() {
  return (
    <>
      <PageHero title="Contact Us" text="Tell us about your project and a strategist will reply within 24 hours on business days." />
      <ClosingCta />
    </>
  );
}
