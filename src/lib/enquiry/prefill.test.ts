import { describe, expect, it } from 'vitest';
import { hostingPlans } from '~/data/services';
import { services } from '~/data/services';
import type { HostingPlan } from '~/content/types';
import { contactHref, enquiryPrefill } from './prefill';
import { prefillLines } from './prefill-lines';

const prefill = (query: string) => enquiryPrefill(new URLSearchParams(query), prefillLines());

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

describe('enquiryPrefill', () => {
  it('names the service a link asks about', () => {
    expect(prefill('service=email-marketing')).toBe(serviceLine('email-marketing'));
    expect(prefill('service=web-hosting')).toBe(serviceLine('web-hosting'));
  });

  it('knows every service', () => {
    for (const service of services) {
      expect(prefill(`service=${service.slug}`)).toBe(serviceLine(service.slug));
    }
  });

  it('names a hosting plan with its monthly price', () => {
    expect(prefill('plan=starter')).toBe(planLine('Starter'));
    expect(prefill('plan=business')).toBe(planLine('Business'));
    expect(prefill('plan=enterprise')).toBe(planLine('Enterprise'));
  });

  it('accepts the plan name in any case and with stray spaces', () => {
    expect(prefill('plan=%20Business%20')).toBe(planLine('Business'));
    expect(prefill('service=Email-Marketing')).toBe(serviceLine('email-marketing'));
  });

  it('prefers the plan when both are given', () => {
    expect(prefill('service=web-hosting&plan=enterprise')).toBe(planLine('Enterprise'));
  });

  it('falls back to the service when the plan is unknown', () => {
    expect(prefill('plan=platinum&service=email-marketing')).toBe(serviceLine('email-marketing'));
  });

  it('ignores unknown, empty and missing values', () => {
    expect(prefill('')).toBeUndefined();
    expect(prefill('service=')).toBeUndefined();
    expect(prefill('service=crypto-mining')).toBeUndefined();
    expect(prefill('plan=free')).toBeUndefined();
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
