import CircleAlert from 'lucide-react/icons/circle-exclamation-point';
import CircleCheck from 'lucide-react/icons/circle-check';
import type { EnquiryState } from '~/lib/enquiry/enquiry-state';
import type { EnquiryFormCopy } from '~/components/contact/enquiry-copy';

export interface EnquiryStatusMessageProps {
  state: EnquiryState;
  /** False in the server HTML, which also says "Sending..." while a submit waits for this code. */
  hydrated: boolean;
  copy: EnquiryFormCopy;
}

/**
 * The live region that announces the result of a send. It is always in the
 * page so screen readers pick up what appears in it; the message stays until
 * the next submit, so a visitor who looked away still finds it. Colour is never
 * the only signal: each result has its own icon and words. An error shows the
 * error sentence of contact.yaml (`form.error`) and adds one plain
 * line on its cause. While a submit waits for this code (`data-queued` on the
 * form), it says the enquiry is being sent.
 */
export function EnquiryStatusMessage({
  state,
  hydrated,
  copy: enquiryForm,
}: EnquiryStatusMessageProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      data-status={state.status}
      className="min-h-6 text-sm font-semibold"
    >
      {!hydrated && (
        // Heard, not seen: the button already reads "Sending..." then.
        <p className="sr-only">
          <span className="hidden in-data-queued:inline">{enquiryForm.sending}</span>
        </p>
      )}
      {state.status === 'success' && (
        <p className="flex items-start gap-2 text-emerald-700">
          <CircleCheck aria-hidden="true" className="mt-px size-5 shrink-0" />
          {enquiryForm.success}
        </p>
      )}
      {state.status === 'error' && (
        <div className="flex items-start gap-2">
          <CircleAlert aria-hidden="true" className="mt-px size-5 shrink-0 text-red-700" />
          <div>
            <p className="text-red-700">{enquiryForm.error}</p>
            <p data-cause={state.cause} className="mt-1 font-normal text-slate-700">
              {enquiryForm.errorCauses[state.cause]}
            </p>
          </div>
        </div>
      )}
    </div>
  );
}
