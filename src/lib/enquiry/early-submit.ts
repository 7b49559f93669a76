import type { enquiryMailto, EnquiryMailtoWords } from './mailto';

/**
 * A submit made before React has arrived is held, then sent once when it does.
 *
 * /contact is complete HTML at once, but its React code comes after the first paint, and
 * on a slow phone a visitor can type an enquiry and press Send before it has arrived. The
 * submit button is prerendered disabled, so with JavaScript off nothing pretends to send
 * (the page's <noscript> note gives the e-mail address and phones instead). With
 * JavaScript on, a small inline script (run as the page is parsed) enables the button
 * and holds any submit: it stops the browser's own submission, which would reload the page
 * with the words in its URL, and marks the form `data-queued`, which makes the button and the
 * status read "Sending..." at once. React's form marks itself `data-live` when it mounts and
 * sends a held submit then (`useHeldSubmit`); from then on the script steps aside, so every
 * enquiry is sent exactly once.
 *
 * If the code has not arrived `heldSubmitBoundMs` after the submit, the script stops waiting:
 * it drops the hold and shows the form's error with its cause and the same enquiry as a
 * `mailto:` link (the `StalledSend` block), built by the form's own `enquiryMailto`. Nothing
 * typed is touched. A later Send hides the block and holds again.
 */
export const heldSubmitAttribute = 'data-queued';
export const liveFormAttribute = 'data-live';

/**
 * How long a held submit waits for the form's code. The island is about 70 KB compressed: on a
 * slow 3G line (400 kbit/s) it arrives in under 2 s and runs within 3; ten seconds covers a far
 * worse line, and is still shorter than the 15 s the form itself waits for the e-mail service.
 */
export const heldSubmitBoundMs = 10_000;

/** What the script is handed as JSON (a type, not an interface, so it checks as `Json`). */
export type ScriptOptions = {
  formId: string;
  stalledId: string;
  live: string;
  held: string;
  boundMs: number;
  to: string;
  subject: string;
  words: { labels: EnquiryMailtoWords['labels']; cutNotice: string };
};

/** Run in the page as it is parsed, right after the form: self-contained (see `inlineScript`). */
export function holdEarlySubmit(mailto: typeof enquiryMailto, options: ScriptOptions): void {
  const form = document.getElementById(options.formId);
  if (!(form instanceof HTMLFormElement)) return;
  const stalled = document.getElementById(options.stalledId);
  const link = stalled?.querySelector('a[data-enquiry-mailto]');
  const button = form.querySelector('button[type="submit"]');
  if (button instanceof HTMLButtonElement) button.disabled = false;

  const value = (name: string) => {
    const field = form.elements.namedItem(name);
    return field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement
      ? field.value
      : '';
  };
  const offerByMail = () => {
    if (!(link instanceof HTMLAnchorElement)) return;
    const fields = {
      name: value('name'),
      email: value('email'),
      phone: value('phone'),
      message: value('message'),
    };
    link.href = mailto(options.to, options.subject, fields, options.words).href;
  };

  let timer: ReturnType<typeof setTimeout> | undefined;
  form.addEventListener('input', () => {
    if (stalled && !stalled.hidden) offerByMail();
  });
  form.addEventListener('submit', (event) => {
    if (stalled) stalled.hidden = true;
    if (form.hasAttribute(options.live)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (form.hasAttribute(options.held)) return;
    form.setAttribute(options.held, '');
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (!form.hasAttribute(options.held) || form.hasAttribute(options.live)) return;
      form.removeAttribute(options.held);
      offerByMail();
      if (stalled) stalled.hidden = false;
    }, options.boundMs);
  });
}
