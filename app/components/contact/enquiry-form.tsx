import LoaderCircle from 'lucide-react/icons/loader-circle';
import Send from 'lucide-react/icons/send';
import {
  useEffect,
  useReducer,
  useRef,
  useSyncExternalStore,
  type FormEvent,
  type RefObject,
} from 'react';
import { Link, useSearchParams } from 'react-router';
import { enquiryForm as copy } from '~/content/contact';
import { enquiryReducer, initialEnquiryState } from '~/lib/enquiry/enquiry-state';
import { enquiryPrefill } from '~/lib/enquiry/prefill';
import { describeSendError, enquirySender, type EnquirySender } from '~/lib/enquiry/send-enquiry';
import { DirectContact } from './direct-contact';
import { EnquiryStatusMessage } from './enquiry-status';
import { controlClass, FormField, labelClass } from './form-field';
import { Honeypot } from './honeypot';

export interface EnquiryFormProps {
  /** How the form is delivered; the site's EmailJS sender unless a test passes its own. */
  sender?: EnquirySender;
}

/**
 * The contact form (SPEC §4, §5, §7): native validation, one send at a time,
 * success resets it, an error keeps every value for a retry. The inputs are
 * uncontrolled, so nothing but a successful send clears them. A honeypot
 * field outside the <form> (EmailJS sends every field inside it) catches
 * bots: when it is filled the visitor sees success and nothing is sent.
 */
export function EnquiryForm({ sender = enquirySender }: EnquiryFormProps) {
  const [{ status }, dispatch] = useReducer(enquiryReducer, initialEnquiryState);
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const sendingRef = useRef(false);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const sending = status === 'sending';
  usePrefill(messageRef);

  useEffect(() => {
    // The disabled button dropped focus while sending: give it back so keyboard users stay in place.
    if (!sending && document.activeElement === document.body && status !== 'idle')
      submitRef.current?.focus();
  }, [sending, status]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sendingRef.current) return;
    sendingRef.current = true;
    const form = event.currentTarget;
    dispatch({ type: 'submit' });
    try {
      if (!honeypotRef.current?.value) await sender.send(form);
      form.reset();
      if (honeypotRef.current) honeypotRef.current.value = '';
      dispatch({ type: 'succeed' });
    } catch (error) {
      console.error(`The enquiry could not be sent: ${describeSendError(error)}`);
      dispatch({ type: 'fail' });
    } finally {
      sendingRef.current = false;
    }
  }

  return (
    <div className="relative">
      <noscript>
        <DirectContact
          lead={copy.noScript}
          className="mb-6 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200"
        />
      </noscript>
      <form
        id={copy.id}
        onSubmit={handleSubmit}
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
            required
            className={`${controlClass} resize-y`}
          />
        </div>
        <div className="flex flex-col gap-4 sm:col-span-2 sm:flex-row sm:items-center">
          <button
            ref={submitRef}
            type="submit"
            disabled={sending || !hydrated}
            className="inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-brand-600 px-8 py-3 text-base font-semibold text-white shadow-lg shadow-brand-600/25 transition-colors hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-brand-600/60 disabled:shadow-none sm:shrink-0"
          >
            {sending ? (
              <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
            ) : (
              <Send aria-hidden="true" className="size-5" />
            )}
            {sending ? copy.sending : copy.submit}
          </button>
          <EnquiryStatusMessage status={status} />
        </div>
        {status === 'error' && <DirectContact lead={copy.errorHelp} className="sm:col-span-2" />}
        <p className="text-sm leading-6 text-slate-600 sm:col-span-2">
          {copy.privacy.text}{' '}
          <Link
            to={copy.privacy.href}
            className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
          >
            {copy.privacy.linkLabel}
          </Link>
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

/**
 * `/contact?service=email-marketing` or `?plan=business` opens the form with
 * one line naming that choice. Pages are prerendered without a query string,
 * so this runs after hydration, and never over something the visitor typed.
 */
function usePrefill(messageRef: RefObject<HTMLTextAreaElement | null>) {
  const [params] = useSearchParams();
  const line = enquiryPrefill(params);
  const applied = useRef('');
  useEffect(() => {
    const box = messageRef.current;
    if (!box || !line) return;
    if (box.value === '' || box.value === applied.current) {
      box.value = line;
      applied.current = line;
    }
  }, [line, messageRef]);
}
