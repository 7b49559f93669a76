import ArrowRight from 'lucide-react/icons/arrow-right';
import type { Service } from '~/content/types';
import { ContentIcon } from '~/components/ui/content-icon';

export interface ServicesGridProps {
  services: readonly Service[];
  /** The visual call to action at the foot of each card, e.g. 'Explore service'. */
  actionLabel: string;
}

/** Six service cards; each whole card is a link to its service page. */
export function ServicesGrid({ services, actionLabel }: ServicesGridProps) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {services.map(({ slug, title, description, icon, href }) => (
        <li key={slug} className="flex">
          <article className="group relative isolate flex w-full flex-col overflow-hidden rounded-3xl border border-slate-200 bg-white p-6 shadow-sm transition duration-300 hover:-translate-y-1 hover:border-brand-200 hover:shadow-xl hover:shadow-ink-900/10 sm:p-8">
            <div
              aria-hidden="true"
              className="absolute -top-16 -right-16 -z-10 size-40 rounded-full bg-gradient-to-br from-brand-100 to-accent-300/40 opacity-0 blur-2xl transition-opacity duration-300 group-hover:opacity-100"
            />
            <span className="grid size-14 place-items-center rounded-2xl bg-gradient-to-br from-brand-600 to-accent-600 text-white shadow-lg shadow-brand-600/30">
              <ContentIcon name={icon} aria-hidden="true" className="size-7" />
            </span>
            <h3 className="mt-6 text-xl font-bold">
              <a
                href={href}
                className="after:absolute after:inset-0 after:rounded-3xl after:content-['']"
              >
                {title}
              </a>
            </h3>
            <p className="mt-3 flex-1 leading-7 text-slate-600">{description}</p>
            <span
              aria-hidden="true"
              className="mt-6 inline-flex items-center gap-2 text-sm font-semibold text-brand-700"
            >
              {actionLabel}
              <ArrowRight className="size-4 transition-transform duration-300 group-hover:translate-x-1" />
            </span>
          </article>
        </li>
      ))}
    </ul>
  );
}
