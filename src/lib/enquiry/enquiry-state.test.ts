import { describe, expect, it } from 'vitest';
import {
  enquiryReducer,
  initialEnquiryState,
  type EnquiryAction,
  type EnquiryState,
} from './enquiry-state';

const run = (actions: EnquiryAction['type'][], from: EnquiryState = initialEnquiryState) =>
  actions.reduce((state, type) => enquiryReducer(state, { type }), from);

describe('enquiryReducer', () => {
  it('starts idle', () => {
    expect(initialEnquiryState).toEqual({ status: 'idle' });
  });

  it('goes from idle to sending on submit', () => {
    expect(run(['submit'])).toEqual({ status: 'sending' });
  });

  it('ends in success or error after sending', () => {
    expect(run(['submit', 'succeed'])).toEqual({ status: 'success' });
    expect(run(['submit', 'fail'])).toEqual({ status: 'error' });
  });

  it('ignores a second submit while sending (a double click sends once)', () => {
    const sending = run(['submit']);
    expect(enquiryReducer(sending, { type: 'submit' })).toBe(sending);
  });

  it('keeps the last result until the next submit, then sends again', () => {
    expect(run(['submit', 'fail', 'submit'])).toEqual({ status: 'sending' });
    expect(run(['submit', 'succeed', 'submit', 'fail'])).toEqual({ status: 'error' });
  });

  it('ignores a result that arrives when nothing is being sent', () => {
    for (const status of ['idle', 'success', 'error'] as const) {
      const state: EnquiryState = { status };
      expect(enquiryReducer(state, { type: 'succeed' })).toBe(state);
      expect(enquiryReducer(state, { type: 'fail' })).toBe(state);
    }
  });
});
