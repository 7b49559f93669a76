import type { Testimonial } from '~/content/types';
import { TestimonialCard } from './testimonial-card';

export interface TestimonialsGridProps {
  testimonials: readonly Testimonial[];
}

/**
 * Testimonials in a balanced grid: on wide screens the first three share a
 * row and the rest split the row beneath, so five cards leave no gap.
 */
export function TestimonialsGrid({ testimonials }: TestimonialsGridProps) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-6">
      {testimonials.map((testimonial, index) => (
        <li
          key={testimonial.id}
          className={`${index < 3 ? 'lg:col-span-2' : 'lg:col-span-3'} ${index === testimonials.length - 1 && index % 2 === 0 ? 'md:col-span-2' : ''}`}
        >
          <TestimonialCard testimonial={testimonial} />
        </li>
      ))}
    </ul>
  );
}
