import { inlineScript } from '~/lib/inline-script';

/**
 * A submit made before React has arrived is held, then sent once when it does.
 *
 * /contact is complete HTML at once, but its React code comes after the first paint, and
 * on a slow phone a visitor can type an enquiry and press Send before it has arrived. The
 * submit button is prerendered disabled, so with JavaScript off nothing pretends to send
 * (the page's <noscript> note gives the e-mail address and phones instead). With
 * JavaScript on, a small inline script (run as the page is parsed) enables the button
 * and holds any submit: it stops the browser's own submission, which would reload the page
 * with the words in its URL, and marks the form `data-queued`. React's form marks itself
 * `data-live` when it mounts and sends a held submit then (`useHeldSubmit`); from then on
 * the script steps aside, so every enquiry is sent exactly once.
 */
export const heldSubmitAttribute = 'data-queued';
export const liveFormAttribute = 'data-live';

/** The inline script for the form with this id. Its text is hashed into the CSP at build time. */
export function holdEarlySubmitScript(formId: string): string {
  return inlineScript(holdEarlySubmit, formId, liveFormAttribute, heldSubmitAttribute);
}

/** Run in the page as it is parsed, right after the form: self-contained (see `inlineScript`). */
function holdEarlySubmit(formId: string, live: string, held: string): void {
  const form = document.getElementById(formId);
  if (!(form instanceof HTMLFormElement)) return;
  const button = form.querySelector('button[type="submit"]');
  if (button instanceof HTMLButtonElement) button.disabled = false;
  form.addEventListener('submit', (event) => {
    if (form.hasAttribute(live)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    form.setAttribute(held, '');
  });
}
