import Quote from 'lucide-react/icons/quote';
import type { Testimonial } from '~/content/types';

export interface TestimonialCardProps {
  testimonial: Testimonial;
  className?: string;
}

/** A client quote with the person's name, position and company. */
export function TestimonialCard({ testimonial, className = '' }: TestimonialCardProps) {
  const { name, position, company, feedback } = testimonial;
  return (
    <figure
      className={`relative flex h-full flex-col rounded-3xl border border-white/10 bg-white/[0.04] p-7 backdrop-blur-sm sm:p-8 ${className}`}
    >
      <Quote aria-hidden="true" className="size-9 text-brand-300" />
      <blockquote className="mt-5 flex-1 text-base leading-7 text-slate-200">
        <p>“{feedback}”</p>
      </blockquote>
      <figcaption className="mt-8 flex items-center gap-4 border-t border-white/10 pt-6">
        <span
          aria-hidden="true"
          className="grid size-12 shrink-0 place-items-center rounded-full bg-gradient-to-br from-brand-500 to-accent-500 font-display text-base font-bold text-white"
        >
          {initials(name)}
        </span>
        <span className="min-w-0">
          <span className="block font-display font-semibold text-white">{name}</span>
          <span className="block text-sm text-slate-300">
            {position}, {company}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}

/** 'Meera Kapoor' → 'MK'. */
function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase();
}
