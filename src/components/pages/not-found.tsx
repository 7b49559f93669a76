import ArrowRight from 'lucide-react/icons/arrow-right';
import { ContentIcon } from '~/components/ui/content-icon';
import type { NotFoundPage as NotFoundCopy } from '~/content/schemas/pages';

/** Any unknown path. Prerendered as /404 and shipped as 404.html with status 404. */
/** The 404 page, its words from `copy` (src/content/pages/not-found.yaml). */
export function NotFoundPage({ copy }: { copy: NotFoundCopy }) {
  return (
    <section className="relative isolate overflow-hidden bg-slate-50 px-4 py-24 sm:px-6 sm:py-32 lg:px-8">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top,rgba(99,102,241,0.14),transparent_65%)]"
      />
      <div className="mx-auto max-w-3xl text-center">
        <p className="font-display text-sm font-bold tracking-[0.2em] text-brand-700 uppercase">
          {copy.eyebrow}
        </p>
        <h1 className="mt-4 text-4xl font-extrabold tracking-tight sm:text-5xl">{copy.title}</h1>
        <p className="mx-auto mt-5 max-w-xl text-lg leading-8 text-slate-600">{copy.text}</p>
        <ul className="mt-12 grid gap-4 text-left sm:grid-cols-3">
          {copy.destinations.map((item) => (
            <li key={item.href}>
              <a
                href={item.href}
                className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-lg"
              >
                <ContentIcon
                  name={item.icon}
                  aria-hidden="true"
                  className="size-6 text-brand-600"
                />
                <span className="mt-4 flex items-center gap-1 font-display text-lg font-bold text-slate-900">
                  {item.label}
                  <ArrowRight
                    aria-hidden="true"
                    className="size-4 transition-transform group-hover:translate-x-1"
                  />
                </span>
                <span className="mt-1 text-sm text-slate-600">{item.description}</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
