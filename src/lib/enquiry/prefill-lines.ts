import type { HostingPlan } from '~/content/types';
import type { PrefillLines } from './prefill';

/** The enquiry's opening line for every hosting plan and every service (slug and title). */
export function prefillLines(
  hostingPlans: readonly Pick<HostingPlan, 'name' | 'price' | 'period'>[],
  services: readonly { slug: string; title: string }[],
): PrefillLines {
  return {
    plans: Object.fromEntries(
      hostingPlans.map((plan) => [
        plan.name.toLowerCase(),
        `I'm interested in the ${plan.name} hosting plan (${plan.price}${plan.period}).`,
      ]),
    ),
    services: Object.fromEntries(
      services.map((service) => [service.slug, `I'm interested in ${service.title}.`]),
    ),
  };
}
