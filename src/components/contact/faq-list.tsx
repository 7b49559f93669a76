import ChevronDown from 'lucide-react/icons/chevron-down';
import type { FaqItem } from '~/content/types';

export interface FaqListProps {
  items: readonly FaqItem[];
}

/**
 * Questions that expand and collapse. Native <details>/<summary>: the
 * browser handles mouse, Enter and Space, reports expanded/collapsed to
 * assistive technology, and every answer works (and is in the HTML) without
 * scripts.
 */
export function FaqList({ items }: FaqListProps) {
  return (
    <div className="divide-y divide-slate-200 overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-slate-200">
      {items.map((item) => (
        <details key={item.question} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-6 px-6 py-5 font-display text-lg font-bold text-slate-900 transition-colors hover:bg-slate-50 focus-visible:-outline-offset-4 sm:px-8 [&::-webkit-details-marker]:hidden">
            {item.question}
            <span className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700 ring-1 ring-brand-100 transition-transform duration-200 group-open:rotate-180">
              <ChevronDown aria-hidden="true" className="size-5" />
            </span>
          </summary>
          <p className="px-6 pb-6 leading-7 text-slate-600 sm:px-8">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
