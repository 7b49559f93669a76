import Check from 'lucide-react/icons/check';
import { ClosingCta, type SharedClosing } from '~/components/layout/closing-cta';
import { BackgroundVideo } from '~/components/media/background-video';
import { PageHero } from '~/components/sections/page-hero';
import { bandTones, ServicePageSection } from '~/components/sections/service-page-section';
import type { ServicePage } from '~/content/types';

/**
 * The one template of the /services/* pages (src/pages/services/[slug].astro): hero with
 * poster (and video, when the entry names one), the page's content sections in order, and the
 * closing call to action.
 */
export interface ServicePageViewProps {
  page: ServicePage;
  /** The service's starting price on /services, shown when the hero names no price of its own. */
  startingPrice: string;
  /** The site's shared closing section and phone, for the closing call to action. */
  sharedClosing: SharedClosing;
}

export function ServicePageView({ page, startingPrice, sharedClosing }: ServicePageViewProps) {
  const { hero, sections, closing } = page;
  const tones = bandTones(sections);
  return (
    <>
      <PageHero
        tall
        eyebrow={hero.eyebrow}
        title={hero.title}
        highlight={hero.highlight}
        text={hero.text}
        actions={hero.actions}
        background={<HeroBackdrop page={page} />}
      >
        <HeroFacts facts={[...hero.highlights, hero.priceFact ?? startingPrice]} />
      </PageHero>
      {sections.map((section, index) => (
        <ServicePageSection key={section.id} section={section} tone={tones[index] ?? 'white'} />
      ))}
      <ClosingCta
        shared={sharedClosing}
        title={closing.title}
        text={closing.text}
        primary={closing.action}
      />
    </>
  );
}

/**
 * The poster, the looping, muted background video over it where the entry names one, and a
 * dark overlay that keeps the copy readable.
 */
function HeroBackdrop({ page }: { page: ServicePage }) {
  return (
    <div aria-hidden="true" className="absolute inset-0 -z-20">
      <BackgroundVideo video={page.heroVideo} />
      <div className="absolute inset-0 bg-gradient-to-b from-ink-950/85 via-ink-950/70 to-ink-950/90" />
    </div>
  );
}

function HeroFacts({ facts }: { facts: readonly string[] }) {
  return (
    <ul className="mt-10 flex flex-wrap items-center justify-center gap-2 sm:mt-12 sm:gap-3">
      {facts.map((fact) => (
        <li
          key={fact}
          className="inline-flex items-center gap-1.5 rounded-full border border-white/15 bg-white/10 px-3 py-1.5 text-xs font-medium text-slate-100 backdrop-blur-sm sm:gap-2 sm:px-4 sm:py-2 sm:text-sm"
        >
          <Check aria-hidden="true" className="size-4 text-glow-300" strokeWidth={3} />
          {fact}
        </li>
      ))}
    </ul>
  );
}
