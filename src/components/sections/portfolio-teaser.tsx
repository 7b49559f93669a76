import ArrowRight from 'lucide-react/icons/arrow-right';
import ArrowUpRight from 'lucide-react/icons/arrow-up-right';
import { ResponsiveImage } from '~/components/media/responsive-image';
import type { PortfolioItem } from '~/content/types';
import { cardLinks } from '~/lib/case-study-links';

export interface PortfolioTeaserProps {
  items: readonly PortfolioItem[];
  /** The words of each card's link to the client's site, e.g. 'Visit website'. */
  linkLabel: string;
  /** The hint on a card that opens a case study, e.g. 'Read the case study'. */
  caseStudyLabel: string;
}

/**
 * Three client-site cards. The whole card opens the project's case study when a portfolio
 * project with the same web address has one, and then the client's live site keeps a link of its
 * own, in a new tab; without a case study the whole card opens the live site in a new tab.
 */
export function PortfolioTeaser({ items, linkLabel, caseStudyLabel }: PortfolioTeaserProps) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {items.map((item) => {
        const [main, live] = cardLinks(
          { name: item.title, liveSite: item.link, caseStudy: item.caseStudy },
          { caseStudyLabel, linkLabel },
        );
        if (!main) return null;
        const caseStudy = main.kind === 'case-study';
        const Arrow = caseStudy ? ArrowRight : ArrowUpRight;
        return (
          <li key={item.link} className="flex">
            <article className="group relative flex w-full flex-col overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm transition duration-300 hover:-translate-y-1 hover:shadow-2xl hover:shadow-ink-900/10">
              <div className="relative aspect-[16/10] overflow-hidden bg-slate-100">
                <ResponsiveImage
                  image={item.image}
                  sizes="(min-width: 768px) 400px, 100vw"
                  className="absolute inset-0 size-full object-cover transition duration-700 group-hover:scale-105"
                />
              </div>
              <div className="flex flex-1 flex-col p-7">
                <h3 className="text-xl font-bold">
                  <a
                    href={main.href}
                    {...(main.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                    className="after:absolute after:inset-0 after:rounded-3xl after:content-['']"
                  >
                    {item.title}
                    {main.newTab && <span className="sr-only"> (opens in a new tab)</span>}
                  </a>
                </h3>
                <p className="mt-3 flex-1 leading-7 text-slate-600">{item.description}</p>
                <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-1 text-sm font-semibold">
                  <span
                    aria-hidden="true"
                    className="inline-flex items-center gap-1.5 text-brand-700"
                  >
                    {main.label}
                    <Arrow className="size-4 transition-transform duration-300 group-hover:translate-x-0.5 group-hover:-translate-y-0.5" />
                  </span>
                  {/* Above the card's own link, so a click on it opens the live site. */}
                  {live && (
                    <a
                      href={live.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="relative z-10 inline-flex min-h-11 items-center gap-1.5 text-slate-700 hover:text-brand-800"
                    >
                      {live.label}
                      <span className="sr-only">{live.hidden}</span>
                      <ArrowUpRight aria-hidden="true" className="size-4" />
                    </a>
                  )}
                </div>
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
