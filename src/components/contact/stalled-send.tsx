import CircleAlert from 'lucide-react/icons/circle-exclamation-point';
import Mail from 'lucide-react/icons/mail';
import { DirectContact, type DirectContactDetails } from './direct-contact';
import type { EnquiryFormCopy } from './enquiry-copy';
import { actionClass } from './send-fallback';

export interface StalledSendProps {
  id: string;
  contact: DirectContactDetails;
  /** The form's words: its error, the stalled cause and the e-mail fallback. */
  copy: EnquiryFormCopy;
}

/**
 * What a visitor sees when they pressed Send but the form's code never arrived (blocked,
 * offline, a CDN error): the form's error, why nothing was sent, and the same enquiry by
 * e-mail. Static HTML outside the island, hidden until the contact page's parse-time script
 * (`holdEarlySubmitScript`) shows it and fills the link with the words in the form.
 */
export function StalledSend({ id, contact, copy }: StalledSendProps) {
  const words = copy.fallback;
  return (
    <div
      id={id}
      hidden
      role="alert"
      className="mt-6 rounded-2xl bg-slate-50 p-5 ring-1 ring-slate-200"
    >
      <div className="flex items-start gap-2 text-sm font-semibold">
        <CircleAlert aria-hidden="true" className="mt-px size-5 shrink-0 text-red-700" />
        <div>
          <p className="text-red-700">{copy.error}</p>
          <p className="mt-1 font-normal text-slate-700">{copy.errorCauses.stalled}</p>
        </div>
      </div>
      <p className="mt-4 text-sm leading-6 text-slate-700">{words.lead}</p>
      <a
        data-enquiry-mailto
        href={`mailto:${contact.email}`}
        className={`${actionClass} mt-4 border-brand-600 text-brand-700 hover:bg-brand-50`}
      >
        <Mail aria-hidden="true" className="size-5" />
        {words.mailLabel}
      </a>
      <DirectContact lead={words.noMailApp} contact={contact} className="mt-4" />
    </div>
  );
}
