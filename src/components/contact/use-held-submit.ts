import { useEffect, type RefObject } from 'react';
import { heldSubmitAttribute, liveFormAttribute } from '~/lib/enquiry/early-submit';

/**
 * Takes over from the inline script of `holdEarlySubmitScript`: marks the form live, so the
 * script stops holding submits, and sends the one it held, if any, through the form's own
 * submit handler (with the browser's validation run again first).
 */
export function useHeldSubmit(formRef: RefObject<HTMLFormElement | null>) {
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    form.setAttribute(liveFormAttribute, '');
    if (!form.hasAttribute(heldSubmitAttribute)) return;
    form.removeAttribute(heldSubmitAttribute);
    form.requestSubmit();
  }, [formRef]);
}
