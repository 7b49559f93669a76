import { IconCard } from '~/components/sections/icon-card';
import { Reveal } from '~/components/ui/reveal';
import { SectionHeading } from '~/components/ui/section-heading';
import type { FeatureCard } from '~/content/types';

export interface WhyReachOutProps {
  id: string;
  eyebrow: string;
  title: string;
  intro?: string;
  tiles: readonly FeatureCard[];
}

/** The 'Why Reach Out?' band: four reasons to send the form, as icon tiles. */
export function WhyReachOut({ id, eyebrow, title, intro, tiles }: WhyReachOutProps) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="bg-white px-4 py-20 sm:px-6 lg:px-8 lg:py-24"
    >
      <div className="mx-auto max-w-7xl">
        <SectionHeading id={headingId} eyebrow={eyebrow} title={title} intro={intro} />
        <Reveal as="ul" delay={0.2} className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {tiles.map((tile) => (
            <li key={tile.title}>
              <IconCard card={tile} />
            </li>
          ))}
        </Reveal>
      </div>
    </section>
  );
}
