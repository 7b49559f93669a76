import { hostingPlans } from '~/data/services';
import { services } from '~/data/services';
import type { PrefillLines } from './prefill';

/** The enquiry's opening line for every hosting plan and every service, read from their content. */
export function prefillLines(): PrefillLines {
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
