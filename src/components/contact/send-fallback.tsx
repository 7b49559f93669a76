import Copy from 'lucide-react/icons/copy';
import Mail from 'lucide-react/icons/mail';
import { useState } from 'react';
import type { EnquiryFormCopy } from '~/components/contact/enquiry-copy';
import type { EnquiryDraftFields } from '~/lib/enquiry/draft-store';
import { enquiryMailto, type EnquiryMailtoWords } from '~/lib/enquiry/mailto';
import { DirectContact, type DirectContactDetails } from './direct-contact';

export interface SendFallbackProps {
  /** The enquiry as the form holds it now. */
  enquiry: EnquiryDraftFields;
  /** Where the enquiry can go instead. */
  contact: DirectContactDetails;
  copy: EnquiryFormCopy;
  className?: string;
}

/** The message last copied, or the clipboard's refusal. */
type CopyResult = { copied: string } | 'refused' | undefined;

/**
 * Under the error of a failed or timed-out send: the same enquiry as a
 * `mailto:` link to the agency, and a button that copies the message, for a
 * message too long for the link or a device with no e-mail app. What the
 * button did is said in a polite live region; "copied" holds only while the
 * message is the one copied.
 */
export function SendFallback({ enquiry, contact, copy, className = '' }: SendFallbackProps) {
  const words = copy.fallback;
  const [copyResult, setCopyResult] = useState<CopyResult>();
  const { href, cut } = enquiryMailto(
    contact.email,
    copy.formTitle,
    enquiry,
    enquiryMailWords(copy),
  );

  async function copyMessage() {
    const { message } = enquiry;
    try {
      await navigator.clipboard.writeText(message);
      setCopyResult({ copied: message });
    } catch {
      setCopyResult('refused'); // refused permission, or no clipboard at all outside HTTPS
    }
  }

  const report =
    copyResult === 'refused'
      ? words.copyRefused
      : copyResult?.copied === enquiry.message
        ? words.copied
        : '';
  return (
    <div className={`rounded-2xl bg-slate-50 p-5 ring-1 ring-slate-200 ${className}`}>
      <p className="text-sm leading-6 text-slate-700">{words.lead}</p>
      {cut && <p className="mt-2 text-sm leading-6 text-slate-700">{words.tooLong}</p>}
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <a
          href={href}
          className={`${actionClass} border-brand-600 text-brand-700 hover:bg-brand-50`}
        >
          <Mail aria-hidden="true" className="size-5" />
          {words.mailLabel}
        </a>
        <button
          type="button"
          onClick={() => void copyMessage()}
          className={`${actionClass} border-slate-300 text-slate-900 hover:border-slate-400`}
        >
          <Copy aria-hidden="true" className="size-5" />
          {words.copyLabel}
        </button>
      </div>
      {/* Always in the page, so a screen reader hears what appears in it; takes no room while empty. */}
      <p aria-live="polite" className="mt-3 text-sm font-semibold text-slate-900 empty:mt-0">
        {report}
      </p>
      <DirectContact lead={words.noMailApp} contact={contact} className="mt-4" />
    </div>
  );
}

/** The fallback link's words; the contact page's parse-time script builds the same link with them. */
export function enquiryMailWords(copy: EnquiryFormCopy): EnquiryMailtoWords {
  return {
    labels: {
      name: copy.fields.name.label,
      email: copy.fields.email.label,
      phone: copy.fields.phone.label,
    },
    cutNotice: copy.fallback.cutNotice,
  };
}

export const actionClass =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-full border bg-white px-6 py-3 text-base font-semibold transition-colors';
