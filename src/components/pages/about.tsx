import { ClosingCta, type SharedClosing } from '~/components/layout/closing-cta';
import { BackgroundVideo } from '~/components/media/background-video';
import { AwardsList } from '~/components/sections/awards-list';
import { ClosingClaims } from '~/components/sections/closing-claims';
import { IconCard } from '~/components/sections/icon-card';
import { PageHero } from '~/components/sections/page-hero';
import { StatList } from '~/components/sections/stat-list';
import { StorySection } from '~/components/sections/story-section';
import { TeamGrid } from '~/components/sections/team-grid';
import { Reveal } from '~/components/ui/reveal';
import { Section } from '~/components/ui/section';
import { SectionHeading } from '~/components/ui/section-heading';
import type { AboutPage as AboutCopy } from '~/content/schemas/pages';
import type { TeamMember } from '~/content/types';
import type { VideoAsset } from '~/lib/image-asset';

export interface AboutPageProps {
  /** The page's copy: src/content/pages/about-us.yaml. */
  copy: AboutCopy;
  /** The hero's poster and video, encoded. */
  heroVideo: VideoAsset;
  /** The team, in order, photos encoded. */
  team: readonly TeamMember[];
  /** The site's shared closing section and phone, for the closing call to action. */
  sharedClosing: SharedClosing;
}

export function AboutPage({ copy, heroVideo, team, sharedClosing }: AboutPageProps) {
  const { hero, stats, story, timeline, missionVision, coreValuesIntro, coreValues } = copy;
  const { teamIntro, cultureIntro, cultureCards, awardsIntro, awards, closing } = copy;
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        highlight={hero.highlight}
        text={hero.text}
        actions={hero.actions}
        background={
          <>
            <BackgroundVideo video={heroVideo} />
            <div
              aria-hidden="true"
              className="absolute inset-0 -z-10 bg-gradient-to-b from-ink-950/85 via-ink-950/70 to-ink-950/90"
            />
          </>
        }
      >
        <StatList
          stats={stats}
          countUp={false}
          columns="grid-cols-2 lg:grid-cols-4"
          className="mx-auto mt-14 max-w-4xl"
        />
      </PageHero>

      <StorySection story={story} timeline={timeline} />

      <Section id="mission" tone="tint" labelledBy="mission-heading">
        <Reveal>
          <SectionHeading
            id="mission-heading"
            eyebrow={missionVision.eyebrow}
            title={missionVision.title}
          />
        </Reveal>
        <div className="mt-14 grid gap-6 md:grid-cols-2">
          {missionVision.items.map((item, index) => (
            <Reveal key={item.title} delay={index === 0 ? 0.2 : 0.6}>
              <IconCard card={item} size="lg" />
            </Reveal>
          ))}
        </div>
      </Section>

      <Section id="values" labelledBy="values-heading">
        <Reveal>
          <SectionHeading id="values-heading" {...coreValuesIntro} />
        </Reveal>
        <Reveal delay={0.2} className="mt-14">
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {coreValues.map((value) => (
              <li key={value.title}>
                <IconCard card={value} />
              </li>
            ))}
          </ul>
        </Reveal>
      </Section>

      {/* With every member removed from src/content/team/, the section goes, heading and all. */}
      {team.length > 0 && (
        <Section id={teamIntro.id} tone="tint" labelledBy="team-heading">
          <Reveal>
            <SectionHeading
              id="team-heading"
              eyebrow={teamIntro.eyebrow}
              title={teamIntro.title}
              intro={teamIntro.intro}
            />
          </Reveal>
          <Reveal delay={0.2} className="mt-14">
            <TeamGrid members={team} />
          </Reveal>
        </Section>
      )}

      <Section id="culture" tone="dark" labelledBy="culture-heading">
        <Reveal>
          <SectionHeading id="culture-heading" tone="dark" {...cultureIntro} />
        </Reveal>
        <Reveal delay={0.2} className="mt-14">
          <ul className="grid gap-6 md:grid-cols-3">
            {cultureCards.map((card) => (
              <li key={card.title}>
                <IconCard card={card} tone="dark" />
              </li>
            ))}
          </ul>
        </Reveal>
      </Section>

      <Section id="awards" tone="tint" labelledBy="awards-heading">
        <Reveal>
          <SectionHeading id="awards-heading" {...awardsIntro} />
        </Reveal>
        <Reveal delay={0.2} className="mt-14">
          <AwardsList awards={awards} />
        </Reveal>
      </Section>

      <ClosingCta
        shared={sharedClosing}
        id={closing.id}
        title={closing.title}
        text={closing.text}
        primary={closing.primary}
        secondary={closing.secondary}
      >
        <ClosingClaims claims={closing.claims} />
      </ClosingCta>
    </>
  );
}
