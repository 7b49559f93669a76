import ArrowRight from 'lucide-react/icons/arrow-right';
import ArrowUpRight from 'lucide-react/icons/arrow-up-right';
import { ResponsiveImage } from '~/components/media/responsive-image';
import type { PortfolioItem } from '~/content/types';
import { cardTarget } from '~/lib/case-study-links';

export interface PortfolioTeaserProps {
  items: readonly PortfolioItem[];
  /** The visual hint on each card, e.g. 'Visit website'. */
  linkLabel: string;
  /** The hint on a card that opens a case study, e.g. 'Read the case study'. */
  caseStudyLabel: string;
}

/**
 * Three client-site cards; each whole card opens the project's case study when a portfolio
 * project with the same web address has one, or else the client's live site in a new tab.
 */
export function PortfolioTeaser({ items, linkLabel, caseStudyLabel }: PortfolioTeaserProps) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {items.map((item) => {
        const target = cardTarget(item.link, item.caseStudy);
        const caseStudy = target.kind === 'case-study';
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
                    href={target.href}
                    {...(caseStudy ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
                    className="after:absolute after:inset-0 after:rounded-3xl after:content-['']"
                  >
                    {item.title}
                    {!caseStudy && <span className="sr-only"> (opens in a new tab)</span>}
                  </a>
                </h3>
                <p className="mt-3 flex-1 leading-7 text-slate-600">{item.description}</p>
                <span
                  aria-hidden="true"
                  className="mt-6 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700"
                >
                  {caseStudy ? caseStudyLabel : linkLabel}
                  <Arrow className="size-4 transition-transform duration-300 group-hover:translate-x-0.5 group-hover:-translate-y-0.5" />
                </span>
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
