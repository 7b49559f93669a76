import ArrowRight from 'lucide-react/icons/arrow-right';
import CircleCheck from 'lucide-react/icons/circle-check';
import type { LinkAction, Stat } from '~/content/types';
import { ButtonLink } from '~/components/ui/button-link';
import { Reveal } from '~/components/ui/reveal';
import { StatList } from './stat-list';

export interface AboutTeaserProps {
  headingId: string;
  eyebrow: string;
  title: string;
  paragraphs: readonly string[];
  highlights: readonly string[];
  stats: readonly Stat[];
  /** Eyebrow and closing line of the figures panel. */
  panel: { eyebrow: string; text: string };
  link: LinkAction;
}

/** The home page's about section: who we are, two headline figures and a link to the about page. */
export function AboutTeaser({
  headingId,
  eyebrow,
  title,
  paragraphs,
  highlights,
  stats,
  panel,
  link,
}: AboutTeaserProps) {
  return (
    <div className="grid items-center gap-12 lg:grid-cols-2 lg:gap-16">
      <Reveal delay={0.2}>
        <p className="text-sm font-bold tracking-[0.18em] text-brand-700 uppercase">{eyebrow}</p>
        <h2 id={headingId} className="mt-3 text-3xl font-extrabold tracking-tight sm:text-4xl">
          {title}
        </h2>
        {paragraphs.map((paragraph) => (
          <p key={paragraph} className="mt-5 text-lg leading-8 text-slate-600">
            {paragraph}
          </p>
        ))}
        <ul className="mt-8 space-y-3">
          {highlights.map((highlight) => (
            <li key={highlight} className="flex gap-3 text-slate-700">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
              {highlight}
            </li>
          ))}
        </ul>
        <ButtonLink href={link.href} className="mt-10">
          {link.label}
          <ArrowRight aria-hidden="true" className="size-4" />
        </ButtonLink>
      </Reveal>
      <Reveal delay={0.6}>
        <div className="relative isolate overflow-hidden rounded-[2rem] bg-gradient-to-br from-ink-950 via-ink-900 to-brand-800 p-6 shadow-2xl shadow-ink-900/25 sm:p-10">
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 bg-[linear-gradient(rgba(255,255,255,0.05)_1px,transparent_1px),linear-gradient(90deg,rgba(255,255,255,0.05)_1px,transparent_1px)] bg-[size:2.5rem_2.5rem]"
          />
          <div
            aria-hidden="true"
            className="absolute -right-20 -bottom-24 -z-10 size-72 rounded-full bg-accent-500/30 blur-3xl"
          />
          <div
            aria-hidden="true"
            className="absolute -top-20 -left-16 -z-10 size-60 rounded-full bg-glow-400/20 blur-3xl"
          />
          <p className="font-display text-sm font-semibold tracking-[0.18em] text-brand-200 uppercase">
            {panel.eyebrow}
          </p>
          <StatList stats={stats} tone="dark" columns="grid-cols-2" className="mt-6" />
          <p className="mt-8 text-lg leading-8 text-slate-200">{panel.text}</p>
        </div>
      </Reveal>
    </div>
  );
}
