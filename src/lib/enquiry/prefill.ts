import { hostingPlans } from '~/content/hosting-plans';
import { services } from '~/content/services';
import type { HostingPlan } from '~/content/types';

/** How a link names a plan: `?plan=business`. */
export type EnquiryPlanKey = Lowercase<HostingPlan['name']>;

/**
 * The opening line of the enquiry for a link such as
 * `/contact?service=email-marketing` or `/contact?plan=business`. A plan is
 * more specific than a service, so it wins when both are given; unknown or
 * empty values give `undefined` and leave the message empty.
 */
export function enquiryPrefill(params: URLSearchParams): string | undefined {
  const key = normalise(params.get('plan'));
  const plan = hostingPlans.find((candidate) => candidate.name.toLowerCase() === key);
  if (plan) return `I'm interested in the ${plan.name} hosting plan (${plan.price}${plan.period}).`;
  const slug = normalise(params.get('service'));
  const service = services.find((candidate) => candidate.slug === slug);
  return service ? `I'm interested in ${service.title}.` : undefined;
}

/** The link a page uses to open the form with a service or plan already named. */
export function contactHref(
  choice: { service: string } | { plan: EnquiryPlanKey | HostingPlan['name'] },
): string {
  const query = 'plan' in choice ? { plan: choice.plan.toLowerCase() } : choice;
  return `/contact?${new URLSearchParams(query).toString()}`;
}

function normalise(value: string | null): string {
  return (value ?? '').trim().toLowerCase();
}
