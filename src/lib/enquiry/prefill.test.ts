import { describe, expect, it } from 'vitest';
import { services } from '~/content/services';
import { contactHref, enquiryPrefill } from './prefill';
import { prefillLines } from './prefill-lines';

const prefill = (query: string) => enquiryPrefill(new URLSearchParams(query), prefillLines());

describe('enquiryPrefill', () => {
  it('names the service a link asks about', () => {
    expect(prefill('service=email-marketing')).toBe("I'm interested in Email Marketing.");
    expect(prefill('service=web-hosting')).toBe(
      "I'm interested in Web Hosting & Domain Registration.",
    );
  });

  it('knows all six services', () => {
    for (const service of services) {
      expect(prefill(`service=${service.slug}`)).toBe(`I'm interested in ${service.title}.`);
    }
  });

  it('names a hosting plan with its monthly price', () => {
    expect(prefill('plan=starter')).toBe(
      "I'm interested in the Starter hosting plan ($2.99/month).",
    );
    expect(prefill('plan=business')).toBe(
      "I'm interested in the Business hosting plan ($5.99/month).",
    );
    expect(prefill('plan=enterprise')).toBe(
      "I'm interested in the Enterprise hosting plan ($12.99/month).",
    );
  });

  it('accepts the plan name in any case and with stray spaces', () => {
    expect(prefill('plan=%20Business%20')).toBe(
      "I'm interested in the Business hosting plan ($5.99/month).",
    );
    expect(prefill('service=Email-Marketing')).toBe("I'm interested in Email Marketing.");
  });

  it('prefers the plan when both are given', () => {
    expect(prefill('service=web-hosting&plan=enterprise')).toContain('Enterprise hosting plan');
  });

  it('falls back to the service when the plan is unknown', () => {
    expect(prefill('plan=platinum&service=email-marketing')).toBe(
      "I'm interested in Email Marketing.",
    );
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
