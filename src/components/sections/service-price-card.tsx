import ArrowRight from 'lucide-react/icons/arrow-right';
import Check from 'lucide-react/icons/check';
import { contactHref } from '~/lib/enquiry/prefill';
import type { ServiceCard } from '~/content/types';
import { ContentIcon } from '~/components/ui/content-icon';

export interface ServicePriceCardProps {
  card: ServiceCard;
  includesLabel: string;
  actionLabel: string;
}

const categoryLabels = {
  development: 'Development',
  marketing: 'Marketing',
  hosting: 'Hosting',
} as const;

/** A /services card: what the service is, what it includes, its starting price and a link to enquire. */
export function ServicePriceCard({ card, includesLabel, actionLabel }: ServicePriceCardProps) {
  const { lead, amount, period } = splitPrice(card.price);
  const includesId = `service-${card.id}-includes`;
  return (
    <article
      data-category={card.category}
      className="group hover:shadow-brand-900/10 flex w-full flex-col rounded-3xl border border-slate-200 bg-white p-7 shadow-sm transition duration-300 hover:-translate-y-1 hover:border-brand-200 hover:shadow-xl sm:p-8"
    >
      <div className="flex items-center justify-between gap-4">
        <span className="grid size-12 place-items-center rounded-2xl bg-gradient-to-br from-brand-600 to-accent-600 text-white shadow-lg shadow-brand-600/25">
          <ContentIcon name={card.icon} aria-hidden="true" className="size-6" />
        </span>
        <p className="rounded-full bg-brand-50 px-3 py-1 text-xs font-bold tracking-wide text-brand-700 uppercase">
          {categoryLabels[card.category]}
        </p>
      </div>
      <h3 className="mt-6 text-xl font-bold">
        <a href={card.href} className="rounded-sm hover:text-brand-700">
          {card.title}
        </a>
      </h3>
      <p className="mt-3 leading-7 text-slate-600">{card.description}</p>
      <p
        id={includesId}
        className="mt-6 text-xs font-bold tracking-[0.16em] text-slate-500 uppercase"
      >
        {includesLabel}
      </p>
      <ul aria-labelledby={includesId} className="mt-3 flex-1 space-y-2.5 text-sm text-slate-700">
        {card.features.map((feature) => (
          <li key={feature} className="flex items-start gap-3">
            <Check
              aria-hidden="true"
              className="mt-0.5 size-4 shrink-0 text-brand-600"
              strokeWidth={3}
            />
            {feature}
          </li>
        ))}
      </ul>
      <div className="mt-8 flex flex-wrap items-end justify-between gap-4 border-t border-slate-100 pt-6">
        <p className="text-slate-900">
          <span className="block text-xs font-semibold text-slate-500">{lead}</span>
          <span className="font-display text-3xl font-extrabold tracking-tight">{amount}</span>
          {period && <span className="text-sm font-semibold text-slate-500">{period}</span>}
        </p>
        <a
          href={contactHref({ service: card.slug })}
          className="inline-flex min-h-11 items-center gap-2 rounded-full bg-brand-600 px-5 text-sm font-semibold text-white shadow-lg shadow-brand-600/25 transition-colors hover:bg-brand-700"
        >
          {actionLabel}
          <span className="sr-only">{` with ${card.title}`}</span>
          <ArrowRight
            aria-hidden="true"
            className="size-4 transition-transform group-hover:translate-x-0.5"
          />
        </a>
      </div>
    </article>
  );
}

/** 'Starting at $499/month' → lead 'Starting at', amount '$499', period '/month'. */
export function splitPrice(price: string): { lead: string; amount: string; period: string } {
  const match = price.match(/^(.*?)\s*(\$[\d,]+(?:\.\d+)?)(.*)$/);
  if (!match) return { lead: '', amount: price, period: '' };
  return { lead: match[1] ?? '', amount: match[2] ?? price, period: (match[3] ?? '').trim() };
}
