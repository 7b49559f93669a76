import ArrowRight from 'lucide-react/icons/arrow-right';
import type { ReactNode } from 'react';
import type { LinkAction } from '~/content/types';
import { ButtonLink } from '~/components/ui/button-link';

export interface PageHeroProps {
  eyebrow?: string;
  title: string;
  /** Second line of the heading, set in the brand gradient. */
  highlight?: string;
  text: string;
  actions?: readonly LinkAction[];
  /** Decorative layers behind the content: particles, a background video. */
  background?: ReactNode;
  /** Content under the actions: stats, chips. */
  children?: ReactNode;
  /** Service pages fill at least 90% of the viewport height. */
  tall?: boolean;
  /** Less height, for pages whose main content should start near the top (contact). */
  compact?: boolean;
}

/** The dark opening section of an inner page: h1, lead text and up to two actions. */
export function PageHero({
  eyebrow,
  title,
  highlight,
  text,
  actions = [],
  background,
  children,
  tall = false,
  compact = false,
}: PageHeroProps) {
  return (
    <section
      className={`relative isolate overflow-hidden bg-ink-950 px-4 text-white sm:px-6 lg:px-8 ${
        tall
          ? 'flex min-h-[90vh] items-center py-24'
          : compact
            ? 'py-12 sm:py-16'
            : 'py-20 sm:py-28'
      }`}
    >
      {background}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top,rgba(99,102,241,0.35),transparent_60%)]"
      />
      <div className="relative mx-auto w-full max-w-5xl text-center">
        {eyebrow && (
          <p className="mb-5 inline-flex rounded-full border border-white/15 bg-white/10 px-4 py-1.5 text-xs font-semibold tracking-[0.18em] text-brand-100 uppercase">
            {eyebrow}
          </p>
        )}
        <h1 className="text-4xl font-extrabold tracking-tight text-white sm:text-6xl">
          {title}
          {highlight && (
            <span className="mt-2 -mb-[0.12em] block bg-gradient-to-r from-brand-300 via-accent-300 to-glow-300 bg-clip-text pb-[0.12em] text-transparent">
              {highlight}
            </span>
          )}
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg leading-8 text-slate-300">{text}</p>
        {actions.length > 0 && (
          <div className="mt-10 flex flex-col items-center justify-center gap-4 sm:flex-row">
            {actions.map((action, index) => (
              <ButtonLink
                key={action.href + action.label}
                href={action.href}
                variant={index === 0 ? 'light' : 'outline-light'}
              >
                {action.label}
                {index === 0 && <ArrowRight aria-hidden="true" className="size-4" />}
              </ButtonLink>
            ))}
          </div>
        )}
        {children}
      </div>
    </section>
  );
}
