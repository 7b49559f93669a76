import type { ReactNode } from 'react';

export interface SectionProps {
  id?: string;
  /** 'white' (default), 'tint' (slate-50) or 'dark' (ink). */
  tone?: 'white' | 'tint' | 'dark';
  className?: string;
  children: ReactNode;
  /** Accessible name: the id of the section's heading. */
  labelledBy?: string;
}

const tones = {
  white: 'bg-white',
  tint: 'bg-slate-50',
  dark: 'bg-ink-950 text-slate-300',
} as const;

/** A full-width page band with the site's vertical rhythm and content width. */
export function Section({
  id,
  tone = 'white',
  className = '',
  children,
  labelledBy,
}: SectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      className={`px-4 py-20 sm:px-6 lg:px-8 lg:py-28 ${tones[tone]} ${className}`}
    >
      <div className="mx-auto max-w-7xl">{children}</div>
    </section>
  );
}
