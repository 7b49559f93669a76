import { ClosingCta } from '~/components/layout/closing-cta';
import { PageHero } from '~/components/sections/page-hero';
import { pageMeta } from '~/content/page-meta';
import { seo } from '~/lib/seo';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = () => seo(pageMeta.home);

export default function Home() {
  return (
    <>
      <PageHero
        title="Digital growth, engineered"
        highlight="for ambitious brands"
        text="Brightwave Digital designs, builds and markets websites that turn visitors into customers, then keeps them fast, secure and online."
        actions={[
          { label: 'Get Started', href: '/contact' },
          { label: 'Our Projects', href: '/portfolio' },
        ]}
      />
      <ClosingCta />
    </>
  );
}
