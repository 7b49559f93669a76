import type { FeatureCard } from '~/content/types';
import { ContentIcon } from '~/components/ui/content-icon';

export interface IconCardProps {
  card: FeatureCard;
  /** 'light' on white or tinted bands, 'dark' on ink bands. */
  tone?: 'light' | 'dark';
  /** Larger type and padding, for a pair of cards such as mission and vision. */
  size?: 'md' | 'lg';
}

const tones = {
  light: {
    card: 'border-slate-200 bg-white shadow-sm hover:border-brand-200 hover:shadow-lg hover:shadow-ink-900/5',
    icon: 'bg-brand-50 text-brand-700 ring-1 ring-brand-100',
    title: 'text-slate-900',
    text: 'text-slate-600',
  },
  dark: {
    card: 'border-white/10 bg-white/[0.04] hover:border-white/20 hover:bg-white/[0.07]',
    icon: 'bg-gradient-to-br from-brand-500 to-accent-500 text-white shadow-lg shadow-brand-500/25',
    title: 'text-white',
    text: 'text-slate-300',
  },
} as const;

/** A titled card with an icon: core values, culture, mission and vision. */
export function IconCard({ card, tone = 'light', size = 'md' }: IconCardProps) {
  const { title, description, icon } = card;
  const style = tones[tone];
  const large = size === 'lg';
  return (
    <article
      className={`h-full rounded-3xl border transition duration-300 ${large ? 'p-7 sm:p-10' : 'p-6 sm:p-7'} ${style.card}`}
    >
      {icon && (
        <span
          className={`grid place-items-center rounded-2xl ${large ? 'size-14' : 'size-12'} ${style.icon}`}
        >
          <ContentIcon name={icon} aria-hidden="true" className={large ? 'size-7' : 'size-6'} />
        </span>
      )}
      <h3 className={`mt-5 font-bold ${large ? 'text-2xl' : 'text-lg'} ${style.title}`}>{title}</h3>
      <p className={`mt-3 leading-7 ${large ? 'text-lg' : ''} ${style.text}`}>{description}</p>
    </article>
  );
}
