import { services } from '~/content/services';
import type { HostingPlan } from '~/content/types';

/**
 * The hosting plans a link can name (SPEC §9). Kept to name and price here,
 * the only two facts the prefilled line needs.
 */
export const enquiryPlans = {
  starter: { name: 'Starter', price: '$2.99', period: '/month' },
  business: { name: 'Business', price: '$5.99', period: '/month' },
  enterprise: { name: 'Enterprise', price: '$12.99', period: '/month' },
} as const satisfies Record<string, Pick<HostingPlan, 'name' | 'price' | 'period'>>;

export type EnquiryPlanKey = keyof typeof enquiryPlans;

/**
 * The opening line of the enquiry for a link such as
 * `/contact?service=email-marketing` or `/contact?plan=business`. A plan is
 * more specific than a service, so it wins when both are given; unknown or
 * empty values give `undefined` and leave the message empty.
 */
export function enquiryPrefill(params: URLSearchParams): string | undefined {
  const plan = normalise(params.get('plan'));
  if (Object.hasOwn(enquiryPlans, plan)) {
    const { name, price, period } = enquiryPlans[plan as EnquiryPlanKey];
    return `I'm interested in the ${name} hosting plan (${price}${period}).`;
  }
  const slug = normalise(params.get('service'));
  const service = services.find((candidate) => candidate.slug === slug);
  return service ? `I'm interested in ${service.title}.` : undefined;
}

/** The link a page uses to open the form with a service or plan already named. */
export function contactHref(choice: { service: string } | { plan: EnquiryPlanKey }): string {
  return `/contact?${new URLSearchParams(choice).toString()}`;
}

function normalise(value: string | null): string {
  return (value ?? '').trim().toLowerCase();
}
