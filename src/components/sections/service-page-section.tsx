import { Section } from '~/components/ui/section';
import { SectionHeading } from '~/components/ui/section-heading';
import type { ServicePageSection as SectionData } from '~/content/types';
import { FeatureCardGrid } from './feature-card-grid';
import { FrameworkAdvantages } from './framework-advantages';
import { PricingPlans } from './pricing-plans';
import { ProcessSteps } from './process-steps';
import { TechnologyGrid } from './technology-grid';
import { ToolGroups } from './tool-groups';

export interface ServicePageSectionProps {
  section: SectionData;
  /** Band colour, from `bandTones`. */
  tone: 'white' | 'tint' | 'dark';
}

/** One content section of a service page: the band, its heading, then the body its kind calls for. */
export function ServicePageSection({ section, tone }: ServicePageSectionProps) {
  const headingId = `${section.id}-heading`;
  return (
    <Section
      id={section.id}
      tone={tone}
      labelledBy={headingId}
      className={tone === 'dark' ? 'relative isolate overflow-hidden' : ''}
    >
      {tone === 'dark' && <DarkGlow />}
      <SectionHeading
        id={headingId}
        eyebrow={section.eyebrow}
        title={section.title}
        intro={section.intro}
        tone={tone === 'dark' ? 'dark' : 'light'}
      />
      <SectionBody section={section} dark={tone === 'dark'} />
    </Section>
  );
}

/** Band colours for a page's sections: a section's own tone, else white and tint in turn. */
export function bandTones(
  sections: readonly Pick<SectionData, 'tone'>[],
): ('white' | 'tint' | 'dark')[] {
  let plain = 0;
  return sections.map((section) => section.tone ?? (plain++ % 2 === 0 ? 'white' : 'tint'));
}

function SectionBody({ section, dark }: { section: SectionData; dark: boolean }) {
  switch (section.kind) {
    case 'cards':
      return <FeatureCardGrid cards={section.cards} tone={dark ? 'dark' : 'light'} />;
    case 'tool-groups':
      return <ToolGroups groups={section.groups} />;
    case 'technologies':
      return <TechnologyGrid technologies={section.technologies} />;
    case 'frameworks':
      return <FrameworkAdvantages frameworks={section.frameworks} />;
    case 'plans':
      return (
        <PricingPlans
          plans={section.plans}
          badge={section.badge}
          actionLabel={section.actionLabel}
        />
      );
    case 'process':
      return <ProcessSteps steps={section.steps} />;
  }
}

function DarkGlow() {
  return (
    <div
      aria-hidden="true"
      className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,rgba(124,58,237,0.28),transparent_55%),radial-gradient(ellipse_at_bottom_left,rgba(34,211,238,0.14),transparent_50%)]"
    />
  );
}
