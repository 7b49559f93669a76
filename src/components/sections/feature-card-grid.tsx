import Check from 'lucide-react/icons/check';
import type { FeatureCard } from '~/content/types';
import { cardGridColumns } from './card-grid';
import { ContentIcon } from '~/components/ui/content-icon';

export interface FeatureCardGridProps {
  cards: readonly FeatureCard[];
  /** 'light' on white or tinted bands, 'dark' on ink bands. */
  tone?: 'light' | 'dark';
}

const tones = {
  light: {
    card: 'border-slate-200 bg-white shadow-sm hover:-translate-y-1 hover:border-brand-200 hover:shadow-xl hover:shadow-brand-900/10',
    icon: 'bg-gradient-to-br from-brand-600 to-accent-600 text-white shadow-lg shadow-brand-600/25',
    title: 'text-slate-900',
    text: 'text-slate-600',
    bullets: 'border-slate-100 text-slate-700',
    check: 'bg-brand-50 text-brand-700',
  },
  dark: {
    card: 'border-white/10 bg-white/[0.04] hover:border-white/20 hover:bg-white/[0.07]',
    icon: 'bg-gradient-to-br from-brand-500 to-accent-500 text-white shadow-lg shadow-brand-500/30',
    title: 'text-white',
    text: 'text-slate-300',
    bullets: 'border-white/10 text-slate-200',
    check: 'bg-white/10 text-glow-300',
  },
} as const;

/** Titled cards with an icon, a description and optional bullets, in one to three columns. */
export function FeatureCardGrid({ cards, tone = 'light' }: FeatureCardGridProps) {
  const style = tones[tone];
  return (
    <ul className={`mt-14 grid gap-6 lg:gap-8 ${cardGridColumns(cards.length)}`}>
      {cards.map(({ title, description, icon, bullets }) => (
        <li key={title} className="flex">
          <article
            className={`flex w-full flex-col rounded-3xl border p-7 transition duration-300 sm:p-8 ${style.card}`}
          >
            {icon && (
              <span className={`grid size-12 place-items-center rounded-2xl ${style.icon}`}>
                <ContentIcon name={icon} aria-hidden="true" className="size-6" />
              </span>
            )}
            <h3 className={`mt-6 text-xl font-bold ${style.title}`}>{title}</h3>
            <p className={`mt-3 leading-7 ${style.text}`}>{description}</p>
            {bullets && (
              <ul className={`mt-6 space-y-3 border-t pt-6 text-sm ${style.bullets}`}>
                {bullets.map((bullet) => (
                  <li key={bullet} className="flex items-start gap-3">
                    <span
                      className={`mt-0.5 grid size-5 shrink-0 place-items-center rounded-full ${style.check}`}
                    >
                      <Check aria-hidden="true" className="size-3.5" strokeWidth={3} />
                    </span>
                    {bullet}
                  </li>
                ))}
              </ul>
            )}
          </article>
        </li>
      ))}
    </ul>
  );
}
