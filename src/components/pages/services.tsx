import { ClosingCta, type SharedClosing } from '~/components/layout/closing-cta';
import { PageHero } from '~/components/sections/page-hero';
import { ProcessSteps } from '~/components/sections/process-steps';
import { ServiceCatalog } from '~/components/sections/service-catalog';
import { Section } from '~/components/ui/section';
import { SectionHeading } from '~/components/ui/section-heading';
import type { ServicesPage as ServicesCopy } from '~/content/schemas/pages';
import type { ServiceCard } from '~/content/types';

export interface ServicesPageProps {
  /** The page's copy: src/content/pages/services.yaml. */
  copy: ServicesCopy;
  /** Every service's card, in order. */
  serviceCards: readonly ServiceCard[];
  /** The site's shared closing section and phone, for the closing call to action. */
  sharedClosing: SharedClosing;
}

/** /services: every service with its price, filterable by category, then the process and a call to action. */
export function ServicesPage({ copy, serviceCards, sharedClosing }: ServicesPageProps) {
  const { hero, cards, filters, process, closing } = copy;
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        highlight={hero.highlight}
        text={hero.text}
        actions={hero.actions}
        background={<HeroGrid />}
      />
      <Section id={cards.id} tone="tint" labelledBy={`${cards.id}-heading`}>
        <SectionHeading
          id={`${cards.id}-heading`}
          eyebrow={cards.eyebrow}
          title={cards.title}
          intro={cards.intro}
        />
        <ServiceCatalog
          cards={serviceCards}
          filters={filters}
          includesLabel={cards.includesLabel}
          actionLabel={cards.actionLabel}
        />
      </Section>
      <Section id={process.id} labelledBy={`${process.id}-heading`}>
        <SectionHeading
          id={`${process.id}-heading`}
          eyebrow={process.eyebrow}
          title={process.title}
          intro={process.intro}
        />
        <ProcessSteps steps={process.steps} />
      </Section>
      <ClosingCta
        shared={sharedClosing}
        title={closing.title}
        text={closing.text}
        primary={closing.action}
      />
    </>
  );
}

/** A faint grid behind the hero copy. */
function HeroGrid() {
  return (
    <div
      aria-hidden="true"
      className="absolute inset-0 -z-10 [background-image:linear-gradient(rgba(255,255,255,0.05)_1px,transparent_1px),linear-gradient(90deg,rgba(255,255,255,0.05)_1px,transparent_1px)] [mask-image:radial-gradient(ellipse_at_center,black_30%,transparent_75%)] [background-size:56px_56px]"
    />
  );
}
