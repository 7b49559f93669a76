import { describe, expect, it } from 'vitest';
import {
  enquiryReducer,
  initialEnquiryState,
  type EnquiryAction,
  type EnquiryState,
} from './enquiry-state';

const action = (type: EnquiryAction['type']): EnquiryAction =>
  type === 'fail' ? { type, cause: 'timeout' } : { type };

const run = (types: EnquiryAction['type'][], from: EnquiryState = initialEnquiryState) =>
  types.reduce((state, type) => enquiryReducer(state, action(type)), from);

describe('enquiryReducer', () => {
  it('starts idle', () => {
    expect(initialEnquiryState).toEqual({ status: 'idle' });
  });

  it('goes from idle to sending on submit', () => {
    expect(run(['submit'])).toEqual({ status: 'sending' });
  });

  it('ends in success, or in error with its cause, after sending', () => {
    expect(run(['submit', 'succeed'])).toEqual({ status: 'success' });
    expect(run(['submit', 'fail'])).toEqual({ status: 'error', cause: 'timeout' });
  });

  it('ignores a second submit while sending (a double click sends once)', () => {
    const sending = run(['submit']);
    expect(enquiryReducer(sending, { type: 'submit' })).toBe(sending);
  });

  it('keeps the last result until the next submit, then sends again', () => {
    expect(run(['submit', 'fail', 'submit'])).toEqual({ status: 'sending' });
    expect(run(['submit', 'succeed', 'submit', 'fail'])).toEqual({
      status: 'error',
      cause: 'timeout',
    });
  });

  it('ignores a result that arrives when nothing is being sent', () => {
    for (const state of [
      { status: 'idle' },
      { status: 'success' },
      { status: 'error', cause: 'offline' },
    ] as const satisfies EnquiryState[]) {
      expect(enquiryReducer(state, { type: 'succeed' })).toBe(state);
      expect(enquiryReducer(state, { type: 'fail', cause: 'refused' })).toBe(state);
    }
  });

  it('turns the error of a send that gave up into success when it was delivered after all', () => {
    expect(run(['submit', 'fail', 'deliveredLate'])).toEqual({ status: 'success' });
    // Only from the error: while a retry is sending, its own answer decides.
    expect(run(['submit', 'fail', 'submit', 'deliveredLate'])).toEqual({ status: 'sending' });
    expect(run(['deliveredLate'])).toEqual({ status: 'idle' });
  });
});
