import CircleAlert from 'lucide-react/icons/circle-exclamation-point';
import CircleCheck from 'lucide-react/icons/circle-check';
import type { EnquiryStatus } from '~/lib/enquiry/enquiry-state';
import { enquiryForm } from '~/content/contact';

export interface EnquiryStatusMessageProps {
  status: EnquiryStatus;
}

/**
 * The live region that announces the result of a send. It is always in the
 * page so screen readers pick up what appears in it; the message stays until
 * the next submit (SPEC §4). Colour is never the only signal: each result has
 * its own icon and words.
 */
export function EnquiryStatusMessage({ status }: EnquiryStatusMessageProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      data-status={status}
      className="min-h-6 text-sm font-semibold"
    >
      {status === 'success' && (
        <p className="flex items-start gap-2 text-emerald-700">
          <CircleCheck aria-hidden="true" className="mt-px size-5 shrink-0" />
          {enquiryForm.success}
        </p>
      )}
      {status === 'error' && (
        <p className="flex items-start gap-2 text-red-700">
          <CircleAlert aria-hidden="true" className="mt-px size-5 shrink-0" />
          {enquiryForm.error}
        </p>
      )}
    </div>
  );
}
