import { describe, expect, it } from 'vitest';
import { hostingPlans } from '~/data/services';
import { services } from '~/data/services';
import type { HostingPlan } from '~/content/types';
import { contactHref, enquiryPrefill } from './prefill';
import { prefillLines } from './prefill-lines';

const prefill = (query: string) =>
  enquiryPrefill(new URLSearchParams(query), prefillLines(hostingPlans, services));

/** The line a service link should open with, from the service's title in the content. */
function serviceLine(slug: string): string {
  const service = services.find((candidate) => candidate.slug === slug);
  if (!service) throw new Error(`No service ${slug}`);
  return `I'm interested in ${service.title}.`;
}

/** The line a plan link should open with, from the plan's name and price in the content. */
function planLine(name: HostingPlan['name']): string {
  const plan = hostingPlans.find((candidate) => candidate.name === name);
  if (!plan) throw new Error(`No hosting plan ${name}`);
  return `I'm interested in the ${plan.name} hosting plan (${plan.price}${plan.period}).`;
}

/** A plan and a service of the content, for the tests that need one of each. */
const [plan] = hostingPlans;
const [service] = services;
if (!plan || !service) throw new Error('The content has no hosting plan or no service');

describe('enquiryPrefill', () => {
  it('knows every service', () => {
    for (const service of services) {
      expect(prefill(`service=${service.slug}`)).toBe(serviceLine(service.slug));
    }
  });

  it('names each hosting plan with its monthly price', () => {
    for (const { name } of hostingPlans)
      expect(prefill(`plan=${encodeURIComponent(name.toLowerCase())}`)).toBe(planLine(name));
  });

  it('accepts the plan name in any case and with stray spaces', () => {
    expect(prefill(`plan=%20${encodeURIComponent(plan.name.toUpperCase())}%20`)).toBe(
      planLine(plan.name),
    );
    expect(prefill(`service=${service.slug.toUpperCase()}`)).toBe(serviceLine(service.slug));
  });

  it('prefers the plan when both are given', () => {
    expect(prefill(`service=${service.slug}&plan=${plan.name.toLowerCase()}`)).toBe(
      planLine(plan.name),
    );
  });

  it('falls back to the service when the plan is unknown', () => {
    expect(prefill(`plan=no-such-plan&service=${service.slug}`)).toBe(serviceLine(service.slug));
  });

  it('ignores unknown, empty and missing values', () => {
    expect(prefill('')).toBeUndefined();
    expect(prefill('service=')).toBeUndefined();
    expect(prefill('service=no-such-service')).toBeUndefined();
    expect(prefill('plan=no-such-plan')).toBeUndefined();
    expect(prefill('plan=toString')).toBeUndefined();
    expect(prefill('plan=__proto__')).toBeUndefined();
  });
});

describe('contactHref', () => {
  it('builds the links pages use to open a prefilled form', () => {
    expect(contactHref({ service: 'email-marketing' })).toBe('/contact?service=email-marketing');
    expect(contactHref({ plan: 'business' })).toBe('/contact?plan=business');
  });
});
