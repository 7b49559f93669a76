import LoaderCircle from 'lucide-react/icons/loader-circle';
import Send from 'lucide-react/icons/send';
import {
  useEffect,
  useReducer,
  useRef,
  useState,
  useSyncExternalStore,
  type InputEvent,
  type SubmitEvent,
} from 'react';
import words from 'virtual:contact-form-words';
import { enquiryFormCopy } from '~/components/contact/enquiry-copy';
import { readDraftFields, type EnquiryDraftFields } from '~/lib/enquiry/draft-store';
import type { PrefillLines } from '~/lib/enquiry/prefill';
import { enquiryReducer, initialEnquiryState } from '~/lib/enquiry/enquiry-state';
import {
  describeSendError,
  enquirySender,
  failureCause,
  type EnquirySender,
} from '~/lib/enquiry/send-enquiry';
import { CharacterCount } from './character-count';
import { DirectContact, type DirectContactDetails } from './direct-contact';
import { EnquiryStatusMessage } from './enquiry-status';
import { controlClass, FormField, labelClass } from './form-field';
import { Honeypot } from './honeypot';
import { SendFallback } from './send-fallback';
import { useEnquiryDraft } from './use-enquiry-draft';
import { useHeldSubmit } from './use-held-submit';

/** The form's words (src/content/pages/contact.yaml, `form:`), built into this script. */
const copy = enquiryFormCopy(words);

export interface EnquiryFormProps {
  /** The opening lines a `?service=`/`?plan=` link puts in the message (`prefillLines()`). */
  prefills: PrefillLines;
  /** The agency's e-mail address and phones, for a visitor whose send fails. */
  contact: DirectContactDetails;
  /** How the form is delivered; the site's EmailJS sender unless a test passes its own. */
  sender?: EnquirySender;
}

/**
 * The contact form: native validation, one send at a time,
 * success resets it, an error keeps every value for a retry. The inputs are
 * uncontrolled, so nothing but a successful send clears them, and what the
 * visitor types is also kept as this tab's draft, which brings it back after
 * a reload or a detour (`useEnquiryDraft`). A failed or timed-out send offers
 * the same enquiry by e-mail (`SendFallback`). A honeypot field outside the
 * <form> (EmailJS sends every field inside it) catches bots: when it is
 * filled the visitor sees success and nothing is sent. A submit made before
 * this code has arrived is held by the page's inline script (`holdEarlySubmitScript`, written
 * after the island by the contact page) and sent once this code has arrived.
 */
export function EnquiryForm({ prefills, contact, sender = enquirySender }: EnquiryFormProps) {
  const [state, dispatch] = useReducer(enquiryReducer, initialEnquiryState);
  const { status } = state;
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  /** The enquiry the fallback offers by e-mail: taken when a send fails, kept current while the error shows. */
  const [unsent, setUnsent] = useState<EnquiryDraftFields>();
  const sendingRef = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const sending = status === 'sending';
  const draft = useEnquiryDraft(formRef, prefills);
  // After the draft is back in the fields: a submit held before React arrived goes now.
  useHeldSubmit(formRef);

  useEffect(() => {
    // Tells tests (and anyone curious) that the form's island is live.
    document.documentElement.dataset.hydrated = 'true';
  }, []);

  useEffect(() => {
    // The disabled button dropped focus while sending: give it back so keyboard users stay in place.
    if (!sending && document.activeElement === document.body && status !== 'idle')
      submitRef.current?.focus();
  }, [sending, status]);

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sendingRef.current) return;
    sendingRef.current = true;
    const form = event.currentTarget;
    /** The enquiry reached the service: nothing of it needs keeping any more. */
    const clear = () => {
      form.reset();
      if (honeypotRef.current) honeypotRef.current.value = '';
      draft.discard();
    };
    dispatch({ type: 'submit' });
    try {
      if (!honeypotRef.current?.value)
        await sender.send(form, {
          // A send that timed out was answered after all, and the form still holds that enquiry.
          onLateDelivery: () => {
            clear();
            dispatch({ type: 'deliveredLate' });
          },
        });
      clear();
      dispatch({ type: 'succeed' });
    } catch (error) {
      console.error(`The enquiry could not be sent: ${describeSendError(error)}`);
      setUnsent(readDraftFields(form));
      dispatch({ type: 'fail', cause: failureCause(error) });
    } finally {
      sendingRef.current = false;
    }
  }

  function handleInput(event: InputEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    draft.keep(form);
    if (status === 'error') setUnsent(readDraftFields(form));
  }

  return (
    <div className="relative">
      <noscript>
        <DirectContact
          lead={copy.noScript}
          contact={contact}
          className="mb-6 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200"
        />
      </noscript>
      <form
        ref={formRef}
        id={copy.id}
        onSubmit={handleSubmit}
        onInput={handleInput}
        onFocus={() => void sender.preload().catch(() => {})}
        aria-busy={sending}
        className="grid gap-6 sm:grid-cols-2"
      >
        <input type="hidden" name="title" value={copy.formTitle} />
        <FormField name="name" field={copy.fields.name} className="sm:col-span-2" />
        <FormField name="email" field={copy.fields.email} />
        <FormField name="phone" field={copy.fields.phone} />
        <div className="sm:col-span-2">
          <label htmlFor="enquiry-message" className={labelClass}>
            {copy.message.label}
          </label>
          <textarea
            ref={messageRef}
            id="enquiry-message"
            name="message"
            rows={copy.message.rows}
            autoComplete="off"
            placeholder={copy.message.placeholder}
            maxLength={copy.message.maxLength}
            dir="auto"
            aria-describedby="enquiry-message-count"
            required
            className={`${controlClass} resize-y`}
          />
          <CharacterCount fieldRef={messageRef} id="enquiry-message-count" words={copy.message} />
        </div>
        <div className="flex flex-col gap-4 sm:col-span-2 sm:flex-row sm:items-center">
          <button
            ref={submitRef}
            type="submit"
            disabled={sending || !hydrated}
            className="inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-brand-600 px-8 py-3 text-base font-semibold text-white shadow-lg shadow-brand-600/25 transition-colors hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-brand-600/60 disabled:shadow-none in-data-queued:cursor-progress in-data-queued:bg-brand-600/80 sm:shrink-0"
          >
            {sending ? (
              <>
                <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
                {copy.sending}
              </>
            ) : (
              <>
                <Send aria-hidden="true" className="size-5 in-data-queued:hidden" />
                <span className="in-data-queued:hidden">{copy.submit}</span>
                {/* Server HTML only: a submit held until this code arrives (`data-queued` on the
                    form, holdEarlySubmitScript) reads as sending at once. */}
                {!hydrated && (
                  <>
                    <LoaderCircle
                      aria-hidden="true"
                      className="-order-1 hidden size-5 animate-spin in-data-queued:block"
                    />
                    <span className="hidden in-data-queued:inline">{copy.sending}</span>
                  </>
                )}
              </>
            )}
          </button>
          <EnquiryStatusMessage state={state} hydrated={hydrated} copy={copy} />
        </div>
        {status === 'error' && unsent && (
          <SendFallback enquiry={unsent} contact={contact} copy={copy} className="sm:col-span-2" />
        )}
        <p className="text-sm leading-6 text-slate-600 sm:col-span-2">
          {copy.privacy.text}{' '}
          {/* A plain link: the form is hydrated as an island, outside any router. */}
          <a
            href={copy.privacy.href}
            className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
          >
            {copy.privacy.linkLabel}
          </a>
          .
        </p>
      </form>
      <Honeypot inputRef={honeypotRef} />
    </div>
  );
}

function noSubscription() {
  return () => {};
}
