// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findIslands } from './islands';

const hydrateEnquiryForm = vi.hoisted(() => vi.fn());
vi.mock('~/islands/enquiry-form', () => ({ hydrateEnquiryForm }));

/** Lets the dynamic import and the call after it settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  document.body.innerHTML =
    '<div data-island="enquiry-form"><form><input name="name"></form></div><div data-island="unknown"></div>';
});

afterEach(() => {
  hydrateEnquiryForm.mockReset();
  document.body.replaceChildren();
});

describe('findIslands', () => {
  it('hydrates each known island once when started, and leaves unknown ones alone', async () => {
    const start = findIslands();
    expect(hydrateEnquiryForm).not.toHaveBeenCalled();
    start();
    start();
    await settle();
    expect(hydrateEnquiryForm).toHaveBeenCalledTimes(1);
    expect(hydrateEnquiryForm).toHaveBeenCalledWith(
      document.querySelector('[data-island="enquiry-form"]'),
    );
  });

  it('starts at once when the visitor starts on the island, before the page has loaded', async () => {
    const start = findIslands();
    document.querySelector('input')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await settle();
    expect(hydrateEnquiryForm).toHaveBeenCalledTimes(1);
    start();
    await settle();
    expect(hydrateEnquiryForm).toHaveBeenCalledTimes(1);
  });

  it('does nothing on a page without islands', async () => {
    document.body.innerHTML = '<main><p>No islands</p></main>';
    findIslands()();
    await settle();
    expect(hydrateEnquiryForm).not.toHaveBeenCalled();
  });
});
