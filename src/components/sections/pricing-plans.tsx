import Check from 'lucide-react/icons/check';
import Sparkles from 'lucide-react/icons/sparkles';
import { contactHref } from '~/lib/enquiry/prefill';
import type { HostingPlan } from '~/content/types';

export interface PricingPlansProps {
  plans: readonly HostingPlan[];
  /** Badge on the recommended plan, e.g. 'MOST POPULAR'. */
  badge: string;
  /** Visible label of each plan's link to `/contact?plan=<name>`. */
  actionLabel: string;
}

/** Hosting plans side by side; the recommended one stands out and wears the badge. */
export function PricingPlans({ plans, badge, actionLabel }: PricingPlansProps) {
  return (
    <ul className="mx-auto mt-16 grid max-w-md grid-cols-1 items-center gap-8 lg:max-w-none lg:grid-cols-3">
      {plans.map((plan) => {
        const featured = plan.recommended;
        return (
          <li key={plan.name} className="flex h-full">
            <article
              data-plan={plan.name}
              className={`relative flex w-full flex-col rounded-3xl p-8 sm:p-10 ${
                featured
                  ? 'shadow-brand-900/30 bg-gradient-to-br from-ink-900 via-brand-800 to-accent-600 text-white shadow-2xl lg:-my-4 lg:py-14'
                  : 'border border-slate-200 bg-white shadow-sm'
              }`}
            >
              {featured && (
                <p className="absolute -top-4 left-1/2 inline-flex -translate-x-1/2 items-center gap-1.5 rounded-full bg-gradient-to-r from-glow-300 to-accent-300 px-4 py-1.5 text-xs font-extrabold tracking-[0.16em] whitespace-nowrap text-ink-950 shadow-lg">
                  <Sparkles aria-hidden="true" className="size-3.5" />
                  {badge}
                </p>
              )}
              <h3 className={`text-2xl font-bold ${featured ? 'text-white' : ''}`}>{plan.name}</h3>
              <p className={`mt-3 leading-7 ${featured ? 'text-brand-100' : 'text-slate-600'}`}>
                {plan.description}
              </p>
              <p className="mt-8 flex items-baseline gap-1">
                <span
                  className={`font-display text-5xl font-extrabold tracking-tight ${featured ? 'text-white' : 'text-slate-900'}`}
                >
                  {plan.price}
                </span>
                <span
                  className={`text-base font-semibold ${featured ? 'text-brand-100' : 'text-slate-500'}`}
                >
                  {plan.period}
                </span>
              </p>
              <ul
                className={`mt-8 flex-1 space-y-3.5 border-t pt-8 ${featured ? 'border-white/15' : 'border-slate-100'}`}
              >
                {plan.features.map((feature) => (
                  <li
                    key={feature}
                    className={`flex items-center gap-3 ${featured ? 'text-white' : 'text-slate-700'}`}
                  >
                    <span
                      className={`grid size-5 shrink-0 place-items-center rounded-full ${featured ? 'bg-white/15 text-glow-300' : 'bg-brand-50 text-brand-700'}`}
                    >
                      <Check aria-hidden="true" className="size-3.5" strokeWidth={3} />
                    </span>
                    {feature}
                  </li>
                ))}
              </ul>
              <a
                href={contactHref({ plan: plan.name })}
                className={`mt-10 inline-flex min-h-12 items-center justify-center rounded-full px-6 text-sm font-semibold transition-colors ${
                  featured
                    ? 'bg-white text-ink-950 shadow-lg shadow-black/20 hover:bg-brand-50'
                    : 'bg-brand-600 text-white shadow-lg shadow-brand-600/25 hover:bg-brand-700'
                }`}
              >
                {actionLabel}
                <span className="sr-only">{` with the ${plan.name} plan`}</span>
              </a>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
