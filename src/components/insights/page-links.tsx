import ArrowLeft from 'lucide-react/icons/arrow-left';
import ArrowRight from 'lucide-react/icons/arrow-right';
import type { InsightsPage } from '~/content/schemas/pages';
import { fill } from '~/lib/fill';

export interface PageLinksProps {
  /** This page's number, from 1, and how many there are. */
  page: number;
  pages: number;
  /** The addresses of the newer and older pages, where there are. */
  newer?: string;
  older?: string;
  words: InsightsPage['pagination'];
}

/** Links between the pages of a list of articles: newer, where the visitor is, older. */
export function PageLinks({ page, pages, newer, older, words }: PageLinksProps) {
  if (pages < 2) return null;
  const link =
    'inline-flex min-h-11 items-center gap-2 rounded-full px-5 text-sm font-semibold ring-1 ring-slate-200 bg-white text-slate-800 hover:text-brand-700 hover:ring-brand-300';
  return (
    <nav
      aria-label={words.label}
      className="mt-14 flex flex-wrap items-center justify-center gap-4"
    >
      {newer && (
        <a href={newer} rel="prev" className={link}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {words.newer}
        </a>
      )}
      <p className="text-sm text-slate-600">{fill(words.page, { page, pages })}</p>
      {older && (
        <a href={older} rel="next" className={link}>
          {words.older}
          <ArrowRight aria-hidden="true" className="size-4" />
        </a>
      )}
    </nav>
  );
}
