import type { HostingPlan } from '~/content/types';

/** How a link names a plan: `?plan=business`. */
export type EnquiryPlanKey = Lowercase<HostingPlan['name']>;

/**
 * The opening line of the enquiry for each plan key and each service slug. The contact
 * page computes them at build time from the content (`prefill-lines.ts`) and hands
 * them to the form's island as a prop, so the browser downloads a few lines of text rather
 * than the services and plans modules with their icons.
 */
export interface PrefillLines {
  plans: Readonly<Record<string, string>>;
  services: Readonly<Record<string, string>>;
}

/**
 * The opening line of the enquiry for a link such as
 * `/contact?service=email-marketing` or `/contact?plan=business`. A plan is
 * more specific than a service, so it wins when both are given; unknown or
 * empty values give `undefined` and leave the message empty.
 */
export function enquiryPrefill(params: URLSearchParams, lines: PrefillLines): string | undefined {
  return lineFor(lines.plans, params.get('plan')) ?? lineFor(lines.services, params.get('service'));
}

/** The link a page uses to open the form with a service or plan already named. */
export function contactHref(
  choice: { service: string } | { plan: EnquiryPlanKey | HostingPlan['name'] },
): string {
  const query = 'plan' in choice ? { plan: choice.plan.toLowerCase() } : choice;
  return `/contact?${new URLSearchParams(query).toString()}`;
}

/** The line for a link's value, matched in any case and without stray spaces; only own keys count. */
function lineFor(
  lines: Readonly<Record<string, string>>,
  value: string | null,
): string | undefined {
  const key = (value ?? '').trim().toLowerCase();
  return Object.hasOwn(lines, key) ? lines[key] : undefined;
}
