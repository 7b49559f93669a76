import type { TimelineEntry } from '~/content/types';
import { Reveal } from '~/components/ui/reveal';
import { Section } from '~/components/ui/section';
import { Timeline } from './timeline';

export interface StorySectionProps {
  story: {
    /** The section's anchor, e.g. 'our-story'. */
    id: string;
    eyebrow: string;
    title: string;
    paragraphs: readonly string[];
    timelineTitle: string;
  };
  timeline: readonly TimelineEntry[];
}

/** The about page's story: how the agency grew, beside its dated milestones. */
export function StorySection({ story, timeline }: StorySectionProps) {
  const headingId = `${story.id}-heading`;
  return (
    <Section id={story.id} labelledBy={headingId}>
      <div className="grid gap-14 lg:grid-cols-[1.1fr_1fr] lg:gap-20">
        <Reveal delay={0.2}>
          <p className="text-sm font-bold tracking-[0.18em] text-brand-700 uppercase">
            {story.eyebrow}
          </p>
          <h2 id={headingId} className="mt-3 text-3xl font-extrabold tracking-tight sm:text-4xl">
            {story.title}
          </h2>
          {story.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-5 text-lg leading-8 text-slate-600">
              {paragraph}
            </p>
          ))}
        </Reveal>
        <Reveal delay={0.6}>
          <div className="rounded-[2rem] border border-slate-200 bg-slate-50 p-6 sm:p-10">
            <h3 className="text-sm font-bold tracking-[0.18em] text-brand-700 uppercase">
              {story.timelineTitle}
            </h3>
            <div className="mt-8">
              <Timeline entries={timeline} label={story.timelineTitle} />
            </div>
          </div>
        </Reveal>
      </div>
    </Section>
  );
}
