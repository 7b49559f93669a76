/**
 * The contact form's status as a pure reducer: idle, then sending
 * on submit, then success or error. A submit while sending is ignored, and a
 * result that arrives when nothing is being sent changes nothing, so a double
 * click or a late answer can never put the form in an impossible state. The
 * one late answer that counts is a delivery after the form gave up waiting:
 * the error it showed turns into the success it was.
 */
import type { SendFailureCause } from './send-enquiry';

export type EnquiryStatus = 'idle' | 'sending' | 'success' | 'error';

export type EnquiryState =
  { status: 'idle' | 'sending' | 'success' } | { status: 'error'; cause: SendFailureCause };

export type EnquiryAction =
  | { type: 'submit' }
  | { type: 'succeed' }
  | { type: 'fail'; cause: SendFailureCause }
  | { type: 'deliveredLate' };

export const initialEnquiryState: EnquiryState = { status: 'idle' };

export function enquiryReducer(state: EnquiryState, action: EnquiryAction): EnquiryState {
  switch (action.type) {
    case 'submit':
      return state.status === 'sending' ? state : { status: 'sending' };
    case 'succeed':
      return state.status === 'sending' ? { status: 'success' } : state;
    case 'fail':
      return state.status === 'sending' ? { status: 'error', cause: action.cause } : state;
    case 'deliveredLate':
      return state.status === 'error' ? { status: 'success' } : state;
  }
}
